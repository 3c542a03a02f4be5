/** Starts bench/live-server.ts as a child process and talks to it over IPC. */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { BenchCommand, BenchReply } from './live-server';

export type ServerChild = {
  child: ChildProcess;
  httpUrl: string;
  wsUrl: string;
  /** Sends a command and resolves with its reply. */
  request(command: Exclude<BenchCommand, { type: 'stop' }>): Promise<BenchReply>;
  stop(): Promise<void>;
};

export async function startServerChild(): Promise<ServerChild> {
  const child = fork(new URL('./live-server.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  const ready = await new Promise<Extract<BenchReply, { type: 'ready' }>>((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (reply: BenchReply) => {
      if (reply.type === 'ready') resolve(reply);
    });
  });
  return {
    child,
    httpUrl: ready.httpUrl,
    wsUrl: ready.wsUrl,
    request: (command) =>
      new Promise((resolve) => {
        const onReply = (reply: BenchReply) => {
          if (reply.type !== 'ready' && reply.index === command.index) {
            child.off('message', onReply);
            resolve(reply);
          }
        };
        child.on('message', onReply);
        child.send(command);
      }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.send({ type: 'stop' } satisfies BenchCommand);
      }),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The q-quantile of some samples, by nearest rank. */
export function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}
