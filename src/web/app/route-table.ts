import { createElement } from 'react';
import type { ComponentType } from 'react';
import type { PageSlug } from '../../shared/competition';
import { ROUTE_PATHS } from '../../shared/route-paths';
import type { RoutePathName } from '../../shared/route-paths';
import type { StaffRole } from '../../shared/staff-roles';
import { STAFF_ROLES } from '../../shared/staff-roles';

export type Chrome = 'shown' | 'hidden';

/** Who may open a route: anyone, or signed-in staff holding one of these roles (admin holds all). */
export type Access = 'public' | { staff: readonly StaffRole[] };

type ScreenModule = { Component: ComponentType };

/**
 * One route of the app. Every route states its own top bar and footer
 * visibility, so adding one forces that decision; the table test checks it
 * against the spec's lists.
 */
export type RouteDeclaration = {
  /**
   * A React Router pattern; `:name` segments become the path builder's
   * parameters. Kept in src/shared/route-paths.ts, which the server reads too.
   */
  path: string;
  /**
   * The screen, loaded on demand. Null while the spec's route has no screen:
   * the path then shows the not-found page, behind sign-in if the route is
   * protected, so links and guards already work before the screen exists.
   */
  screen: (() => Promise<ScreenModule>) | null;
  access: Access;
  topBar: Chrome;
  footer: Chrome;
  /** Query parameters the path builder accepts. */
  search?: readonly string[];
  /** Listed in the top bar's navigation, with this label. */
  topNav?: string;
  /** A child of /admin, drawn in the staff area's frame; a label puts it in the staff menu. */
  staffArea?: { menuLabel: string | null };
  /** A competition-day view outside the staff area's frame, linked from the staff menu. */
  dayView?: { menuLabel: string };
};

const infoPage = (slug: PageSlug) => async () => {
  const { InfoPageScreen } = await import('../features/info-pages/info-page-screen');
  return { Component: () => createElement(InfoPageScreen, { slug }) };
};

const PUBLIC = 'public';
const ADMIN: Access = { staff: ['admin'] };
const ANY_STAFF: Access = { staff: STAFF_ROLES };

/**
 * Every route of spec section 2 (names as the spec's visibility rules use
 * them; routes the spec leaves unnamed carry this app's names), in staff-menu
 * and top-navigation order.
 */
export const routes = {
  home: {
    path: ROUTE_PATHS.home,
    screen: infoPage('home'),
    access: PUBLIC,
    topBar: 'shown',
    footer: 'shown',
    topNav: 'Home',
  },
  details: {
    path: ROUTE_PATHS.details,
    screen: infoPage('details'),
    access: PUBLIC,
    topBar: 'shown',
    footer: 'shown',
    topNav: 'Details',
  },
  rules: {
    path: ROUTE_PATHS.rules,
    screen: infoPage('rules'),
    access: PUBLIC,
    topBar: 'shown',
    footer: 'shown',
    topNav: 'Rules',
  },
  venue: {
    path: ROUTE_PATHS.venue,
    screen: infoPage('venue'),
    access: PUBLIC,
    topBar: 'shown',
    footer: 'shown',
    topNav: 'Venue',
  },
  contact: {
    path: ROUTE_PATHS.contact,
    screen: infoPage('contact'),
    access: PUBLIC,
    topBar: 'shown',
    footer: 'shown',
    topNav: 'Contact',
  },
  about: {
    path: ROUTE_PATHS.about,
    screen: infoPage('about'),
    access: PUBLIC,
    topBar: 'shown',
    footer: 'shown',
    topNav: 'About',
  },
  register: {
    path: ROUTE_PATHS.register,
    screen: async () => ({
      Component: (await import('../features/registration/register-screen')).RegisterScreen,
    }),
    access: PUBLIC,
    topBar: 'hidden',
    footer: 'shown',
  },
  entries: {
    path: ROUTE_PATHS.entries,
    screen: async () => ({
      Component: (await import('../features/entries/entries-screen')).EntriesScreen,
    }),
    access: PUBLIC,
    topBar: 'shown',
    footer: 'shown',
  },
  /** A dancer on file confirms a registration that names them; the token is in the link's #fragment. */
  confirmRegistration: {
    path: ROUTE_PATHS.confirmRegistration,
    screen: async () => ({
      Component: (await import('../features/registration/confirm-registration-screen'))
        .ConfirmRegistrationScreen,
    }),
    access: PUBLIC,
    topBar: 'shown',
    footer: 'shown',
  },
  updateEntries: {
    path: ROUTE_PATHS.updateEntries,
    screen: async () => ({
      Component: (await import('../features/registration/update-entries-screen'))
        .UpdateEntriesScreen,
    }),
    access: PUBLIC,
    topBar: 'shown',
    footer: 'shown',
  },
  competitors: {
    path: ROUTE_PATHS.competitors,
    screen: async () => ({
      Component: (await import('../features/competitors/competitors-screen')).CompetitorsScreen,
    }),
    access: PUBLIC,
    topBar: 'shown',
    footer: 'shown',
  },
  competitorDetails: {
    path: ROUTE_PATHS.competitorDetails,
    screen: async () => ({
      Component: (await import('../features/competitors/competitor-screen')).CompetitorScreen,
    }),
    access: PUBLIC,
    topBar: 'shown',
    footer: 'shown',
  },
  tbaList: {
    path: ROUTE_PATHS.tbaList,
    screen: async () => ({
      Component: (await import('../features/tba-list/tba-list-screen')).TbaListScreen,
    }),
    access: PUBLIC,
    topBar: 'shown',
    footer: 'shown',
  },
  results: {
    path: ROUTE_PATHS.results,
    screen: async () => ({
      Component: (await import('../features/results/results-index-screen')).ResultsIndexScreen,
    }),
    access: PUBLIC,
    topBar: 'shown',
    footer: 'shown',
  },
  resultDetails: {
    path: ROUTE_PATHS.resultDetails,
    screen: async () => ({
      Component: (await import('../features/results/event-results-screen')).EventResultsScreen,
    }),
    access: PUBLIC,
    topBar: 'hidden',
    footer: 'hidden',
  },
  markentry: {
    path: ROUTE_PATHS.markentry,
    screen: async () => ({
      Component: (await import('../features/judge/judge-screen')).JudgeScreen,
    }),
    access: PUBLIC,
    topBar: 'hidden',
    footer: 'hidden',
  },
  liveCompView: {
    path: ROUTE_PATHS.liveCompView,
    screen: async () => ({
      Component: (await import('../features/live/live-screen')).LiveScreen,
    }),
    access: PUBLIC,
    topBar: 'hidden',
    footer: 'hidden',
  },
  liveRoundResultView: {
    path: ROUTE_PATHS.liveRoundResultView,
    screen: async () => ({
      Component: (await import('../features/live/live-round-screen')).LiveRoundScreen,
    }),
    access: PUBLIC,
    topBar: 'hidden',
    footer: 'hidden',
  },
  jumbotronView: {
    path: ROUTE_PATHS.jumbotronView,
    screen: async () => ({
      Component: (await import('../features/jumbotron/jumbotron-screen')).JumbotronScreen,
    }),
    access: PUBLIC,
    topBar: 'hidden',
    footer: 'hidden',
  },
  jumbotronControllerView: {
    path: ROUTE_PATHS.jumbotronControllerView,
    screen: async () => ({
      Component: (await import('../features/jumbotron/controller-screen'))
        .JumbotronControllerScreen,
    }),
    access: { staff: ['jumbotron'] },
    topBar: 'hidden',
    footer: 'shown',
    dayView: { menuLabel: 'Jumbotron' },
  },
  login: {
    path: ROUTE_PATHS.login,
    screen: async () => ({
      Component: (await import('../features/auth/login-screen')).LoginScreen,
    }),
    access: PUBLIC,
    topBar: 'hidden',
    footer: 'shown',
    search: ['redirect'],
  },

  dashboard: {
    path: ROUTE_PATHS.dashboard,
    screen: async () => ({
      Component: (await import('../features/admin/dashboard-screen')).DashboardScreen,
    }),
    access: ANY_STAFF,
    topBar: 'hidden',
    footer: 'hidden',
    staffArea: { menuLabel: 'Dashboard' },
  },
  adminCompetitors: {
    path: ROUTE_PATHS.adminCompetitors,
    screen: async () => ({
      Component: (await import('../features/admin-competitors/admin-competitors-screen'))
        .AdminCompetitorsScreen,
    }),
    access: ADMIN,
    topBar: 'hidden',
    footer: 'hidden',
    staffArea: { menuLabel: 'Competitors' },
  },
  addCompetitor: {
    path: ROUTE_PATHS.addCompetitor,
    screen: async () => ({
      Component: (await import('../features/registration/add-competitor-screen'))
        .AddCompetitorScreen,
    }),
    access: ADMIN,
    topBar: 'hidden',
    footer: 'hidden',
    // Reached from the competitors screen, not from the menu.
    staffArea: { menuLabel: null },
  },
  officials: {
    path: ROUTE_PATHS.officials,
    screen: async () => ({
      Component: (await import('../features/admin-officials/officials-screen')).OfficialsScreen,
    }),
    access: ADMIN,
    topBar: 'hidden',
    footer: 'hidden',
    staffArea: { menuLabel: 'Officials' },
  },
  setup: {
    path: ROUTE_PATHS.setup,
    screen: async () => ({
      Component: (await import('../features/admin-setup/setup-screen')).SetupScreen,
    }),
    access: ADMIN,
    topBar: 'hidden',
    footer: 'hidden',
    staffArea: { menuLabel: 'Events' },
  },
  eventSchedule: {
    path: ROUTE_PATHS.eventSchedule,
    screen: async () => ({
      Component: (await import('../features/admin-schedule/schedule-screen')).ScheduleScreen,
    }),
    access: ADMIN,
    topBar: 'hidden',
    footer: 'hidden',
    staffArea: { menuLabel: 'Event schedule' },
  },
  settings: {
    path: ROUTE_PATHS.settings,
    screen: async () => ({
      Component: (await import('../features/admin-settings/settings-screen')).SettingsScreen,
    }),
    access: ADMIN,
    topBar: 'hidden',
    footer: 'hidden',
    search: ['tab'],
    staffArea: { menuLabel: 'Settings' },
  },
  scrutineerView: {
    path: ROUTE_PATHS.scrutineerView,
    screen: async () => ({
      Component: (await import('../features/scrutineer/scrutineer-screen')).ScrutineerScreen,
    }),
    access: { staff: ['scrutineer'] },
    topBar: 'hidden',
    footer: 'hidden',
    search: ['round'],
    staffArea: { menuLabel: 'Scrutineer' },
  },
  adminResults: {
    path: ROUTE_PATHS.adminResults,
    screen: async () => ({
      Component: (await import('../features/results/admin-results-screen')).AdminResultsScreen,
    }),
    // As the results contract's staff endpoints: staffOnly('scrutineer', 'chairman').
    access: { staff: ['scrutineer', 'chairman'] },
    topBar: 'hidden',
    footer: 'hidden',
    search: ['event'],
    staffArea: { menuLabel: 'Results' },
  },
  pageViews: {
    path: ROUTE_PATHS.pageViews,
    screen: async () => ({
      Component: (await import('../features/admin-page-views/page-views-screen')).PageViewsScreen,
    }),
    access: ADMIN,
    topBar: 'hidden',
    footer: 'hidden',
    staffArea: { menuLabel: 'Page views' },
  },
  // The competition-day views below stand alone, outside the staff area's frame.
  deckCaptainView: {
    path: ROUTE_PATHS.deckCaptainView,
    screen: async () => ({
      Component: (await import('../features/deck-captain/deck-captain-screen')).DeckCaptainScreen,
    }),
    access: { staff: ['deckCaptain'] },
    topBar: 'hidden',
    footer: 'hidden',
    dayView: { menuLabel: 'Deck captain' },
  },
  chairmanView: {
    path: ROUTE_PATHS.chairmanView,
    screen: async () => ({
      Component: (await import('../features/chairman/chairman-screen')).ChairmanScreen,
    }),
    access: { staff: ['chairman'] },
    topBar: 'hidden',
    footer: 'hidden',
    dayView: { menuLabel: 'Chairman' },
    search: ['round'],
  },
  mcView: {
    path: ROUTE_PATHS.mcView,
    screen: async () => ({
      Component: (await import('../features/mc/mc-screen')).McScreen,
    }),
    access: { staff: ['mc'] },
    topBar: 'hidden',
    footer: 'hidden',
    dayView: { menuLabel: 'MC' },
  },
  printSheets: {
    path: ROUTE_PATHS.printSheets,
    screen: async () => ({
      Component: (await import('../features/print-sheets/print-sheets-screen')).PrintSheetsScreen,
    }),
    access: { staff: ['scrutineer', 'deckCaptain', 'mc', 'chairman'] },
    topBar: 'hidden',
    footer: 'hidden',
    dayView: { menuLabel: 'Print' },
    search: [
      'kind',
      'scope',
      'event',
      'round',
      'from',
      'to',
      'day',
      'judge',
      'paper',
      'orientation',
    ],
  },
  printInvoices: {
    path: ROUTE_PATHS.printInvoices,
    screen: async () => ({
      Component: (await import('../features/invoices/print-invoices-screen')).PrintInvoicesScreen,
    }),
    access: ADMIN,
    topBar: 'hidden',
    footer: 'hidden',
    dayView: { menuLabel: 'Invoices' },
    search: ['school', 'paper', 'orientation'],
  },
} as const satisfies {
  // Each route's path is its own name's entry of ROUTE_PATHS, and every entry has its route.
  [N in RoutePathName]: RouteDeclaration & { path: (typeof ROUTE_PATHS)[N] };
};

export type RouteName = keyof typeof routes;

/** The table as a list, for code that walks every route. */
export const routeList = Object.entries(routes) as [RouteName, RouteDeclaration][];
