/**
 * Live delivery benchmark: N SSE subscribers on the real server receive M
 * competition changes; then N WebSocket clients receive M raw broadcasts from a
 * bare `ws` server on the same machine, as the baseline. Prints p50/p99/max of
 * the time from "write starts" (or "broadcast starts") to "client has it".
 *
 *   npm run bench:live -- [--subscribers 2000] [--changes 40]
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { liveTopics } from '../src/shared/live';
import { DEMO_COMPETITION_ID } from '../src/server/seed/seed-demo';
import { openSse } from '../src/server/testing/sse-client';
import type { SseStream } from '../src/server/testing/sse-client';
import type { BenchCommand, BenchReply } from './live-server';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '2000' },
    changes: { type: 'string', default: '40' },
    'gap-ms': { type: 'string', default: '50' },
  },
});
const SUBSCRIBERS = Number(values.subscribers);
const CHANGES = Number(values.changes);
const GAP_MS = Number(values['gap-ms']);
const CONNECT_BATCH = 100;
const epochMs = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startServerProcess(): Promise<{
  child: ChildProcess;
  ready: Extract<BenchReply, { type: 'ready' }>;
}> {
  const child = fork(new URL('./live-server.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (reply: BenchReply) => {
      if (reply.type === 'ready') resolve({ child, ready: reply });
    });
  });
}

function command(child: ChildProcess, cmd: BenchCommand): Promise<void> {
  return new Promise((resolve) => {
    if (cmd.type === 'stop') {
      child.once('exit', () => resolve());
      child.send(cmd);
      return;
    }
    const onReply = (reply: BenchReply) => {
      if (reply.type === 'done' && reply.index === cmd.index) {
        child.off('message', onReply);
        resolve();
      }
    };
    child.on('message', onReply);
    child.send(cmd);
  });
}

type Samples = { latencies: number[]; expected: number };

function summarize(label: string, { latencies, expected }: Samples) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return {
    transport: label,
    delivered: `${sorted.length}/${expected}`,
    'p50 ms': at(0.5).toFixed(1),
    'p99 ms': at(0.99).toFixed(1),
    'max ms': (sorted.at(-1) ?? NaN).toFixed(1),
  };
}

/** Waits until every expected sample arrived, or gives up after `timeoutMs`. */
async function settle(samples: Samples, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (samples.latencies.length < samples.expected && Date.now() < deadline) await sleep(20);
}

async function measureSse(child: ChildProcess, httpUrl: string): Promise<Samples> {
  const samples: Samples = { latencies: [], expected: SUBSCRIBERS * CHANGES };
  const topic = liveTopics.competition(DEMO_COMPETITION_ID);
  const streams: SseStream[] = [];
  let ready = 0;
  const connectStart = Date.now();
  for (let i = 0; i < SUBSCRIBERS; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, SUBSCRIBERS - i) }, () =>
      openSse(`${httpUrl}/api/live?topics=${topic}`, {}, (event) => {
        if (event.event === 'ready') return void ready++;
        if (event.event !== 'change') return;
        const receivedAt = epochMs();
        const fullName: string = JSON.parse(event.data).data.fullName;
        samples.latencies.push(receivedAt - Number(fullName.split(' ')[2]));
      }),
    );
    streams.push(...(await Promise.all(batch)));
  }
  while (ready < SUBSCRIBERS) await sleep(20);
  console.log(`  ${SUBSCRIBERS} SSE subscribers connected in ${Date.now() - connectStart} ms`);
  for (let index = 0; index < CHANGES; index++) {
    await command(child, { type: 'change', index });
    await sleep(GAP_MS);
  }
  await settle(samples, 10_000);
  for (const stream of streams) stream.close();
  return samples;
}

async function measureWebSocket(child: ChildProcess, wsUrl: string): Promise<Samples> {
  const samples: Samples = { latencies: [], expected: SUBSCRIBERS * CHANGES };
  const sockets: WebSocket[] = [];
  for (let i = 0; i < SUBSCRIBERS; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, SUBSCRIBERS - i) }, () => {
      const socket = new WebSocket(wsUrl);
      socket.on('message', (raw) => {
        const receivedAt = epochMs();
        samples.latencies.push(receivedAt - JSON.parse(String(raw)).sentAt);
      });
      sockets.push(socket);
      return new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    });
    await Promise.all(batch);
  }
  for (let index = 0; index < CHANGES; index++) {
    await command(child, { type: 'broadcast', index });
    await sleep(GAP_MS);
  }
  await settle(samples, 10_000);
  for (const socket of sockets) socket.terminate();
  return samples;
}

console.log(
  `Live delivery: ${SUBSCRIBERS} subscribers x ${CHANGES} changes, ${GAP_MS} ms apart, one machine`,
);
const { child, ready } = await startServerProcess();
try {
  const sse = await measureSse(child, ready.httpUrl);
  const ws = await measureWebSocket(child, ready.wsUrl);
  console.table([
    summarize('SSE /api/live (write + commit + fan-out)', sse),
    summarize('raw WebSocket broadcast (baseline)', ws),
  ]);
} finally {
  await command(child, { type: 'stop' });
}
