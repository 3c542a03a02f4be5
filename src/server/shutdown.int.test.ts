import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(await response.text()).toBe('the whole answer');
    await closing;
  }, 20_000);
});
