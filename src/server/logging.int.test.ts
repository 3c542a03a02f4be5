import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './server';
import { createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { capturedLog } from './testing/captured-log';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
const { logger, lines } = capturedLog();

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, {}, logger);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('logs', () => {
  it('never contain sign-in links, passwords or session cookies', async () => {
    const staff = await createSignedInStaff(server, ['mc'], { password: 'secret password 42' });
    await fetch(`${server.url}/api/auth/sign-in/magic-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: staff.email, callbackURL: '/admin' }),
    });
    const mail = await server.ctx.database.db
      .selectFrom('outbox')
      .select('text_body')
      .executeTakeFirstOrThrow();
    const link = /(http:\/\/\S+)/.exec(mail.text_body)?.[1] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(10);
    await fetch(link, { redirect: 'manual' });
    await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: staff.email, password: 'secret password 42' }),
    });
    await fetch(`${server.url}/api/session`, { headers: { cookie: staff.cookie } });

    const log = lines.join('');
    expect(log).toContain('/api/auth/magic-link/verify?[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain('secret password 42');
    expect(log).not.toContain(staff.cookie.split('=')[1]?.slice(0, 20) ?? 'no cookie');
  });

  it('keep every line short, however long the callback URL or address someone sends', async () => {
    const start = lines.length;
    const huge = `https://evil.example/${'x'.repeat(100_000)}`;
    for (const [path, body] of [
      ['/api/auth/sign-in/magic-link', { email: 'nobody@example.test', callbackURL: huge }],
      [
        '/api/auth/sign-in/email',
        { email: 'nobody@example.test', password: 'x', callbackURL: huge },
      ],
      ['/api/auth/sign-out', { callbackURL: huge }],
    ] as const) {
      await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify(body),
      });
    }
    await fetch(`${server.url}/api/site?${'y'.repeat(10_000)}`);

    const written = lines.slice(start);
    expect(written.join('')).toContain('Invalid callbackURL');
    for (const line of written) expect(line.length).toBeLessThan(2_000);
  });
});
