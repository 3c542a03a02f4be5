/**
 * The server half of bench/live.ts, run as a child process so the subscribers'
 * work does not share the server's event loop. It serves the real app on a fresh
 * SQLite database (or TEST_DATABASE_URL) and, beside it, a bare WebSocket
 * broadcaster as the baseline. Commands arrive over IPC.
 */
import { performance } from 'node:perf_hooks';
import { WebSocketServer } from 'ws';
import { DEMO_COMPETITION_ID } from '../src/server/seed/seed-demo';
import { updateCompetition } from '../src/server/services/competition-service';
import { createTestDatabase } from '../src/server/testing/test-database';
import { startTestServer } from '../src/server/testing/test-server';
import { SYSTEM_ACTOR } from '../src/server/services/audit-log';

export type BenchCommand = { type: 'change' | 'broadcast'; index: number } | { type: 'stop' };
export type BenchReply =
  { type: 'ready'; httpUrl: string; wsUrl: string } | { type: 'done'; index: number };

const epochMs = () => performance.timeOrigin + performance.now();
const send = (reply: BenchReply) => process.send?.(reply);

const database = await createTestDatabase();
const server = await startTestServer(database);
const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
const wsPort = (wss.address() as { port: number }).port;

process.on('message', async (command: BenchCommand) => {
  if (command.type === 'change') {
    // The sent time rides in the data itself, so the receiver measures the whole
    // path: transaction, change log, commit, fan-out and delivery.
    await updateCompetition(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
      fullName: `bench ${command.index} ${epochMs()}`,
    });
    send({ type: 'done', index: command.index });
  } else if (command.type === 'broadcast') {
    const message = JSON.stringify({ index: command.index, sentAt: epochMs() });
    for (const client of wss.clients) client.send(message);
    send({ type: 'done', index: command.index });
  } else {
    for (const client of wss.clients) client.terminate();
    wss.close();
    await server.close();
    await database.drop();
    process.exit(0);
  }
});

send({ type: 'ready', httpUrl: server.url, wsUrl: `ws://127.0.0.1:${wsPort}` });
