import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { checkoutRootOf } from '../checkout-root';
import { serverEntryOf } from '../web-builds/server-bundle';
import type { TestDatabase } from './test-database';

export type ServerProcess = {
  child: ChildProcessWithoutNullStreams;
  /** The address the server reports once it listens; rejects if it exits first. */
  url: Promise<string>;
  /** Everything the process printed so far. */
  output(): string;
};

/**
 * The server as `npm start` runs it, a child process on the test database on
 * a free port, for tests that signal or kill the real process: the bundle
 * (`dist-server/main.mjs`, decision 031) with plain node. The server tests'
 * global setup builds it (`server-bundle-setup.ts`); a script outside vitest
 * calls `buildServerOnce` first.
 */
export function startServerProcess(
  database: TestDatabase,
  env: Record<string, string> = {},
): ServerProcess {
  const child = spawn(process.execPath, [serverEntryOf(checkoutRootOf(import.meta.url))], {
    env: {
      ...process.env,
      PORT: '0',
      // The demo before its day, as every test server has (startTestServer).
      DEMO: 'registration',
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
