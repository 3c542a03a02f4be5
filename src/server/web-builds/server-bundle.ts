/**
 * The server as one JavaScript file (decision 031), so `npm start` runs it
 * with plain `node`: loading hundreds of TypeScript modules through tsx's
 * loader hooks was most of a start's time. It is built once per set of server
 * sources and switched in like the web app (`buildOnce`, decision 027):
 * `builds-server/<hash>/main.mjs`, the current one at `dist-server/main.mjs`.
 *
 * Dependencies are bundled too; each one checked for what bundling could
 * break (files read beside a module, dynamic imports) is listed in the
 * decision. Only what cannot be bundled stays in node_modules.
 */
import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { buildOnce } from './build-once';
import type { BuildOutcome, BuildStep, BuildTarget } from './build-once';
import { SERVER_BUILDS_DIR, SERVER_DIST, SERVER_ENTRY } from './layout';

/**
 * esbuild's options, all but the paths; part of the build's hash. The bundle
 * lives inside the checkout, so what stays external resolves from its
 * node_modules, as do `createRequire(import.meta.url)` and any `import()`
 * of an optional package left to run time.
 */
export const SERVER_BUNDLE_OPTIONS = {
  entryPoints: ['src/server/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // better-sqlite3 finds its native addon beside its own files; pg-native is
  // pg's optional binding, required only when asked for and not installed.
  external: ['better-sqlite3', 'pg-native'],
  // Bundled CommonJS packages require Node's own modules; an ES module has no `require`.
  banner: {
    js: "import { createRequire as createBundleRequire } from 'node:module'; const require = createBundleRequire(import.meta.url);",
  },
  // Error class names reach the logs (pino's `err.type`); bundling would rename clashing ones.
  keepNames: true,
  // Beside the bundle, read only with NODE_OPTIONS=--enable-source-maps; the sources are in the checkout.
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'warning',
} as const satisfies BuildOptions;

export const SERVER_BUNDLE: BuildTarget = {
  name: 'Server',
  buildsDir: SERVER_BUILDS_DIR,
  link: SERVER_DIST,
  inputs: {
    sources: ['src/server', 'src/shared', 'src/domain', 'package.json', 'package-lock.json'],
    settings: [],
    options: SERVER_BUNDLE_OPTIONS,
  },
};

/** Bundles the server of `checkout` into `outDir` with esbuild. */
export function serverBundleStep(checkout: string): BuildStep {
  return async (outDir) => {
    // Loaded only to build: an already built checkout starts without it.
    const { build } = await import('esbuild');
    await build({
      ...SERVER_BUNDLE_OPTIONS,
      absWorkingDir: checkout,
      outfile: path.join(outDir, SERVER_ENTRY),
    });
  };
}

/** Builds the server bundle of `checkout` unless one exists for its sources, and makes it current. */
export function buildServerOnce(options: {
  checkout: string;
  force?: boolean;
  say?: (line: string) => void;
}): Promise<BuildOutcome> {
  return buildOnce({
    ...options,
    target: SERVER_BUNDLE,
    build: serverBundleStep(options.checkout),
  });
}

/** The file `npm start` runs: the current server bundle of `checkout`. */
export const serverEntryOf = (checkout: string) => path.join(checkout, SERVER_DIST, SERVER_ENTRY);
