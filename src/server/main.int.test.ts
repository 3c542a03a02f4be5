import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTopics } from '../shared/live';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { startServerProcess } from './testing/server-process';
import { openSse } from './testing/sse-client';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const startMain = (env: Record<string, string>) => startServerProcess(database, env);

describe('the server process', () => {
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
