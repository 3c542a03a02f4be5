import { generatePath } from 'react-router';
import type { PathParam } from 'react-router';
import { routeList } from './route-table';
import type { RouteName, routes } from './route-table';

type Declared = typeof routes;

/** The query parameters a route declares; routes that declare none take no query. */
type QueryOf<N extends RouteName> = Declared[N] extends {
  search: readonly (infer Key extends string)[];
}
  ? Partial<Record<Key, string>>
  : never;

/** A route's path builder: its `:name` parameters, and the query parameters it declares. */
export type PathBuilder<N extends RouteName> = [PathParam<Declared[N]['path']>] extends [never]
  ? (query?: QueryOf<N>) => string
  : (params: Record<PathParam<Declared[N]['path']>, string>, query?: QueryOf<N>) => string;

function withQuery(path: string, query: Record<string, string | undefined> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function builderFor(path: string) {
  const hasParams = path.includes(':');
  return (...args: unknown[]) => {
    const [params, query] = hasParams ? args : [{}, args[0]];
    return withQuery(
      generatePath(path, params as Record<string, string>),
      query as Record<string, string | undefined> | undefined,
    );
  };
}

/**
 * Every in-app URL, built from the route table so screens never spell paths:
 * `paths.competitorDetails({ competitorId })`, `paths.login({ redirect })`.
 * Parameters are percent-encoded.
 */
export const paths = Object.fromEntries(
  routeList.map(([name, route]) => [name, builderFor(route.path)]),
) as { [N in RouteName]: PathBuilder<N> };
