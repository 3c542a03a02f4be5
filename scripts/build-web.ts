/**
 * `npm run build`: builds the web app once per set of sources and makes it
 * current in one step (src/server/web-builds/build-once.ts, decision 027).
 * An already built checkout builds nothing. `--force` rebuilds anyway.
 */
import path from 'node:path';
import { buildOnce } from '../src/server/web-builds/build-once';
import { moveSourceMaps } from './move-source-maps';
import { precompressDir } from './precompress';

/** Where a build made with SOURCEMAPS=1 leaves its maps: beside the checkout's builds, never served. */
const SOURCE_MAPS_DIR = path.resolve('dist-sourcemaps');

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--force');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}; the only option is --force.`);
  process.exit(2);
}

const started = performance.now();
const outcome = await buildOnce({
  checkout: process.cwd(),
  force: args.includes('--force'),
  build: async (outDir) => {
    // Loaded only to build: an already built checkout starts without it.
    const { build: viteBuild } = await import('vite');
    await viteBuild({ build: { outDir, emptyOutDir: true } });
    const maps = await moveSourceMaps(outDir, SOURCE_MAPS_DIR);
    if (maps > 0) console.log(`moved ${maps} source maps to ${SOURCE_MAPS_DIR}`);
    const count = await precompressDir(outDir);
    console.log(`precompressed ${count} files (brotli and gzip)`);
  },
});
if (outcome.built) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built the web app in ${seconds} s; dist now points to it.`);
}
