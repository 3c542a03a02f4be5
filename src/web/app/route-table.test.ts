import { matchPath } from 'react-router';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { chromeShown } from './chrome-visibility';
import type { RouteHandle } from './chrome-visibility';
import { routeList, routes } from './route-table';
import type { Chrome, RouteDeclaration } from './route-table';

// Spec section 2, as written there. Routes the spec leaves unnamed carry the
// names this app gives them; `example` is a concrete path the route matches.
const SPEC_ROUTES: { name: string; path: string; example: string; signIn: boolean }[] = [
  { name: 'home', path: '/', example: '/', signIn: false },
  { name: 'details', path: '/details', example: '/details', signIn: false },
  { name: 'rules', path: '/rules', example: '/rules', signIn: false },
  { name: 'venue', path: '/venue', example: '/venue', signIn: false },
  { name: 'contact', path: '/contact', example: '/contact', signIn: false },
  { name: 'about', path: '/about', example: '/about', signIn: false },
  { name: 'register', path: '/register', example: '/register', signIn: false },
  { name: 'entries', path: '/entries', example: '/entries', signIn: false },
  { name: 'updateEntries', path: '/updateEntries', example: '/updateEntries', signIn: false },
  { name: 'competitors', path: '/competitors', example: '/competitors', signIn: false },
  {
    name: 'competitorDetails',
    path: '/competitors/{id}',
    example: '/competitors/17',
    signIn: false,
  },
  { name: 'tbaList', path: '/TBAList', example: '/TBAList', signIn: false },
  { name: 'results', path: '/results', example: '/results', signIn: false },
  {
    name: 'resultDetails',
    path: '/results/{event}',
    example: '/results/Bronze%20Waltz',
    signIn: false,
  },
  { name: 'markentry', path: '/judges/{judgeid}', example: '/judges/j1', signIn: false },
  { name: 'liveCompView', path: '/live', example: '/live', signIn: false },
  {
    name: 'liveRoundResultView',
    path: '/live/{eventKey}/{roundNumber}',
    example: '/live/bronze-waltz/1',
    signIn: false,
  },
  { name: 'jumbotronView', path: '/jumbotron', example: '/jumbotron', signIn: false },
  {
    name: 'jumbotronControllerView',
    path: '/jumbotroncontroller',
    example: '/jumbotroncontroller',
    // The spec lists it without access; the jumbotron operator role drives it.
    signIn: true,
  },
  { name: 'login', path: '/login', example: '/login', signIn: false },
  { name: 'dashboard', path: '/admin', example: '/admin', signIn: true },
  { name: 'scrutineerView', path: '/admin/scrutineer', example: '/admin/scrutineer', signIn: true },
  {
    name: 'eventSchedule',
    path: '/admin/eventschedule',
    example: '/admin/eventschedule',
    signIn: true,
  },
  {
    name: 'adminCompetitors',
    path: '/admin/competitors',
    example: '/admin/competitors',
    signIn: true,
  },
  {
    name: 'addCompetitor',
    path: '/admin/competitors/add-competitor',
    example: '/admin/competitors/add-competitor',
    signIn: true,
  },
  { name: 'officials', path: '/admin/officials', example: '/admin/officials', signIn: true },
  { name: 'setup', path: '/admin/setup', example: '/admin/setup', signIn: true },
  { name: 'adminResults', path: '/admin/results', example: '/admin/results', signIn: true },
  { name: 'settings', path: '/admin/settings', example: '/admin/settings', signIn: true },
  {
    name: 'deckCaptainView',
    path: '/admin/deckcaptain',
    example: '/admin/deckcaptain',
    signIn: true,
  },
  { name: 'chairmanView', path: '/admin/chairman', example: '/admin/chairman', signIn: true },
  { name: 'mcView', path: '/admin/mc', example: '/admin/mc', signIn: true },
  { name: 'printSheets', path: '/print-sheets', example: '/print-sheets', signIn: true },
  { name: 'printInvoices', path: '/print-invoices', example: '/print-invoices', signIn: true },
];

const SPEC_TOP_BAR_HIDDEN_ON = [
  'markentry',
  'register',
  'deckCaptainView',
  'liveCompView',
  'liveRoundResultView',
  'resultDetails',
  'login',
  'printSheets',
  'printInvoices',
  'jumbotronView',
  'jumbotronControllerView',
];
const SPEC_FOOTER_HIDDEN_ON = [
  'markentry',
  'scrutineerView',
  'deckCaptainView',
  'liveCompView',
  'liveRoundResultView',
  'resultDetails',
  'printSheets',
  'printInvoices',
  'jumbotronView',
];
const SPEC_TOP_NAVIGATION = ['home', 'details', 'rules', 'venue', 'contact', 'about'];

/** The spec's rule: hidden on the listed route names and on any path containing 'admin'. */
function specChrome(name: string, path: string) {
  const admin = path.includes('admin');
  return {
    topBar: admin || SPEC_TOP_BAR_HIDDEN_ON.includes(name) ? 'hidden' : 'shown',
    footer: admin || SPEC_FOOTER_HIDDEN_ON.includes(name) ? 'hidden' : 'shown',
  };
}

describe('route table against spec section 2', () => {
  it.each(routeList)('%s: top bar and footer as the spec decides', (name, route) => {
    expect({ topBar: route.topBar, footer: route.footer }).toEqual(specChrome(name, route.path));
  });

  it.each(SPEC_ROUTES)('$path is the route $name', ({ name, example }) => {
    const route: RouteDeclaration | undefined = routes[name as keyof typeof routes];
    expect(route, `spec route ${name} is missing from the table`).toBeDefined();
    expect(matchPath(route?.path ?? '', example)).not.toBeNull();
  });

  it.each(SPEC_ROUTES)('$path requires sign-in: $signIn', ({ name, signIn }) => {
    const route: RouteDeclaration | undefined = routes[name as keyof typeof routes];
    expect(route?.access !== 'public').toBe(signIn);
  });

  it('puts the top navigation in the spec order', () => {
    expect(routeList.filter(([, route]) => route.topNav).map(([name]) => name)).toEqual(
      SPEC_TOP_NAVIGATION,
    );
  });

  it('draws only children of /admin in the staff frame', () => {
    for (const [, route] of routeList.filter(([, r]) => r.staffArea)) {
      expect(route.path === '/admin' || route.path.startsWith('/admin/')).toBe(true);
    }
  });

  it('lists the spec routes that have no screen yet', () => {
    expect(
      routeList.filter(([, route]) => route.screen === null).map(([name]) => name),
    ).toMatchInlineSnapshot(`[]`);
  });

  it('makes every route decide its top bar and footer (checked by the type-check)', () => {
    // The table `satisfies Record<string, RouteDeclaration>`, so while these stay
    // required, a route without a decision does not compile.
    expectTypeOf<RouteDeclaration['topBar']>().toEqualTypeOf<Chrome>();
    expectTypeOf<RouteDeclaration['footer']>().toEqualTypeOf<Chrome>();
  });
});

describe('chromeShown', () => {
  it('follows the route when the table knows it', () => {
    const handle: RouteHandle = { name: 'register', topBar: 'hidden', footer: 'shown' };
    expect(chromeShown(handle, '/register')).toEqual({ topBar: false, footer: true });
  });

  it('keeps the chrome on a not-found page, except on any path containing "admin"', () => {
    const notFound: RouteHandle = { name: 'notFound' };
    expect(chromeShown(notFound, '/no-such-page')).toEqual({ topBar: true, footer: true });
    expect(chromeShown(notFound, '/admin/no-such-screen')).toEqual({
      topBar: false,
      footer: false,
    });
    expect(chromeShown(undefined, '/badminton-rules')).toEqual({ topBar: false, footer: false });
  });
});
