/**
 * The server half of the live benchmarks, run as a child process so the
 * clients' work does not share the server's event loop. It serves the real app
 * on a fresh SQLite database (or TEST_DATABASE_URL) and, beside it, a bare
 * WebSocket broadcaster as the baseline. Commands arrive over IPC.
 */
import { performance } from 'node:perf_hooks';
import { WebSocketServer } from 'ws';
import { headSeq } from '../src/server/live/change-log';
import { DEMO_COMPETITION_ID } from '../src/server/seed/seed-demo';
import { updateCompetition } from '../src/server/services/competition-service';
import { createTestDatabase } from '../src/server/testing/test-database';
import { startTestServer } from '../src/server/testing/test-server';
import { SYSTEM_ACTOR } from '../src/server/services/audit-log';

export type BenchCommand =
  | { type: 'change' | 'broadcast'; index: number }
  /** Writes changes back to back until told to stop; replies when stopped. */
  | { type: 'writes'; index: number; on: boolean }
  | { type: 'stats'; index: number }
  | { type: 'stop' };
export type BenchReply =
  | { type: 'ready'; httpUrl: string; wsUrl: string }
  /** `afterSeq`: the log's head before the write, so its notifications have larger seqs. */
  | { type: 'done'; index: number; startedAt?: number; afterSeq?: number; written?: number }
  | { type: 'stats'; index: number; rssBytes: number };

const epochMs = () => performance.timeOrigin + performance.now();
const send = (reply: BenchReply) => process.send?.(reply);

const database = await createTestDatabase();
// Every benchmark client connects from 127.0.0.1, so the per-address cap is lifted.
const server = await startTestServer(database, { liveStreamsPerAddress: 1_000_000 });
const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
const wsPort = (wss.address() as { port: number }).port;

const write = (label: string) =>
  updateCompetition(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, { fullName: label });

let writing: Promise<number> | undefined;
let keepWriting = false;
/**
 * Writes back to back, yielding to I/O between writes as separate requests
 * would: SQLite's driver resolves in microtasks, so an unbroken loop would
 * starve every socket (and this process's IPC) until it stopped.
 */
async function writeLoop(): Promise<number> {
  let written = 0;
  while (keepWriting) {
    await write(`bench write ${written++}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return written;
}

process.on('message', async (command: BenchCommand) => {
  if (command.type === 'change') {
    const afterSeq = await headSeq(server.ctx.database.db);
    const startedAt = epochMs();
    await write(`bench ${command.index}`);
    send({ type: 'done', index: command.index, startedAt, afterSeq });
  } else if (command.type === 'broadcast') {
    const message = JSON.stringify({ index: command.index, sentAt: epochMs() });
    for (const client of wss.clients) client.send(message);
    send({ type: 'done', index: command.index });
  } else if (command.type === 'writes') {
    if (command.on) {
      keepWriting = true;
      writing = writeLoop();
      send({ type: 'done', index: command.index });
    } else {
      keepWriting = false;
      send({ type: 'done', index: command.index, written: (await writing) ?? 0 });
    }
  } else if (command.type === 'stats') {
    send({ type: 'stats', index: command.index, rssBytes: process.memoryUsage().rss });
  } else {
    for (const client of wss.clients) client.terminate();
    wss.close();
    await server.close();
    await database.drop();
    process.exit(0);
  }
});

send({ type: 'ready', httpUrl: server.url, wsUrl: `ws://127.0.0.1:${wsPort}` });
