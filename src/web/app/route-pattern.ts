import { routes } from './route-table';
import type { RouteName } from './route-table';

/**
 * The route table's pattern for the deepest route of a match that has one
 * (`/results/:event`): it says which screen was shown without the ids or
 * query of the address, for error reports and page-view counts. Null outside
 * every named route.
 */
export function routePatternOf(handles: readonly unknown[]): string | null {
  for (const handle of [...handles].reverse()) {
    const name = (handle as { name?: string } | undefined)?.name;
    if (name !== undefined && name in routes) return routes[name as RouteName].path;
  }
  return null;
}
