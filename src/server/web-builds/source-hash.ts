/**
 * One short hash of everything a build reads from the checkout, so a start
 * can tell whether a build for the current sources already exists. Each
 * build (the web app, the server bundle) names its inputs; dependencies count
 * through the lockfile (what `npm install` put in node_modules); tests are
 * left out, since no build includes them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** What one build reads besides its source files, and those files. */
export type BuildInputs = {
  /** Folders and files of the checkout; a missing one counts as empty. */
  sources: readonly string[];
  /** Environment variables the build reads: a build made with another value is another build. */
  settings: readonly string[];
  /** Options fixed in code that change the output (the bundler's), as JSON. */
  options?: unknown;
};

/** Folders and files of the checkout the web build reads. */
export const WEB_SOURCES: readonly string[] = [
  'src/web',
  'src/shared',
  'src/domain',
  'index.html',
  'public',
  'vite.config.ts',
  'package-lock.json',
];
/**
 * Environment variables `vite.config.ts` reads (`SOURCEMAPS=1` writes source
 * maps, decision 026).
 */
export const BUILD_SETTINGS: readonly string[] = ['SOURCEMAPS'];
export const WEB_INPUTS: BuildInputs = { sources: WEB_SOURCES, settings: BUILD_SETTINGS };

/** Every TypeScript configuration at the top of the checkout (the build's compiler options). */
const TSCONFIG = /^tsconfig.*\.json$/;
const TEST_FILE = /\.test\.tsx?$/;
const HASH_LENGTH = 16;

async function filesUnder(checkout: string, source: string): Promise<string[]> {
  const full = path.join(checkout, source);
  const stat = await fs.stat(full).catch(() => undefined);
  if (!stat) return [];
  if (stat.isFile()) return [source];
  const entries = await fs.readdir(full, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(checkout, path.join(entry.parentPath, entry.name)));
}

/**
 * The checkout-relative paths (with `/`) of a build's input files, with the
 * top-level TypeScript configurations, sorted.
 */
export async function sourceFiles(checkout: string, sources: readonly string[]): Promise<string[]> {
  const configs = (await fs.readdir(checkout)).filter((name) => TSCONFIG.test(name));
  const found = await Promise.all(
    [...sources, ...configs].map((source) => filesUnder(checkout, source)),
  );
  return found
    .flat()
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !TEST_FILE.test(file))
    .sort();
}

/**
 * Hex hash of a build's input paths and contents, its settings in `env` and
 * its options; the same inputs give the same hash.
 */
export async function hashSources(
  checkout: string,
  inputs: BuildInputs,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(inputs.settings.map((name) => [name, env[name] ?? null])));
  // Only when given, so the web app's hashes (and its kept builds) stay as they were.
  if (inputs.options !== undefined) hash.update(`${JSON.stringify(inputs.options)}\0`);
  for (const file of await sourceFiles(checkout, inputs.sources)) {
    const content = await fs.readFile(path.join(checkout, file));
    // Name and length first, so no two different file sets feed the same bytes.
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex').slice(0, HASH_LENGTH);
}

export const webSourceFiles = (checkout: string) => sourceFiles(checkout, WEB_SOURCES);

export const hashWebSources = (checkout: string, env: NodeJS.ProcessEnv = process.env) =>
  hashSources(checkout, WEB_INPUTS, env);
