import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustHops } from './trust-proxy';

async function clientAddress(hops: number, forwardedFor: string): Promise<string> {
  const app = Fastify({ trustProxy: trustHops(hops) });
  app.get('/ip', async (request) => request.ip);
  const response = await app.inject({
    url: '/ip',
    remoteAddress: '10.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return response.body;
}

describe('trustHops', () => {
  it('takes the address the one trusted proxy added, not one the client wrote before it', async () => {
    expect(await clientAddress(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('walks back as many entries as there are trusted proxies', async () => {
    expect(await clientAddress(2, '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For with no proxy trusted', async () => {
    expect(await clientAddress(0, '6.6.6.6')).toBe('10.0.0.1');
  });
});
