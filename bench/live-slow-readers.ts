/**
 * Slow-reader benchmark: R sockets subscribe to /api/live and never read, each
 * reconnecting every few seconds with an old Last-Event-ID (a backlog of
 * thousands of changes behind), while the server writes changes back to back.
 * Prints the server's RSS and /api/health latency meanwhile (targets: RSS under
 * 400 MB, health p99 under 100 ms).
 *
 *   npm run bench:live-slow -- [--readers 50] [--seconds 15] [--backlog-seconds 3]
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { liveTopics } from '../src/shared/live';
import { DEMO_COMPETITION_ID } from '../src/server/seed/seed-demo';
import { openSse } from '../src/server/testing/sse-client';
import type { ServerChild } from './live-child';
import { quantile, sleep, startServerChild } from './live-child';

const { values } = parseArgs({
  options: {
    readers: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '15' },
    'backlog-seconds': { type: 'string', default: '3' },
    'reconnect-ms': { type: 'string', default: '2000' },
  },
});
const READERS = Number(values.readers);
const SECONDS = Number(values.seconds);
const BACKLOG_SECONDS = Number(values['backlog-seconds']);
const RECONNECT_MS = Number(values['reconnect-ms']);
const MB = 1024 * 1024;

// Every topic a competition write touches, and the rest of a competition's topics.
const topics = Object.values(liveTopics).map((topic) => topic(DEMO_COMPETITION_ID, 'r1'));

let round = 0;
async function rss(server: ServerChild): Promise<number> {
  const reply = await server.request({ type: 'stats', index: ++round });
  return reply.type === 'stats' ? reply.rssBytes : NaN;
}

/** A subscriber that never reads; it reconnects as a browser would, with the same old id. */
function slowReader(httpUrl: string, lastEventId: string, counters: { dropped: number }) {
  const { hostname, port } = new URL(httpUrl);
  let socket: net.Socket | undefined;
  let stopped = false;
  const connect = () => {
    if (stopped) return;
    const own = net.connect(Number(port), hostname, () => {
      own.write(
        `GET /api/live?topics=${topics.join(',')} HTTP/1.1\r\nHost: ${hostname}\r\n` +
          `Accept: text/event-stream\r\nLast-Event-ID: ${lastEventId}\r\n\r\n`,
      );
      own.pause();
    });
    own.on('error', () => undefined);
    own.on('close', () => {
      if (socket !== own) return;
      // The server dropped us (we did not); the next cycle reconnects, as a browser would.
      counters.dropped++;
      socket = undefined;
    });
    socket = own;
  };
  connect();
  const cycle = setInterval(() => {
    const old = socket;
    socket = undefined;
    old?.destroy();
    connect();
  }, RECONNECT_MS);
  return () => {
    stopped = true;
    clearInterval(cycle);
    const old = socket;
    socket = undefined;
    old?.destroy();
  };
}

async function probeHealth(url: string, until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const start = performance.now();
    await (await fetch(`${url}/api/health`)).json();
    latencies.push(performance.now() - start);
    await sleep(100);
  }
  return latencies;
}

console.log(
  `Slow readers: ${READERS} sockets that never read, reconnecting every ${RECONNECT_MS} ms with an old Last-Event-ID, for ${SECONDS} s of back-to-back writes`,
);
const server = await startServerChild();
try {
  const probe = await openSse(`${server.httpUrl}/api/live?topics=${topics[0]}`);
  const oldId = (await probe.next()).id ?? '0';
  probe.close();
  await server.request({ type: 'writes', index: ++round, on: true });
  await sleep(BACKLOG_SECONDS * 1000);
  const backlog = await server.request({ type: 'writes', index: ++round, on: false });
  const before = await rss(server);
  const idleHealth = await probeHealth(
    server.httpUrl,
    (() => {
      let n = 0;
      return () => n++ >= 20;
    })(),
  );

  const counters = { dropped: 0 };
  await server.request({ type: 'writes', index: ++round, on: true });
  const stops = Array.from({ length: READERS }, () => slowReader(server.httpUrl, oldId, counters));
  const endAt = Date.now() + SECONDS * 1000;
  const rssSamples: number[] = [];
  const sampling = (async () => {
    while (Date.now() < endAt) {
      rssSamples.push(await rss(server));
      await sleep(500);
    }
  })();
  const health = await probeHealth(server.httpUrl, () => Date.now() >= endAt);
  await sampling;
  for (const stop of stops) stop();
  const during = await server.request({ type: 'writes', index: ++round, on: false });
  const written = during.type === 'done' ? (during.written ?? 0) : 0;

  console.table([
    {
      'backlog writes': backlog.type === 'done' ? backlog.written : NaN,
      'writes during run': written,
      'writes/s': (written / SECONDS).toFixed(0),
      'drops by server': counters.dropped,
      'RSS before MB': (before / MB).toFixed(0),
      'RSS max MB': (quantile(rssSamples, 1) / MB).toFixed(0),
      'RSS end MB': ((rssSamples.at(-1) ?? NaN) / MB).toFixed(0),
    },
  ]);
  console.table([
    {
      '/api/health': 'idle',
      'p50 ms': quantile(idleHealth, 0.5).toFixed(1),
      'p99 ms': quantile(idleHealth, 0.99).toFixed(1),
      'max ms': quantile(idleHealth, 1).toFixed(1),
    },
    {
      '/api/health': 'during run',
      'p50 ms': quantile(health, 0.5).toFixed(1),
      'p99 ms': quantile(health, 0.99).toFixed(1),
      'max ms': quantile(health, 1).toFixed(1),
    },
  ]);
} finally {
  await server.stop();
}
