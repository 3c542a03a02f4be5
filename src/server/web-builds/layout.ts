/**
 * Where builds live in a checkout, shared by the build script (which writes
 * them) and the server (which serves them):
 *
 *   builds/<source hash>/                one complete web app per set of web sources
 *   dist -> builds/<hash>                the current web app, switched by one rename
 *   builds-server/<source hash>/main.mjs the server in one file per set of server sources
 *   dist-server -> builds-server/<hash>  the server `npm start` runs (decision 031)
 *
 * A build is complete once its marker exists; the marker is written last, and
 * its modification time records when the build was last made current.
 */
import fs from 'node:fs';
import path from 'node:path';

export const BUILDS_DIR = 'builds';
export const DIST = 'dist';
export const SERVER_BUILDS_DIR = 'builds-server';
export const SERVER_DIST = 'dist-server';
/** The bundled server's one file, in each server build. */
export const SERVER_ENTRY = 'main.mjs';
/** A dot file: the static file server never serves it. */
export const COMPLETE_MARKER = '.build-complete';
/** The current build and the two made current before it (open pages may still load their chunks). */
export const KEEP_BUILDS = 3;

export function isCompleteBuild(dir: string): boolean {
  return fs.existsSync(path.join(dir, COMPLETE_MARKER));
}

/** Complete builds under `buildsDir`, the most recently made current first. */
export function completeBuildsByRecentUse(buildsDir: string): string[] {
  if (!fs.existsSync(buildsDir)) return [];
  return fs
    .readdirSync(buildsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => path.join(buildsDir, entry.name))
    .flatMap((dir) => {
      try {
        return [{ dir, usedAt: fs.statSync(path.join(dir, COMPLETE_MARKER)).mtimeMs }];
      } catch {
        return []; // still being written or removed by another process
      }
    })
    .sort((a, b) => b.usedAt - a.usedAt)
    .map(({ dir }) => dir);
}

export type WebDirs = {
  /** What `dist` points at when the server starts; it serves this build for as long as it runs. */
  current: string;
  /** Other kept builds, most recently current first: their fingerprinted files stay servable. */
  previous: string[];
};

/** The builds a server started in `checkout` serves. */
export function webDirsOf(checkout: string): WebDirs {
  const dist = path.resolve(checkout, DIST);
  // Resolved once, so a build switched in by another start never mixes with this one.
  const current = fs.existsSync(dist) ? fs.realpathSync(dist) : dist;
  const previous = completeBuildsByRecentUse(path.resolve(checkout, BUILDS_DIR))
    .map((dir) => fs.realpathSync(dir))
    .filter((dir) => dir !== current)
    .slice(0, KEEP_BUILDS - 1);
  return { current, previous };
}
