/**
 * How the built web app reaches a browser: the brotli or gzip copy made at
 * build time when the browser takes it, fingerprinted files kept for good,
 * the shell and the service worker revalidated, and a chunk of another build
 * refused rather than answered with the page. A small build written here
 * stands in for `vite build`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './server';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/app-abc12345.js"></script></head><body><div id="root"></div></body></html>`;
const APP = `console.log(${JSON.stringify('a fingerprinted chunk '.repeat(100))});\n`;
const SOURCE_MAP = JSON.stringify({
  version: 3,
  sources: ['app.ts'],
  mappings: 'AAAA;'.repeat(400),
});
const SERVICE_WORKER = `importScripts('/workbox-deadbeef.js');\n${'// precache\n'.repeat(100)}`;
const WORKBOX = `self.workbox = {};\n${'// runtime\n'.repeat(100)}`;

let webDir: string;
let database: TestDatabase;
let server: RunningServer;

/** A file of the build with the copies `scripts/precompress.ts` writes beside it. */
function writeBuilt(name: string, content: string, compressed = true) {
  const file = path.join(webDir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  if (!compressed) return;
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comp-web-'));
  writeBuilt('index.html', INDEX);
  writeBuilt('assets/app-abc12345.js', APP);
  writeBuilt('assets/app-abc12345.js.map', SOURCE_MAP, false);
  writeBuilt('sw.js', SERVICE_WORKER);
  writeBuilt('workbox-deadbeef.js', WORKBOX);
  database = await createTestDatabase();
  server = await startTestServer(database, { webDir });
});
afterAll(async () => {
  await server.close();
  await database.drop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** fetch decodes the body as a browser does; the headers say what came over the wire. */
const get = (urlPath: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${urlPath}`, { headers: { 'accept-encoding': 'identity', ...headers } });

describe('compressed copies', () => {
  it.each([
    ['br', 'br, gzip, deflate'],
    ['gzip', 'gzip, deflate'],
  ])('sends the %s copy to a browser that accepts %s', async (encoding, accepted) => {
    const response = await get('/assets/app-abc12345.js', { 'accept-encoding': accepted });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await response.text()).toBe(APP);
  });

  it('sends the file itself, still marked as varying, to a browser that accepts neither', async () => {
    const response = await get('/assets/app-abc12345.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await response.text()).toBe(APP);
  });

  it('sends the shell compressed, on its own path and as the history fallback', async () => {
    for (const urlPath of ['/', '/events/demo', '/index.html']) {
      const response = await get(urlPath, { 'accept-encoding': 'br' });
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(await response.text()).toBe(INDEX);
    }
  });
});

describe('cache headers', () => {
  it.each(['/assets/app-abc12345.js', '/workbox-deadbeef.js'])(
    'a fingerprinted file, %s, is kept for good',
    async (urlPath) => {
      const response = await get(urlPath, { 'accept-encoding': 'gzip' });
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    },
  );

  it.each(['/', '/some/route', '/index.html', '/sw.js'])(
    '%s is revalidated on every visit, so a new build is seen',
    async (urlPath) => {
      const response = await get(urlPath, { 'accept-encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('answers a repeat request for the same copy with 304', async () => {
    for (const encoding of ['br', 'identity']) {
      const first = await get('/assets/app-abc12345.js', { 'accept-encoding': encoding });
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      // As a browser revalidates (fetch would otherwise add `cache-control: no-cache`).
      const again = await get('/assets/app-abc12345.js', {
        'accept-encoding': encoding,
        'if-none-match': etag ?? '',
        'cache-control': 'max-age=0',
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('cache-control')).toBe(IMMUTABLE);
    }
  });

  it('gives each copy its own ETag, so a cache never swaps one for another', async () => {
    const brotli = await get('/assets/app-abc12345.js', { 'accept-encoding': 'br' });
    const plain = await get('/assets/app-abc12345.js');
    expect(brotli.headers.get('etag')).not.toBe(plain.headers.get('etag'));
  });
});

describe('a file that is not in this build', () => {
  it.each([
    '/assets/nope-12345678.js',
    '/assets/app-abc12345.js.br',
    '/workbox-00000000.js',
    '/assets/nope-12345678.css?v=2',
  ])('%s is a 404 nobody keeps, never the page', async (urlPath) => {
    const response = await get(urlPath, { 'accept-encoding': 'br' });
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).not.toMatch(/html/);
    expect(await response.text()).toMatch(/is not part of this version of the site/);
  });

  it('still answers an unknown API path with the API 404', async () => {
    const response = await get('/api/nope');
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });
});

describe('source maps', () => {
  it.each([
    '/assets/app-abc12345.js.map',
    '/assets/app-abc12345.js%2Emap',
    '/assets/app-abc12345.js.MAP',
    '/assets/app-abc12345.js.map?raw',
    // Not in the build: still no page under a map's name.
    '/some/route.map',
  ])('%s is a 404 even where the build holds the map', async (urlPath) => {
    for (const encoding of ['br, gzip', 'identity']) {
      const response = await get(urlPath, { 'accept-encoding': encoding });
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).not.toContain('mappings');
    }
  });
});
