/**
 * One short hash of everything `vite build` reads from the checkout, so a
 * start can tell whether a build for the current sources already exists.
 * Dependencies count through the lockfile (what `npm install` put in
 * node_modules); tests are left out, since no build includes them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Folders and files of the checkout the web build reads; a missing one counts as empty. */
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
 * Environment variables `vite.config.ts` reads: a build made with another
 * value is another build (`SOURCEMAPS=1` writes source maps, decision 026).
 */
export const BUILD_SETTINGS: readonly string[] = ['SOURCEMAPS'];
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

/** The checkout-relative paths (with `/`) of the web build's inputs, sorted. */
export async function webSourceFiles(checkout: string): Promise<string[]> {
  const configs = (await fs.readdir(checkout)).filter((name) => TSCONFIG.test(name));
  const found = await Promise.all(
    [...WEB_SOURCES, ...configs].map((source) => filesUnder(checkout, source)),
  );
  return found
    .flat()
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !TEST_FILE.test(file))
    .sort();
}

/**
 * Hex hash of the web build's input paths and contents and of the build
 * settings in `env`; the same sources and settings give the same hash.
 */
export async function hashWebSources(
  checkout: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(BUILD_SETTINGS.map((name) => [name, env[name] ?? null])));
  for (const file of await webSourceFiles(checkout)) {
    const content = await fs.readFile(path.join(checkout, file));
    // Name and length first, so no two different file sets feed the same bytes.
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex').slice(0, HASH_LENGTH);
}
