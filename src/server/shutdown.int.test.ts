import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTopics } from '../shared/live';
import { SHUTDOWN_RETRY_MS } from './live/change-feed';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { openSse } from './testing/sse-client';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('shutting down', () => {
  it('finishes the answer in progress, then closes its keep-alive connection at once', async () => {
    const server = await startTestServer(database, {}, undefined, {
      // An answer whose headers are out and whose body follows, as a compressed one does.
      beforeListen: (app) =>
        app.get('/slow-answer', (_request, reply) => {
          reply.hijack();
          reply.raw.writeHead(200, { 'content-type': 'text/plain' });
          reply.raw.flushHeaders();
          setTimeout(() => reply.raw.end('the whole answer'), 300);
        }),
    });
    const response = await fetch(`${server.url}/slow-answer`);

    // Without closing the connection once it falls idle, this waits for the
    // keep-alive timeout (72 s) and the test times out.
    const closing = server.close();
    // A new request meanwhile is turned away at once, to go to another instance.
    const refused = await fetch(`${server.url}/api/health`).then(
      (late) => late.status,
      () => 'connection refused',
    );
    expect([503, 'connection refused']).toContain(refused);
    expect(await response.text()).toBe('the whole answer');
    await closing;
  }, 20_000);

  it('tells every live stream to reconnect after a short delay, spread out, then ends it', async () => {
    const server = await startTestServer(database);
    const streams = await Promise.all(
      Array.from({ length: 5 }, () =>
        openSse(`${server.url}/api/live?topics=${liveTopics.competition(DEMO_COMPETITION_ID)}`),
      ),
    );
    for (const stream of streams) expect((await stream.next()).event).toBe('ready');

    await server.close();
    await Promise.all(streams.map((stream) => stream.ended));
    const delays = streams.map((stream) => stream.retry() ?? 0);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(SHUTDOWN_RETRY_MS.min);
      expect(delay).toBeLessThanOrEqual(SHUTDOWN_RETRY_MS.max);
    }
    // So that a full hall of phones does not reconnect in the same millisecond.
    expect(new Set(delays).size).toBeGreaterThan(1);
  });
});
