/**
 * `npm run build`: builds the web app and the server bundle, each once per
 * set of its sources, and makes each current in one step
 * (src/server/web-builds/build-once.ts, decisions 027 and 031).
 * An already built checkout builds nothing. `--force` rebuilds anyway.
 */
import path from 'node:path';
import { buildOnce } from '../src/server/web-builds/build-once';
import { buildServerOnce } from '../src/server/web-builds/server-bundle';
import { viteBuildStep } from './vite-build-step';

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
  build: viteBuildStep({ checkout: process.cwd(), sourceMapsDir: SOURCE_MAPS_DIR }),
});
if (outcome.built) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built the web app in ${seconds} s; dist now points to it.`);
}

const serverStarted = performance.now();
const server = await buildServerOnce({ checkout: process.cwd(), force: args.includes('--force') });
if (server.built) {
  const seconds = ((performance.now() - serverStarted) / 1000).toFixed(1);
  console.log(`Built the server in ${seconds} s; dist-server now points to it.`);
}
