/**
 * The checkout's top folder, found from a module's own place: the nearest
 * folder above it holding `package.json`. The same answer from the sources
 * (`src/server/...`, run through tsx) and from the server bundle
 * (`builds-server/<hash>/main.mjs`, decision 031), which sit at different depths.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function checkoutRootOf(moduleUrl: string): string {
  const start = path.dirname(fileURLToPath(moduleUrl));
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json in ${start} or above it`);
  }
}
