/**
 * Live delivery benchmark: N SSE subscribers on the real server are notified of
 * M competition changes; then N WebSocket clients receive M raw broadcasts from
 * a bare `ws` server in the same process, as the baseline. Prints p50/p99/max of
 * the time from "write starts" (or "broadcast starts") to "client has it", and
 * the ratio of the two p99s (target: at most 1.3).
 *
 *   npm run bench:live -- [--subscribers 2000] [--changes 40] [--gap-ms 50]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { liveTopics } from '../src/shared/live';
import { DEMO_COMPETITION_ID } from '../src/server/seed/seed-demo';
import { openSse } from '../src/server/testing/sse-client';
import type { SseStream } from '../src/server/testing/sse-client';
import type { ServerChild } from './live-child';
import { quantile, sleep, startServerChild } from './live-child';

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

type Samples = { latencies: number[]; expected: number };

function summarize(label: string, { latencies, expected }: Samples) {
  return {
    transport: label,
    delivered: `${latencies.length}/${expected}`,
    'p50 ms': quantile(latencies, 0.5).toFixed(1),
    'p99 ms': quantile(latencies, 0.99).toFixed(1),
    'max ms': quantile(latencies, 1).toFixed(1),
  };
}

/** Waits until every expected sample arrived, or gives up after `timeoutMs`. */
async function settle(count: () => number, expected: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (count() < expected && Date.now() < deadline) await sleep(20);
}

async function measureSse(server: ServerChild): Promise<Samples> {
  const topic = liveTopics.competition(DEMO_COMPETITION_ID);
  // Arrival times by seq; matched to the write that produced the seq afterwards.
  const arrivals: { seq: number; at: number }[] = [];
  const streams: SseStream[] = [];
  let ready = 0;
  const connectStart = Date.now();
  for (let i = 0; i < SUBSCRIBERS; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, SUBSCRIBERS - i) }, () =>
      openSse(`${server.httpUrl}/api/live?topics=${topic}`, {}, (event) => {
        if (event.event === 'ready') return void ready++;
        if (event.event === 'change') arrivals.push({ seq: Number(event.id), at: epochMs() });
      }),
    );
    streams.push(...(await Promise.all(batch)));
  }
  while (ready < SUBSCRIBERS) await sleep(20);
  console.log(`  ${SUBSCRIBERS} SSE subscribers connected in ${Date.now() - connectStart} ms`);
  const writes: { afterSeq: number; startedAt: number }[] = [];
  for (let index = 0; index < CHANGES; index++) {
    const reply = await server.request({ type: 'change', index });
    if (reply.type === 'done' && reply.startedAt !== undefined && reply.afterSeq !== undefined) {
      writes.push({ afterSeq: reply.afterSeq, startedAt: reply.startedAt });
    }
    await sleep(GAP_MS);
  }
  const expected = SUBSCRIBERS * CHANGES;
  await settle(() => arrivals.length, expected, 10_000);
  for (const stream of streams) stream.close();
  // Writes run one at a time, so a seq belongs to the last write begun below it.
  const startOf = (seq: number) => writes.findLast((w) => w.afterSeq < seq)?.startedAt ?? NaN;
  return { latencies: arrivals.map((a) => a.at - startOf(a.seq)), expected };
}

async function measureWebSocket(server: ServerChild): Promise<Samples> {
  const samples: Samples = { latencies: [], expected: SUBSCRIBERS * CHANGES };
  const sockets: WebSocket[] = [];
  for (let i = 0; i < SUBSCRIBERS; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, SUBSCRIBERS - i) }, () => {
      const socket = new WebSocket(server.wsUrl);
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
    await server.request({ type: 'broadcast', index });
    await sleep(GAP_MS);
  }
  await settle(() => samples.latencies.length, samples.expected, 10_000);
  for (const socket of sockets) socket.terminate();
  return samples;
}

console.log(
  `Live delivery: ${SUBSCRIBERS} subscribers x ${CHANGES} changes, ${GAP_MS} ms apart, one machine`,
);
const server = await startServerChild();
try {
  const sse = await measureSse(server);
  const ws = await measureWebSocket(server);
  console.table([
    summarize('SSE /api/live (write + commit + fan-out)', sse),
    summarize('raw WebSocket broadcast (baseline)', ws),
  ]);
  const ratio = quantile(sse.latencies, 0.99) / quantile(ws.latencies, 0.99);
  console.log(`SSE p99 / WebSocket p99 = ${ratio.toFixed(2)} (target <= 1.30)`);
} finally {
  await server.stop();
}
