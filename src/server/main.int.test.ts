import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTopics } from '../shared/live';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
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

function startMain(env: Record<string, string>) {
  const child = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const url = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Competition site on (http:\/\/[^\s"]+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    child.once('exit', () => {
      clearInterval(timer);
      reject(new Error(`server exited early:\n${output}`));
    });
  });
  return { child, url, output: () => output };
}

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
