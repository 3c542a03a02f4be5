/**
 * API answers are compressed for browsers that accept it, except where that
 * would hurt: small answers, the live stream (a phone must get each event as
 * it happens, not when a compressor's buffer fills), and answers a route has
 * already encoded or answered with 304.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTopics } from '../shared/live';
import { installCompression } from './http/compression';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { adminBase, publicBase } from './testing/registration-fixtures';
import { createSignedInStaff } from './testing/staff-fixtures';
import type { TestStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let organizer: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  organizer = await createSignedInStaff(server, ['admin']);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

/** fetch decodes the body as a browser does; the headers say what came over the wire. */
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });

describe('API answers', () => {
  it.each([
    ['br', 'br, gzip, deflate'],
    ['gzip', 'gzip, deflate'],
  ])('a list over 1 KiB comes as %s and reads as the same JSON', async (encoding, accepted) => {
    const plain = await get(`${publicBase}/entries`);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainBody = await plain.text();
    expect(plainBody.length).toBeGreaterThan(1024);

    const compressed = await get(`${publicBase}/entries`, { 'accept-encoding': accepted });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe(encoding);
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(compressed.headers.get('content-length'))).toBeLessThan(plainBody.length / 2);
    expect(await compressed.json()).toEqual(JSON.parse(plainBody));
  });

  it('a small answer is sent as it is', async () => {
    const response = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('an uncached answer over 1 KiB is compressed by the plugin, never in zstd', async () => {
    const path = `${adminBase}/competitors`;
    const plain = await get(path, { cookie: organizer.cookie });
    expect(plain.headers.get('etag')).toBeNull();
    const plainBody = await plain.text();
    expect(plainBody.length).toBeGreaterThan(1024);

    const response = await get(path, {
      'accept-encoding': 'zstd, gzip;q=0.5',
      cookie: organizer.cookie,
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(JSON.parse(plainBody));
  });

  it('a kept public read is never offered in zstd either', async () => {
    const response = await get(`${publicBase}/entries`, { 'accept-encoding': 'zstd, gzip;q=0.5' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('the CSV download is compressed and still never stored', async () => {
    const response = await get(`${adminBase}/competitors.csv`, {
      'accept-encoding': 'br',
      cookie: organizer.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
    expect(await response.text()).toMatch(/\n/);
  });
});

describe('the live stream', () => {
  it('is never compressed: the ready event arrives while the stream stays open', async () => {
    const aborter = new AbortController();
    const response = await fetch(
      `${server.url}/api/live?topics=${liveTopics.competition(DEMO_COMPETITION_ID)}`,
      { headers: { 'accept-encoding': 'br, gzip' }, signal: aborter.signal },
    );
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let received = '';
      while (!received.includes('event: ready')) {
        const { value, done } = await reader.read();
        // The stream ending before its first event would mean it was held back.
        expect(done).toBe(false);
        received += value;
      }
    } finally {
      aborter.abort();
    }
  });
});

describe('answers a route has already settled', () => {
  const BIG = JSON.stringify({ rows: 'x'.repeat(4096) });

  async function appWithCompression() {
    const app = Fastify();
    await installCompression(app);
    app.get('/api/cached', async (_request, reply) =>
      reply
        .header('content-type', 'application/json')
        .header('content-encoding', 'gzip')
        .send(gzipSync(BIG)),
    );
    app.get('/api/unchanged', async (_request, reply) => reply.code(304).send());
    app.get('/not-api', async () => JSON.parse(BIG));
    return app;
  }

  it('passes through an answer that already has its content-encoding', async () => {
    const app = await appWithCompression();
    const response = await app.inject({ url: '/api/cached', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(BIG);
  });

  it('leaves a 304 alone', async () => {
    const app = await appWithCompression();
    const response = await app.inject({
      url: '/api/unchanged',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(304);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(0);
  });

  it('compresses nothing outside /api (the web app is compressed at build time)', async () => {
    const app = await appWithCompression();
    const response = await app.inject({ url: '/not-api', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG);
  });
});
