/**
 * The path pattern of every route of the web app, by route name. The route
 * table (src/web/app/route-table.ts) takes each route's path from here, and
 * the server checks a page-view count's pattern against it (docs/analytics.md):
 * the server may not import the web app, and a second list could drift.
 */
export const ROUTE_PATHS = {
  home: '/',
  details: '/details',
  rules: '/rules',
  venue: '/venue',
  contact: '/contact',
  about: '/about',
  register: '/register',
  entries: '/entries',
  confirmRegistration: '/confirmRegistration',
  updateEntries: '/updateEntries',
  competitors: '/competitors',
  competitorDetails: '/competitors/:competitorId',
  tbaList: '/TBAList',
  results: '/results',
  resultDetails: '/results/:event',
  markentry: '/judges/:judgeId',
  liveCompView: '/live',
  liveRoundResultView: '/live/:eventKey/:roundNumber',
  jumbotronView: '/jumbotron',
  jumbotronControllerView: '/jumbotroncontroller',
  login: '/login',
  dashboard: '/admin',
  adminCompetitors: '/admin/competitors',
  addCompetitor: '/admin/competitors/add-competitor',
  officials: '/admin/officials',
  setup: '/admin/setup',
  eventSchedule: '/admin/eventschedule',
  settings: '/admin/settings',
  scrutineerView: '/admin/scrutineer',
  adminResults: '/admin/results',
  pageViews: '/admin/page-views',
  deckCaptainView: '/admin/deckcaptain',
  chairmanView: '/admin/chairman',
  mcView: '/admin/mc',
  printSheets: '/print-sheets',
  printInvoices: '/print-invoices',
} as const;

export type RoutePathName = keyof typeof ROUTE_PATHS;
export type RoutePattern = (typeof ROUTE_PATHS)[RoutePathName];

/** Every pattern the app routes, for checking one sent from outside. */
export const ROUTE_PATTERNS: ReadonlySet<string> = new Set(Object.values(ROUTE_PATHS));
