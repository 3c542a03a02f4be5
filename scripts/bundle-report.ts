/**
 * What a browser downloads to show a public route of the built app: the entry
 * chunk from index.html, the route's lazily loaded screen, everything either
 * imports statically, and their CSS. Sizes are raw and as transferred with
 * brotli and gzip, from the `.br` and `.gz` copies `npm run build` writes
 * (a file too small to be compressed is sent as it is).
 *
 * Run after `npm run build`: `npm run report:bundle [distDir]`. Prints a
 * Markdown table for docs/performance.md.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/** The routes measured, with the screen module the route table loads for each. */
const ROUTES: ReadonlyArray<{ path: string; screen: string }> = [
  { path: '/', screen: 'src/web/features/info-pages/info-page-screen.tsx' },
  { path: '/entries', screen: 'src/web/features/entries/entries-screen.tsx' },
  { path: '/results/:id', screen: 'src/web/features/results/event-results-screen.tsx' },
];

type Sizes = { files: number; raw: number; gzip: number; brotli: number };

/** The output files (JS and CSS) loaded with these manifest keys, statically imported ones included. */
function filesLoadedBy(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** A file's size as sent with an encoding: its pre-compressed copy when there is one. */
function transferred(path: string, suffix: '.br' | '.gz'): number {
  const compressed = `${path}${suffix}`;
  return statSync(existsSync(compressed) ? compressed : path).size;
}

function sizesOf(dist: string, files: Iterable<string>): Sizes {
  const sizes: Sizes = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const path = join(dist, file);
    sizes.files += 1;
    sizes.raw += statSync(path).size;
    sizes.gzip += transferred(path, '.gz');
    sizes.brotli += transferred(path, '.br');
  }
  return sizes;
}

export type RouteReport = { path: string; js: Sizes; css: Sizes };

export function bundleReport(dist: string): RouteReport[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  return ROUTES.map(({ path, screen }) => {
    const files = [...filesLoadedBy(manifest, ['index.html', screen])];
    return {
      path,
      js: sizesOf(
        dist,
        files.filter((file) => file.endsWith('.js')),
      ),
      css: sizesOf(
        dist,
        files.filter((file) => file.endsWith('.css')),
      ),
    };
  });
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

export function reportTable(report: readonly RouteReport[]): string {
  const lines = [
    '| route | JS files | JS raw kB | JS gzip kB | JS brotli kB | CSS files | CSS raw kB | CSS gzip kB | CSS brotli kB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { path, js, css } of report) {
    lines.push(
      `| \`${path}\` | ${js.files} | ${kB(js.raw)} | ${kB(js.gzip)} | ${kB(js.brotli)} | ` +
        `${css.files} | ${kB(css.raw)} | ${kB(css.gzip)} | ${kB(css.brotli)} |`,
    );
  }
  return lines.join('\n');
}

const dist = process.argv[2] ?? 'dist';
console.log(reportTable(bundleReport(dist)));
