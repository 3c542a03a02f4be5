/** Every in-app URL is built here, so screens never spell paths by hand. */
export const paths = {
  home: () => '/',
  details: () => '/details',
  rules: () => '/rules',
  venue: () => '/venue',
  contact: () => '/contact',
  about: () => '/about',
  register: () => '/register',
  results: () => '/results',
} as const;
