/** Every in-app URL is built here, so screens never spell paths by hand. */
export const paths = {
  home: () => '/',
  details: () => '/details',
  rules: () => '/rules',
  venue: () => '/venue',
  contact: () => '/contact',
  about: () => '/about',
  register: () => '/register',
  entries: () => '/entries',
  updateEntries: () => '/updateEntries',
  competitors: () => '/competitors',
  competitor: (competitorId: string) => `/competitors/${encodeURIComponent(competitorId)}`,
  tbaList: () => '/TBAList',
  results: () => '/results',
  login: (redirectTo?: string) =>
    redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login',
  admin: {
    dashboard: () => '/admin',
    competitors: () => '/admin/competitors',
    addCompetitor: () => '/admin/competitors/add-competitor',
    settings: (tab?: string) => (tab ? `/admin/settings?tab=${tab}` : '/admin/settings'),
  },
} as const;
