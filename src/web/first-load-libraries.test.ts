import { describe, expect, it } from 'vitest';
import { routes } from './app/route-table';
import { ENTRY, factsOf, ROOT, screenModule, staticClosure } from './testing/static-imports';

/**
 * Libraries the home page must not load before it can draw (decision 025):
 * zod checks API answers, but its 23 kB (brotli) load with the contract's
 * schemas in a chunk of their own, fetched beside the first screen.
 */
const NOT_IN_FIRST_LOAD = ['zod'];

/** For each module loaded with the roots, the libraries of the list it imports. */
function firstLoadLibraries(roots: readonly string[]): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of new Set(roots.flatMap(staticClosure))) {
    const libraries = factsOf(file)
      .packages.map(({ specifier }) => specifier)
      .filter((specifier) =>
        NOT_IN_FIRST_LOAD.some((name) => specifier === name || specifier.startsWith(`${name}/`)),
      );
    if (libraries.length > 0) found[file.slice(ROOT.length + 1)] = libraries;
  }
  return found;
}

describe('the home page first load', () => {
  it('finds a library where it is imported (the guard can fail)', () => {
    expect(firstLoadLibraries([`${ROOT}/src/shared/api-error.ts`])).toMatchObject({
      'src/shared/api-error.ts': ['zod'],
    });
  });

  it('loads no zod with the entry or the home screen', () => {
    const home = screenModule('home', routes.home.screen);
    expect(firstLoadLibraries([ENTRY, home])).toEqual({});
  });
});
