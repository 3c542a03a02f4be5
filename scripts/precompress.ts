/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file
 * of a built web app, so the server can send them as they are (no compression
 * work per request). Phones on a plain-http venue LAN are offered only gzip by
 * Chromium; on https or loopback they take brotli, so both are made.
 *
 * Run after `vite build` (also covers the service worker files it writes last).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses every eligible file under `dir`; returns how many were compressed. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const path of filesUnder(dir)) {
    // Source maps are never served to browsers, so they are never compressed for them.
    if (!COMPRESSIBLE.test(path) || path.endsWith('.map')) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    const content = await readFile(path);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    await writeFile(`${path}.br`, brotli);
    await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const count = await precompressDir(dir);
  console.log(`precompressed ${count} files under ${dir} (brotli and gzip)`);
}
