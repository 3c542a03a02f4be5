import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors';
import { installSameOriginCheck } from './same-origin';

async function appWithCheck() {
  const app = Fastify();
  app.setErrorHandler((error: AppError, _request, reply) =>
    reply.code(error.statusCode).send({ code: error.code }),
  );
  installSameOriginCheck(app, 'https://comp.example.org');
  app.post('/api/thing', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('installSameOriginCheck', () => {
  it.each([
    ['no Origin (not a browser)', undefined, 'localhost:3000', 200],
    ['the host addressed', 'http://localhost:3000', 'localhost:3000', 200],
    [
      'the public address behind a proxy that rewrote Host',
      'https://comp.example.org',
      'backend:3000',
      200,
    ],
    ['another site', 'https://evil.example', 'localhost:3000', 403],
    ['an unreadable Origin', 'null', 'localhost:3000', 403],
  ])('a write with %s -> %i', async (_label, origin, host, status) => {
    const app = await appWithCheck();
    const response = await app.inject({
      method: 'POST',
      url: '/api/thing',
      headers: { host, ...(origin && { origin }) },
      payload: {},
    });
    expect(response.statusCode).toBe(status);
    await app.close();
  });
});
