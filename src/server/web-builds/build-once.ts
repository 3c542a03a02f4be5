/**
 * Builds the web app (or the server bundle: any `BuildTarget`) only when no
 * build exists for the current sources, and makes a build current in one
 * step, so a server starting or running from the same checkout never reads a
 * half-written or missing `dist` (or `dist-server`):
 *
 * 1. the build step writes into a folder of its own, `builds/.tmp-<hash>-...`;
 * 2. the marker is written last and the folder renamed to `builds/<hash>`
 *    (if another start got there first, its build is used and ours dropped);
 * 3. a new symlink is renamed over `dist` (rename replaces it atomically);
 * 4. builds beyond the current one and the two before it are removed, each
 *    renamed away first so no reader meets one half deleted.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildsToRemove, planBuild } from './build-plan';
import type { DistState } from './build-plan';
import {
  BUILDS_DIR,
  COMPLETE_MARKER,
  DIST,
  KEEP_BUILDS,
  completeBuildsByRecentUse,
  isCompleteBuild,
} from './layout';
import { WEB_INPUTS, hashSources } from './source-hash';
import type { BuildInputs } from './source-hash';

/** Writes a complete build (a web app with its compressed copies, a server bundle) into `outDir`, an empty folder. */
export type BuildStep = (outDir: string) => Promise<void>;

/** One kind of build kept per set of sources, and where it lives in the checkout. */
export type BuildTarget = {
  /** What is built, as the lines printed name it. */
  name: string;
  /** The folder of kept builds, relative to the checkout. */
  buildsDir: string;
  /** The link to the current build, relative to the checkout. */
  link: string;
  /** What the build reads: a change to any of it is another build. */
  inputs: BuildInputs;
};

/** The web app the server serves (decision 027). */
export const WEB_APP: BuildTarget = {
  name: 'Web app',
  buildsDir: BUILDS_DIR,
  link: DIST,
  inputs: WEB_INPUTS,
};

export type BuildOnceOptions = {
  /** The checkout's top folder (where `dist` and `builds/` are). */
  checkout: string;
  /** What is built; the web app unless said. */
  target?: BuildTarget;
  build: BuildStep;
  /** Build even when a build for these sources exists (a suspect build). */
  force?: boolean;
  /** One line per thing done, for the person starting the server. */
  say?: (line: string) => void;
};

export type BuildOutcome = { hash: string; built: boolean; dir: string };

/**
 * What a start writes under `builds/` while it works, named with its process id
 * (so a crashed start's leftovers can be told from a running one's) and a
 * random part (so two starts never share one).
 */
const WORK_NAME = /^\.(?:tmp|replaced|removing|link)-.*-(\d+)-[0-9a-f]{8}$/;

function workPath(buildsDir: string, kind: string, label: string): string {
  return path.join(buildsDir, `.${kind}-${label}-${process.pid}-${randomBytes(4).toString('hex')}`);
}

export async function buildOnce(options: BuildOnceOptions): Promise<BuildOutcome> {
  const { checkout, target = WEB_APP, build, force = false, say = console.log } = options;
  const buildsDir = path.join(checkout, target.buildsDir);
  const hash = await hashSources(checkout, target.inputs);
  const dir = path.join(buildsDir, hash);
  const plan = planBuild({
    hasCompleteBuild: isCompleteBuild(dir),
    force,
    dist: await distState(path.join(checkout, target.link)),
  });
  await fs.mkdir(buildsDir, { recursive: true });
  if (plan.build) {
    await buildInto(dir, hash, build, force, say);
  } else {
    say(
      `${target.name} already built for these sources (${target.buildsDir}/${hash}); --force rebuilds it.`,
    );
  }
  if (plan.moveAsideDist) await keepRealDist(checkout, target, say);
  await switchDist(checkout, target, hash);
  // Its marker's time says when it was last made current, which decides what is kept.
  const now = new Date();
  await fs.utimes(path.join(dir, COMPLETE_MARKER), now, now);
  await removeOldBuilds(buildsDir, dir);
  return { hash, built: plan.build, dir };
}

async function distState(dist: string): Promise<DistState> {
  const stat = await fs.lstat(dist).catch(() => undefined);
  if (!stat) return 'absent';
  return stat.isDirectory() ? 'directory' : 'symlink';
}

async function writeMarker(dir: string, hash: string): Promise<void> {
  const content = JSON.stringify({ hash, builtAt: new Date().toISOString() });
  await fs.writeFile(path.join(dir, COMPLETE_MARKER), `${content}\n`);
}

async function buildInto(
  dir: string,
  hash: string,
  build: BuildStep,
  force: boolean,
  say: (line: string) => void,
): Promise<void> {
  const buildsDir = path.dirname(dir);
  const tmp = workPath(buildsDir, 'tmp', hash);
  await fs.mkdir(tmp);
  try {
    await build(tmp);
    await writeMarker(tmp, hash);
    if (await renamed(tmp, dir)) return;
    if (!force && isCompleteBuild(dir)) {
      say(
        `Another start built these sources first (${path.basename(buildsDir)}/${hash}); using its build.`,
      );
      return;
    }
    // Forced, or a folder being removed: the name is free for the instant between the renames.
    const replaced = workPath(buildsDir, 'replaced', hash);
    await fs.rename(dir, replaced);
    await fs.rename(tmp, dir);
    await fs.rm(replaced, { recursive: true, force: true });
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

/** Renames `from` to `to`; false when `to` is a folder that already has files. */
async function renamed(from: string, to: string): Promise<boolean> {
  try {
    await fs.rename(from, to);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * A `dist` folder from before builds were kept becomes a kept build, so pages
 * opened on it still load their chunks after the switch.
 */
async function keepRealDist(
  checkout: string,
  { buildsDir, link }: BuildTarget,
  say: (line: string) => void,
): Promise<void> {
  const name = `before-kept-builds-${Date.now()}`;
  const kept = path.join(checkout, buildsDir, name);
  await fs.rename(path.join(checkout, link), kept);
  await writeMarker(kept, 'unknown');
  say(
    `Moved the old ${link}/ folder to ${buildsDir}/${name}; ${link} is now a link to the current build.`,
  );
}

async function switchDist(
  checkout: string,
  { buildsDir, link }: BuildTarget,
  hash: string,
): Promise<void> {
  const newLink = workPath(path.join(checkout, buildsDir), 'link', hash);
  // Relative to where the link ends up, so the checkout can be moved or mounted elsewhere.
  await fs.symlink(path.join(buildsDir, hash), newLink);
  await fs.rename(newLink, path.join(checkout, link));
}

async function removeOldBuilds(buildsDir: string, current: string): Promise<void> {
  for (const old of buildsToRemove(completeBuildsByRecentUse(buildsDir), current, KEEP_BUILDS)) {
    const removing = workPath(buildsDir, 'removing', path.basename(old));
    // Another start may be removing it too; whoever renames it first deletes it.
    if (
      await fs.rename(old, removing).then(
        () => true,
        () => false,
      )
    ) {
      await fs.rm(removing, { recursive: true, force: true });
    }
  }
  for (const name of await fs.readdir(buildsDir)) {
    const owner = WORK_NAME.exec(name)?.[1];
    if (owner && !isRunning(Number(owner))) {
      await fs.rm(path.join(buildsDir, name), { recursive: true, force: true });
    }
  }
}

/** Whether a process exists (signal 0 delivers nothing; it only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
