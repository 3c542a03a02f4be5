/**
 * A self-hosted Plausible or Umami: never on unless configured; when it is, the
 * page shell loads its script and the Content-Security-Policy lets exactly its
 * origin serve that script and receive what it sends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './server';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

const INDEX = `<!doctype html><html><head><script type="module" src="/assets/app-abc12345.js"></script></head><body><div id="root"></div></body></html>`;
const TAG =
  '<script defer src="https://stats.example.org/js/script.js" data-domain="comp.example.org"></script>';

let webDir: string;
let database: TestDatabase;
let plain: RunningServer;
let withPlausible: RunningServer;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comp-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX);
  // The build's precompressed shell, which a browser taking brotli would otherwise get.
  fs.writeFileSync(path.join(webDir, 'index.html.br'), brotliCompressSync(INDEX));
  database = await createTestDatabase();
  plain = await startTestServer(database, { webDir });
  withPlausible = await startTestServer(database, {
    webDir,
    analyticsScript: {
      src: 'https://stats.example.org/js/script.js',
      origin: 'https://stats.example.org',
      siteAttribute: 'data-domain',
      siteId: 'comp.example.org',
    },
  });
});
afterAll(async () => {
  await plain.close();
  await withPlausible.close();
  await database.drop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (server: RunningServer, urlPath: string) =>
  fetch(`${server.url}${urlPath}`, { headers: { 'accept-encoding': 'br, gzip' } });

/** One directive of a Content-Security-Policy header, as sent. */
function directive(response: Response, name: string): string | undefined {
  return (response.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

describe('without ANALYTICS_SCRIPT_URL', () => {
  it.each(['/', '/results/:event', '/index.html'])(
    '%s is the build shell, and the policy allows scripts and connections to this site only',
    async (urlPath) => {
      const response = await get(plain, urlPath);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX);
      expect(directive(response, 'script-src')).toBe("script-src 'self'");
      expect(directive(response, 'connect-src')).toBe("connect-src 'self'");
    },
  );
});

describe('with a Plausible script configured', () => {
  it.each(['/', '/results/Bronze%20Waltz', '/index.html'])(
    '%s carries its script tag, even to a browser taking brotli, and is revalidated',
    async (urlPath) => {
      const response = await get(withPlausible, urlPath);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX.replace('</head>', `${TAG}</head>`));
    },
  );

  it('allows exactly that origin to serve scripts and receive connections, and nothing else from it', async () => {
    const response = await get(withPlausible, '/');
    expect(directive(response, 'script-src')).toBe("script-src 'self' https://stats.example.org");
    expect(directive(response, 'connect-src')).toBe("connect-src 'self' https://stats.example.org");
    const others = (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .filter((part) => !/^\s*(script|connect)-src /.test(part));
    expect(others.join(';')).not.toContain('stats.example.org');
  });

  it('puts the same policy on API answers', async () => {
    const response = await get(withPlausible, '/api/site');
    expect(directive(response, 'connect-src')).toBe("connect-src 'self' https://stats.example.org");
  });
});
