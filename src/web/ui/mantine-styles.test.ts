import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeList } from '../app/route-table';
import { ENTRY, factsOf, ROOT, screenModule, staticClosure } from '../testing/static-imports';

/**
 * Mantine's stylesheet is imported per component (decision 025), so a screen
 * that uses a component whose CSS nobody imported shows it unstyled. This
 * guard follows the app's static imports from the entry and from every public
 * route's screen and requires each Mantine component reachable from there to
 * have its CSS (and the CSS of the components it is built from) imported
 * within that reach. Staff screens load Mantine's whole stylesheet with their
 * code (router.tsx), so they need nothing of their own.
 */

const MANTINE_ESM = resolve(ROOT, 'node_modules/@mantine/core/esm');

/** Which Mantine file exports each name of `@mantine/core`. */
const mantineExports = new Map<string, string>();
for (const [, names = '', from = ''] of readFileSync(
  resolve(MANTINE_ESM, 'index.mjs'),
  'utf8',
).matchAll(/import \{([^}]*)\} from "(\.[^"]+)"/g)) {
  for (const name of names.split(',')) {
    const local = name
      .trim()
      .split(/\s+as\s+/)
      .pop();
    if (local) mantineExports.set(local, resolve(MANTINE_ESM, from));
  }
}

/**
 * The CSS files (by name, as in `@mantine/core/styles/<name>.css`) a Mantine
 * export needs: one per CSS module its code imports, directly or through the
 * components it is built from, read from Mantine's own code.
 */
const cssByExport = new Map<string, Set<string>>();
function mantineCssFor(name: string): Set<string> {
  const cached = cssByExport.get(name);
  if (cached) return cached;
  const file = mantineExports.get(name);
  if (!file) throw new Error(`@mantine/core exports no ${name}`);
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const [, from = ''] of readFileSync(path, 'utf8').matchAll(/from "(\.[^"]+)"/g)) {
      const target = resolve(dirname(path), from);
      if (target.endsWith('.module.mjs')) css.add(basename(target, '.module.mjs'));
      else visit(target);
    }
  };
  visit(file);
  cssByExport.set(name, css);
  return css;
}

const MANTINE_CSS = /^@mantine\/core\/styles\/(.+?)(?:\.layer)?\.css$/;

/** The Mantine CSS a stylesheet of ours brings in through its `@import`s. */
function cssImportedBy(stylesheet: string): string[] {
  return [...readFileSync(stylesheet, 'utf8').matchAll(/@import\s+['"]([^'"]+)['"]/g)].flatMap(
    ([, specifier = '']) => {
      const mantine = MANTINE_CSS.exec(specifier);
      if (mantine?.[1]) return [mantine[1]];
      if (specifier.startsWith('.')) return cssImportedBy(resolve(dirname(stylesheet), specifier));
      return [];
    },
  );
}

type MantineFacts = {
  /** Mantine values it imports. */
  mantine: string[];
  /** Mantine CSS files (by name) its stylesheet imports bring in. */
  css: string[];
};

const mantineFactsCache = new Map<string, MantineFacts>();
function mantineFactsOf(file: string): MantineFacts {
  const cached = mantineFactsCache.get(file);
  if (cached) return cached;
  const { packages, stylesheets } = factsOf(file);
  const facts: MantineFacts = { mantine: [], css: [] };
  for (const { specifier, clause } of packages) {
    if (specifier !== '@mantine/core') continue;
    const names = /\{([\s\S]*)\}/.exec(clause)?.[1] ?? '';
    for (const name of names.split(',').map((part) => part.trim())) {
      if (name && !name.startsWith('type ')) facts.mantine.push(name.split(/\s+as\s+/)[0] ?? '');
    }
  }
  for (const specifier of stylesheets) {
    const mantine = MANTINE_CSS.exec(specifier);
    if (mantine?.[1]) facts.css.push(mantine[1]);
    else if (specifier.startsWith('.'))
      facts.css.push(...cssImportedBy(resolve(dirname(file), specifier)));
  }
  mantineFactsCache.set(file, facts);
  return facts;
}

/** For each file loaded with the roots: the Mantine CSS it needs and nobody loaded with it imported. */
function missingCss(roots: readonly string[]): Record<string, string[]> {
  const files = roots.flatMap(staticClosure);
  const available = new Set(files.flatMap((file) => mantineFactsOf(file).css));
  const missing: Record<string, string[]> = {};
  for (const file of new Set(files)) {
    const needed = mantineFactsOf(file).mantine.flatMap((name) => [...mantineCssFor(name)]);
    const absent = [...new Set(needed)].filter((css) => !available.has(css)).sort();
    if (absent.length > 0) missing[file.slice(ROOT.length + 1)] = absent;
  }
  return missing;
}

const publicScreens = routeList.filter(
  ([, route]) => route.access === 'public' && route.screen !== null,
);

describe('Mantine styles per component', () => {
  it('knows what a component is built from (read from Mantine itself)', () => {
    expect([...mantineCssFor('Button')].sort()).toEqual(['Button', 'Loader', 'UnstyledButton']);
    expect(mantineCssFor('Select')).toEqual(
      new Set([
        'Combobox',
        'Popover',
        'ScrollArea',
        'Input',
        'CloseButton',
        'Loader',
        'UnstyledButton',
        'Overlay',
        'VisuallyHidden',
      ]),
    );
  });

  it('reports a component whose CSS is not imported', () => {
    // The guard itself must be able to fail: the entry alone does not style a table.
    const entryCss = new Set(staticClosure(ENTRY).flatMap((file) => mantineFactsOf(file).css));
    expect(entryCss.has('Table')).toBe(false);
    expect(entryCss.has('baseline')).toBe(true);
  });

  it('styles everything the frame of every page draws', () => {
    expect(missingCss([ENTRY])).toEqual({});
  });

  it('loads what other components are built from with every page, before any screen', () => {
    // A screen's stylesheet arriving later must never re-declare, say, Paper
    // after the Card rules that override it; so every such base is in base.css.
    const roots = [
      ENTRY,
      ...publicScreens.map(([name, route]) => screenModule(name, route.screen as () => unknown)),
    ];
    const used = new Set(
      roots.flatMap(staticClosure).flatMap((file) => mantineFactsOf(file).mantine),
    );
    const builtUpon = [...used].flatMap((name) =>
      [...mantineCssFor(name)].filter((css) => css !== name),
    );
    const base = new Set(cssImportedBy(resolve(ROOT, 'src/web/ui/styles/base.css')));
    expect([...new Set(builtUpon)].filter((css) => !base.has(css)).sort()).toEqual([]);
  });

  it.each(publicScreens)('styles every component of the public route %s', (name, route) => {
    expect(missingCss([ENTRY, screenModule(name, route.screen as () => unknown)])).toEqual({});
  });
});
