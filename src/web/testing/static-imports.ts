import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * What a browser loads with a module before it can run: the modules it imports
 * statically, read from our sources (types excluded: they are erased; `import()`
 * excluded: it loads later, in its own chunk). Guards of the first load
 * (decision 025) walk this graph from the entry and the public screens.
 */

export const ROOT = resolve(import.meta.dirname, '../../..');
export const ENTRY = resolve(ROOT, 'src/web/main.tsx');

export type SourceFacts = {
  /** Our modules it imports statically. */
  imports: string[];
  /** Packages it imports values from, with what it names (the text between `import` and `from`). */
  packages: Array<{ specifier: string; clause: string }>;
  /** Stylesheets it imports (`import './x.css'`), as written. */
  stylesheets: string[];
};

export function resolveSource(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const candidate = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((path) => existsSync(path) && statSync(path).isFile());
  if (!candidate) throw new Error(`${from} imports ${specifier}, which does not resolve`);
  return candidate;
}

const factsCache = new Map<string, SourceFacts>();

export function factsOf(file: string): SourceFacts {
  const cached = factsCache.get(file);
  if (cached) return cached;
  const facts: SourceFacts = { imports: [], packages: [], stylesheets: [] };
  const source = readFileSync(file, 'utf8');
  for (const [, clause = '', specifier = ''] of source.matchAll(
    /^(?:import|export)\s+(?!type\b)([\s\S]*?)\s*from\s+'([^']+)'/gm,
  )) {
    if (specifier.endsWith('.css')) continue;
    if (specifier.startsWith('.')) facts.imports.push(resolveSource(file, specifier));
    else facts.packages.push({ specifier, clause });
  }
  for (const [, specifier = ''] of source.matchAll(
    /^import\s+(?:\w+\s+from\s+)?'([^']+\.css)'/gm,
  )) {
    facts.stylesheets.push(specifier);
  }
  factsCache.set(file, facts);
  return facts;
}

/** Every module loaded with `root`, itself included. */
export function staticClosure(root: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    factsOf(file).imports.forEach(visit);
  };
  visit(root);
  return [...seen];
}

/** The module a route loads, read from the route table's own loader. */
export function screenModule(name: string, load: () => unknown): string {
  const specifier = /import\w*\(\s*["']([^"']+)["']/.exec(String(load))?.[1];
  if (!specifier) throw new Error(`cannot tell which module route ${name} loads`);
  return specifier.startsWith('/')
    ? resolve(ROOT, `.${specifier}`)
    : resolveSource(ENTRY, specifier);
}
