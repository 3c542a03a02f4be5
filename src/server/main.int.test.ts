import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTopics } from '../shared/live';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { startServerProcess } from './testing/server-process';
import { openSse } from './testing/sse-client';
import { cookieHeaderFrom, createSignedInStaff } from './testing/staff-fixtures';
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

const startMain = (env: Record<string, string>) => startServerProcess(database, env);

// A child process starts the whole server before it answers: on a shared
// 2-core machine at load 17 that alone passed the default 20 s (CI, 2026-11-24).
describe('the server process', { timeout: 120_000 }, () => {
  it('runs as npm start runs it, from the bundle with plain node: its files found, a staff member signed in', async () => {
    const setup = await startTestServer(database);
    const staff = await createSignedInStaff(setup, ['admin']);
    await setup.close();

    const server = startMain({});
    const url = await server.url;
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    // Swagger UI's files are found from the bundle's place in the checkout.
    const stylesheet = await fetch(`${url}/api/docs/swagger-ui.css`);
    expect(stylesheet.status).toBe(200);
    expect((await stylesheet.text()).length).toBeGreaterThan(1000);

    const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: staff.email, password: staff.password }),
    });
    expect(signIn.status).toBe(200);
    const session = await fetch(`${url}/api/session`, {
      headers: { cookie: cookieHeaderFrom(signIn.headers) },
    });
    expect(await session.json()).toMatchObject({ user: { email: staff.email, roles: ['admin'] } });

    server.child.kill('SIGTERM');
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(0);
  });

  it('starts with JSON logs and shuts down cleanly on SIGTERM, closing live streams', async () => {
    const server = startMain({});
    const url = await server.url;
    const stream = await openSse(
      `${url}/api/live?topics=${liveTopics.competition(DEMO_COMPETITION_ID)}`,
    );
    expect((await stream.next()).event).toBe('ready');

    server.child.kill('SIGTERM');
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(0);
    expect(server.output()).toMatch(/"msg":"shutting down"/);
    stream.close();
  });

  it('refuses to start with a bad configuration, naming the variable', async () => {
    const server = startMain({ PORT: 'not-a-port' });
    await expect(server.url).rejects.toThrow(/Invalid configuration:[\s\S]*PORT/);
    expect(server.child.exitCode).toBe(1);
  });
});
