import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { viteBuildStep } from '../../../scripts/vite-build-step';
import { buildOnce } from '../../../src/server/web-builds/build-once';
import { webDirsOf } from '../../../src/server/web-builds/layout';
import type { WebDirs } from '../../../src/server/web-builds/layout';
import { WEB_SOURCES } from '../../../src/server/web-builds/source-hash';
import { chunkOf } from './build-manifest';

/** The screen the upgrade changes, and how: its heading, so a person sees which build drew it. */
const CHANGED_SCREEN = 'src/web/features/registration/update-entries-screen.tsx';
const OLD_HEADING = '<Title order={1}>Update entries</Title>';
const NEW_HEADING = '<Title order={1}>Update your entries</Title>';
export const UPGRADED_HEADING = 'Update your entries';

export type Upgrade = {
  /** The build open pages were loaded from: the one every other browser test serves. */
  before: string;
  /** What a server started after the upgrade serves (the new build, the old one kept). */
  after: WebDirs;
  /** The changed screen's chunk in `before`, as a page asks for it. */
  oldChunk: string;
  remove(): void;
};

/**
 * An upgrade as `npm start` makes it, in a checkout of its own so the shared
 * `dist` is untouched: a copy of this checkout's web sources gets the current
 * build (copied, since it is the build of the same sources), then one screen
 * changes and `buildOnce` runs vite and switches the copy's `dist` to the new
 * build, keeping the old one (decision 027).
 */
export async function prepareUpgrade(currentBuild: string): Promise<Upgrade> {
  const source = process.cwd();
  const checkout = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'comp-upgrade-')));
  const remove = () => fs.rmSync(checkout, { recursive: true, force: true });
  try {
    const configs = fs.readdirSync(source).filter((name) => /^tsconfig.*\.json$/.test(name));
    for (const name of [...WEB_SOURCES, ...configs]) {
      if (!fs.existsSync(path.join(source, name))) continue;
      fs.cpSync(path.join(source, name), path.join(checkout, name), { recursive: true });
    }
    fs.symlinkSync(path.join(source, 'node_modules'), path.join(checkout, 'node_modules'));
    const before = fs.realpathSync(currentBuild);
    await buildOnce({
      checkout,
      build: (outDir) => fs.promises.cp(before, outDir, { recursive: true }),
      say: () => undefined,
    });

    const screen = path.join(checkout, CHANGED_SCREEN);
    const text = fs.readFileSync(screen, 'utf8');
    if (!text.includes(OLD_HEADING))
      throw new Error(`${CHANGED_SCREEN} no longer has ${OLD_HEADING}`);
    fs.writeFileSync(screen, text.replace(OLD_HEADING, NEW_HEADING));
    await buildOnce({
      checkout,
      build: viteBuildStep({
        checkout,
        sourceMapsDir: path.join(checkout, 'dist-sourcemaps'),
        quiet: true,
      }),
      say: () => undefined,
    });

    const after = webDirsOf(checkout);
    const oldChunk = chunkOf(CHANGED_SCREEN, before);
    if (chunkOf(CHANGED_SCREEN, after.current) === oldChunk)
      throw new Error('The upgraded build kept the changed screen’s chunk name');
    return { before, after, oldChunk, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
