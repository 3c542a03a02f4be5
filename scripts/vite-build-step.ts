/**
 * The web app's build step (decision 027): vite writes the app into the fresh
 * folder `buildOnce` gives it, a SOURCEMAPS=1 build's maps leave it (never
 * served, decision 026), and the brotli and gzip copies are written beside
 * each file. `npm run build` runs it on the checkout; the upgrade browser test
 * runs it on a changed copy of the sources.
 */
import type { BuildStep } from '../src/server/web-builds/build-once';
import { moveSourceMaps } from './move-source-maps';
import { precompressDir } from './precompress';

type BuildStepOptions = {
  /** The checkout whose web sources (and `vite.config.ts`) are built. */
  checkout: string;
  /** Where a SOURCEMAPS=1 build's maps go. */
  sourceMapsDir: string;
  /** Only warnings and errors, not vite's list of every file written. */
  quiet?: boolean;
};

export function viteBuildStep({
  checkout,
  sourceMapsDir,
  quiet = false,
}: BuildStepOptions): BuildStep {
  const say = quiet ? () => undefined : console.log;
  return async (outDir) => {
    // Loaded only to build: an already built checkout starts without it.
    const { build: viteBuild } = await import('vite');
    await viteBuild({
      root: checkout,
      logLevel: quiet ? 'warn' : 'info',
      build: { outDir, emptyOutDir: true },
    });
    const maps = await moveSourceMaps(outDir, sourceMapsDir);
    if (maps > 0) say(`moved ${maps} source maps to ${sourceMapsDir}`);
    const count = await precompressDir(outDir);
    say(`precompressed ${count} files (brotli and gzip)`);
  };
}
