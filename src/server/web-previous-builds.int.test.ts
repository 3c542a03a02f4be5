/**
 * After an upgrade, a page opened on the previous build still loads its lazily
 * loaded chunks: the server serves the fingerprinted files of the builds kept
 * before the current one, with the same headers, but the shell, the service
 * worker and anything else only ever come from the current build.
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
const page = (build: string) =>
  `<!doctype html><html><head><script type="module" src="/assets/index-${build}.js"></script></head><body>${'<!-- shell -->'.repeat(80)}</body></html>`;
const chunk = (text: string) => `console.log(${JSON.stringify(text.repeat(60))});\n`;
const CURRENT_PAGE = page('cccc2222');
const PREVIOUS_PAGE = page('pppp1111');
const OLD_SCREEN = chunk('a lazily loaded screen of the previous build ');

let buildsDir: string;
let database: TestDatabase;
let server: RunningServer;

function writeBuilt(build: string, name: string, content: string) {
  const file = path.join(buildsDir, build, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  buildsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comp-builds-'));
  writeBuilt('previous', 'index.html', PREVIOUS_PAGE);
  writeBuilt('previous', 'assets/index-pppp1111.js', chunk('previous entry '));
  writeBuilt('previous', 'assets/screen-old11111.js', OLD_SCREEN);
  writeBuilt('previous', 'assets/shared-same1111.js', chunk('the same in both builds '));
  writeBuilt('previous', 'workbox-old11111.js', chunk('previous workbox '));
  writeBuilt('previous', 'sw.js', chunk('previous service worker '));
  writeBuilt('previous', 'only-in-previous.txt', chunk('a plain file of the previous build '));
  writeBuilt('current', 'index.html', CURRENT_PAGE);
  writeBuilt('current', 'assets/index-cccc2222.js', chunk('current entry '));
  writeBuilt('current', 'assets/shared-same1111.js', chunk('the same in both builds '));
  writeBuilt('current', 'sw.js', chunk('current service worker '));
  database = await createTestDatabase();
  server = await startTestServer(database, {
    webDir: path.join(buildsDir, 'current'),
    previousWebDirs: [path.join(buildsDir, 'previous')],
  });
});
afterAll(async () => {
  await server.close();
  await database.drop();
  fs.rmSync(buildsDir, { recursive: true, force: true });
});

const get = (urlPath: string, acceptEncoding = 'identity') =>
  fetch(`${server.url}${urlPath}`, { headers: { 'accept-encoding': acceptEncoding } });

describe('a page opened on the previous build', () => {
  it.each(['identity', 'br', 'gzip'])(
    'loads its old chunk (accept-encoding %s), kept for good',
    async (encoding) => {
      const response = await get('/assets/screen-old11111.js', encoding);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(await response.text()).toBe(OLD_SCREEN);
    },
  );

  it("loads the previous build's Workbox runtime", async () => {
    const response = await get('/workbox-old11111.js', 'br');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
  });
});

describe('the current build', () => {
  it.each(['/', '/index.html', '/results/some-event'])(
    'is the only one whose shell is served, at %s',
    async (urlPath) => {
      const response = await get(urlPath, 'br');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(CURRENT_PAGE);
    },
  );

  it('is the only one whose service worker is served', async () => {
    expect(await (await get('/sw.js')).text()).toBe(chunk('current service worker '));
  });

  it('answers for a file both builds have', async () => {
    const response = await get('/assets/shared-same1111.js', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(chunk('the same in both builds '));
  });

  it('answers a path only the previous build has, outside its fingerprinted files, with the current shell', async () => {
    const response = await get('/only-in-previous.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(CURRENT_PAGE);
  });

  it('still refuses a chunk that neither build has', async () => {
    const response = await get('/assets/screen-gone0000.js', 'br');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
