import type { Chrome, RouteName } from './route-table';

/**
 * What a matched route tells the layout (React Router's `handle`). Routes of
 * the table carry their own top bar and footer decision; the not-found pages
 * carry none and follow the spec's path rule.
 */
export type RouteHandle =
  { name: RouteName; topBar: Chrome; footer: Chrome } | { name: 'notFound' };

/**
 * Whether the layout draws the top bar and the footer. A path the table does
 * not know keeps the site's chrome so a lost visitor can navigate on, except on
 * any path containing 'admin', where spec section 2 hides both.
 */
export function chromeShown(
  handle: RouteHandle | undefined,
  pathname: string,
): { topBar: boolean; footer: boolean } {
  if (handle && 'topBar' in handle) {
    return { topBar: handle.topBar === 'shown', footer: handle.footer === 'shown' };
  }
  const outsideAdmin = !pathname.includes('admin');
  return { topBar: outsideAdmin, footer: outsideAdmin };
}

/**
 * The route id of the staff area's frame. That frame (a Mantine AppShell) draws
 * its own `<main>` beside its navigation, so the site layout must not draw another.
 */
export const STAFF_AREA_FRAME = 'staff-area-frame';
