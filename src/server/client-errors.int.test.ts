/**
 * Browsers report a screen they could not show to POST /api/client-errors; the
 * report lands in the log at warn, holds nothing personal, and no address can
 * flood the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './server';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { capturedLog } from './testing/captured-log';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
const { logger, lines } = capturedLog();

beforeAll(async () => {
  database = await createTestDatabase();
  // Behind one proxy, so each test reports from its own address and the limit is per address.
  server = await startTestServer(database, { trustProxy: 1 }, logger);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const REPORT = {
  kind: 'render',
  route: '/results/:eventId',
  message: "Cannot read properties of undefined (reading 'couples')",
  stack:
    'TypeError: Cannot read ...\n    at Xe (http://localhost:3000/assets/index-a1b2c3.js:12:3456)',
};

let lastAddress = 0;
/** A report sent from a network address no other test uses. */
function reporter() {
  lastAddress += 1;
  const address = `203.0.113.${lastAddress}`;
  return (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/client-errors`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        'x-forwarded-for': address,
        ...headers,
      },
      body: JSON.stringify(body),
    });
}

/** The log lines that carry a client's report. */
const reportLines = () =>
  lines
    .map((line) => JSON.parse(line) as { level: number; clientError?: unknown; msg: string })
    .filter((entry) => entry.clientError !== undefined);

describe('client error reports', () => {
  it('are answered 204 and logged at warn with the route pattern, message and stack', async () => {
    const before = reportLines().length;
    const response = await reporter()(REPORT);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const logged = reportLines().slice(before);
    expect(logged).toEqual([
      expect.objectContaining({ level: 40, clientError: REPORT, msg: expect.any(String) }),
    ]);
  });

  it('take a report from outside any route, without a stack', async () => {
    const response = await reporter()({ kind: 'code-load', route: null, message: 'x' });
    expect(response.status).toBe(204);
  });

  it.each([
    ['a missing message', { ...REPORT, message: undefined }, 'message'],
    ['an empty message', { ...REPORT, message: '' }, 'message'],
    ['a message past 500 characters', { ...REPORT, message: 'x'.repeat(501) }, 'message'],
    ['a stack past 4000 characters', { ...REPORT, stack: 'x'.repeat(4001) }, 'stack'],
    ['a kind it does not know', { ...REPORT, kind: 'crash' }, 'kind'],
    ['an address in place of the route', { ...REPORT, route: 'https://x.test/a' }, 'route'],
    ['a route with a query', { ...REPORT, route: '/confirm?token=abc123' }, 'route'],
    ['the page URL', { ...REPORT, url: '/confirm?token=abc123' }, 'url'],
    ['what the form held', { ...REPORT, formValues: { email: 'a@b.test' } }, 'formValues'],
  ])('refuse %s with 400, naming the field, and log nothing of it', async (_case, body, field) => {
    const before = lines.length;
    const response = await reporter()(body);
    expect(response.status).toBe(400);
    const refusal = (await response.json()) as { error: { code: string; message: string } };
    expect(refusal.error.code).toBe('invalid_input');
    expect(refusal.error.message).toContain(`'${field}'`);
    const written = lines.slice(before).join('');
    expect(written).not.toContain('abc123');
    expect(written).not.toContain('a@b.test');
    expect(written).not.toContain('x'.repeat(501));
  });

  it('refuse a report from another site', async () => {
    const response = await reporter()(REPORT, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('are limited to 10 a minute from one address; another address is still heard', async () => {
    const report = reporter();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await report(REPORT)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(204), 429]);
    const refused = await report(REPORT);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect((await reporter()(REPORT)).status).toBe(204);
  });
});
