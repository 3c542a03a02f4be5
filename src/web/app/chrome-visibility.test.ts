import { describe, expect, it } from 'vitest';
import { isFooterShown, isTopBarShown } from './chrome-visibility';

// Every route of spec section 2 with its route name, and whether the spec shows
// the top bar and the footer there. Routes without a name in the spec carry the
// name this app gives them.
const rows: { name: string; path: string; topBar: boolean; footer: boolean }[] = [
  { name: 'home', path: '/', topBar: true, footer: true },
  { name: 'details', path: '/details', topBar: true, footer: true },
  { name: 'rules', path: '/rules', topBar: true, footer: true },
  { name: 'venue', path: '/venue', topBar: true, footer: true },
  { name: 'contact', path: '/contact', topBar: true, footer: true },
  { name: 'about', path: '/about', topBar: true, footer: true },
  { name: 'register', path: '/register', topBar: false, footer: true },
  { name: 'entries', path: '/entries', topBar: true, footer: true },
  { name: 'updateEntries', path: '/updateEntries', topBar: true, footer: true },
  { name: 'competitors', path: '/competitors', topBar: true, footer: true },
  { name: 'competitorDetails', path: '/competitors/17', topBar: true, footer: true },
  { name: 'tbaList', path: '/TBAList', topBar: true, footer: true },
  { name: 'results', path: '/results', topBar: true, footer: true },
  { name: 'resultDetails', path: '/results/Bronze%20Waltz', topBar: false, footer: false },
  { name: 'markentry', path: '/judges/j1', topBar: false, footer: false },
  { name: 'liveCompView', path: '/live', topBar: false, footer: false },
  { name: 'liveRoundResultView', path: '/live/bronze-waltz/1', topBar: false, footer: false },
  { name: 'jumbotronView', path: '/jumbotron', topBar: false, footer: false },
  { name: 'jumbotronControllerView', path: '/jumbotroncontroller', topBar: false, footer: true },
  { name: 'login', path: '/login', topBar: false, footer: true },
  { name: 'dashboard', path: '/admin', topBar: false, footer: false },
  { name: 'scrutineerView', path: '/admin/scrutineer', topBar: false, footer: false },
  { name: 'eventSchedule', path: '/admin/eventschedule', topBar: false, footer: false },
  { name: 'adminCompetitors', path: '/admin/competitors', topBar: false, footer: false },
  { name: 'register', path: '/admin/competitors/add-competitor', topBar: false, footer: false },
  { name: 'officials', path: '/admin/officials', topBar: false, footer: false },
  { name: 'setup', path: '/admin/setup', topBar: false, footer: false },
  { name: 'adminResults', path: '/admin/results', topBar: false, footer: false },
  { name: 'settings', path: '/admin/settings', topBar: false, footer: false },
  { name: 'deckCaptainView', path: '/admin/deckcaptain', topBar: false, footer: false },
  { name: 'chairmanView', path: '/admin/chairman', topBar: false, footer: false },
  { name: 'mcView', path: '/admin/mc', topBar: false, footer: false },
  { name: 'printSheets', path: '/print-sheets', topBar: false, footer: false },
  { name: 'printInvoices', path: '/print-invoices', topBar: false, footer: false },
  { name: 'notFound', path: '/no-such-page', topBar: true, footer: true },
];

describe('top bar and footer visibility (spec section 2)', () => {
  it.each(rows)(
    '$path ($name): top bar $topBar, footer $footer',
    ({ name, path, topBar, footer }) => {
      expect(isTopBarShown(name, path)).toBe(topBar);
      expect(isFooterShown(name, path)).toBe(footer);
    },
  );

  it('hides both on any path containing "admin", whatever the route name', () => {
    expect(isTopBarShown('home', '/badminton-rules')).toBe(false);
    expect(isFooterShown(undefined, '/x/admin/y')).toBe(false);
  });

  it('shows both on an unnamed route outside admin', () => {
    expect(isTopBarShown(undefined, '/details')).toBe(true);
    expect(isFooterShown(undefined, '/details')).toBe(true);
  });
});
