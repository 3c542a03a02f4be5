/**
 * Spec section 2: on which routes the top bar and the footer are hidden.
 * Kept as data so the table test can check it row by row against the spec.
 */
export const TOP_BAR_HIDDEN_ON = [
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
] as const;

export const FOOTER_HIDDEN_ON = [
  'markentry',
  'scrutineerView',
  'deckCaptainView',
  'liveCompView',
  'liveRoundResultView',
  'resultDetails',
  'printSheets',
  'printInvoices',
  'jumbotronView',
] as const;

const isAdminPath = (path: string) => path.includes('admin');

export function isTopBarShown(routeName: string | undefined, path: string): boolean {
  return !isAdminPath(path) && !(TOP_BAR_HIDDEN_ON as readonly string[]).includes(routeName ?? '');
}

export function isFooterShown(routeName: string | undefined, path: string): boolean {
  return !isAdminPath(path) && !(FOOTER_HIDDEN_ON as readonly string[]).includes(routeName ?? '');
}
