/**
 * Moves every source map of a built web app out of the folder the server
 * serves, into a folder of its own (`dist-sourcemaps/` in the checkout), keeping
 * each map's path in the build. Only a build made with `SOURCEMAPS=1` has maps;
 * they let an operator read the stacks of error reports in the server log, and
 * the public never gets them (decision 026).
 *
 * `scripts/build-web.ts` runs it on each new build, before compressing it.
 */
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

async function* mapsUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* mapsUnder(path);
    else if (entry.isFile() && entry.name.endsWith('.map')) yield path;
  }
}

/**
 * Moves the maps under `buildDir` to the same paths under `mapsDir`; returns
 * how many. The previous maps are removed first when this build has any, so
 * `mapsDir` always matches the latest build made with maps.
 */
export async function moveSourceMaps(buildDir: string, mapsDir: string): Promise<number> {
  const maps: string[] = [];
  for await (const path of mapsUnder(buildDir)) maps.push(path);
  if (maps.length === 0) return 0;
  await rm(mapsDir, { recursive: true, force: true });
  for (const path of maps) {
    const target = join(mapsDir, relative(buildDir, path));
    await mkdir(dirname(target), { recursive: true });
    await rename(path, target);
  }
  return maps.length;
}
