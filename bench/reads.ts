/**
 * Public reads benchmark: requests per second of the public read endpoints
 * against a hello-world route on the same server, in the same run. The server
 * runs in a child process (bench/reads-server.ts); autocannon drives it from
 * this one over loopback, endpoint after endpoint, in each mode:
 *   gzip           accept-encoding: gzip, deflate (what a phone sends over plain-http LAN)
 *   br             accept-encoding: br
 *   if-none-match  br plus the ETag of a first answer (the repeat read); an
 *                  endpoint that returns no ETag is reported and skipped
 * Before each load, one plain request shows the status, content-encoding and
 * body bytes ("body B") of the answer. Then it prints requests per second, the
 * ratio to hello-world in the same mode (the mean of its first and last
 * measurement), mean latency and bytes per response ("B/response": headers
 * included, as sent on the wire).
 *
 *   npm run bench:reads -- [--seconds 4] [--warmup 1] [--connections 50] [--modes gzip,br,if-none-match]
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { ReadsServerCommand, ReadsServerReady } from './reads-server';

/** The part of autocannon's programmatic API used here (the package ships no types). */
type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { mean: number };
  throughput: { total: number };
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const MODES = {
  gzip: { 'accept-encoding': 'gzip, deflate' },
  br: { 'accept-encoding': 'br' },
  'if-none-match': { 'accept-encoding': 'br' },
} satisfies Record<string, Record<string, string>>;
type Mode = keyof typeof MODES;
const isMode = (name: string): name is Mode => Object.hasOwn(MODES, name);

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '4' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '50' },
    modes: { type: 'string', default: Object.keys(MODES).join(',') },
  },
});
const SECONDS = Number(values.seconds);
const WARMUP_SECONDS = Number(values.warmup);
const CONNECTIONS = Number(values.connections);
const modes = values.modes.split(',').map((name) => name.trim());
const unknown = modes.filter((name) => !isMode(name));
if (unknown.length > 0) {
  throw new Error(`Unknown mode ${unknown.join(', ')}; known: ${Object.keys(MODES).join(', ')}`);
}

type Endpoint = { name: string; path: string };

function endpointsOf(ready: ReadsServerReady): { hello: Endpoint; reads: Endpoint[] } {
  const competition = `/api/competitions/${ready.competitionId}`;
  return {
    hello: { name: 'hello-world (same server)', path: ready.helloPath },
    reads: [
      { name: 'competition record', path: competition },
      { name: 'event results', path: `${competition}/results/${ready.eventId}` },
      { name: 'results index', path: `${competition}/results` },
      { name: 'events', path: `${competition}/events` },
      { name: 'entries', path: `${competition}/entries` },
      { name: 'competitors', path: `${competition}/competitors` },
      { name: 'schedule', path: `${competition}/schedule` },
    ],
  };
}

type Probe = { status: number; encoding: string; etag: string | undefined; bodyBytes: number };

/** One request, read raw: what the server answers to these headers, before any load. */
function probe(url: string, headers: Record<string, string>): Promise<Probe> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bodyBytes = 0;
        response.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: response.headers['content-encoding'] ?? 'identity',
            etag: response.headers.etag,
            bodyBytes,
          }),
        );
      })
      .on('error', reject);
  });
}

type Measured = { name: string; answer: Probe; result: AutocannonResult };

async function measure(name: string, url: string, headers: Record<string, string>) {
  const answer = await probe(url, headers);
  if (WARMUP_SECONDS > 0) {
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
  }
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { name, answer, result };
}

type Row = Record<string, string>;

function rowOf(mode: Mode, { name, answer, result }: Measured, helloRps: number): Row {
  const rps = result.requests.average;
  const statuses = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code} x${count}`)
    .join(', ');
  const failures = result.errors + result.timeouts;
  return {
    mode,
    endpoint: name,
    status: failures > 0 ? `${statuses}; ${failures} errors` : statuses,
    encoding: answer.encoding,
    'body B': String(answer.bodyBytes),
    'req/s': rps.toFixed(0),
    'x hello': (rps / helloRps).toFixed(2),
    'mean ms': result.latency.mean.toFixed(1),
    'B/response': (result.throughput.total / Math.max(1, result.requests.total)).toFixed(0),
  };
}

/**
 * Hello-world is measured first and last in each mode, and the ratios are to
 * the mean of the two: on a shared machine the load moves within a minute, and
 * two far-apart hello figures say so.
 */
async function measureMode(
  mode: Mode,
  base: string,
  { hello, reads }: ReturnType<typeof endpointsOf>,
): Promise<Row[]> {
  const headers: Record<string, string> = MODES[mode];
  // The repeat read sends back the ETag of a first answer, where there is one.
  const etags = new Map<Endpoint, string | undefined>();
  if (mode === 'if-none-match') {
    for (const endpoint of reads)
      etags.set(endpoint, (await probe(base + endpoint.path, headers)).etag);
    if (![...etags.values()].some(Boolean)) {
      return [{ mode, endpoint: 'every read', status: 'no ETag returned: mode skipped' }];
    }
  }
  const helloFirst = await measure(`${hello.name}, first`, `${base}${hello.path}`, headers);
  const measured: (Measured | { name: string; skipped: string })[] = [];
  for (const endpoint of reads) {
    const url = `${base}${endpoint.path}`;
    const etag = etags.get(endpoint);
    if (mode !== 'if-none-match') measured.push(await measure(endpoint.name, url, headers));
    else if (etag === undefined)
      measured.push({ name: endpoint.name, skipped: 'no ETag returned: skipped' });
    else measured.push(await measure(endpoint.name, url, { ...headers, 'if-none-match': etag }));
  }
  const helloLast = await measure(`${hello.name}, last`, `${base}${hello.path}`, headers);
  const helloRps = (helloFirst.result.requests.average + helloLast.result.requests.average) / 2;
  return [helloFirst, ...measured, helloLast].map((m) =>
    'skipped' in m ? { mode, endpoint: m.name, status: m.skipped } : rowOf(mode, m, helloRps),
  );
}

async function startReadsServer() {
  const child = fork(new URL('./reads-server.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  const ready = await new Promise<ReadsServerReady>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.once('message', (message: ReadsServerReady) => resolve(message));
  });
  child.removeAllListeners('exit');
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.send({ type: 'stop' } satisfies ReadsServerCommand);
    });
  return { ready, stop };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

console.log(
  `Public reads: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per endpoint and mode, ` +
    `loopback, Node ${process.version}, ${os.cpus().length} cores, ${new Date().toISOString()}`,
);
console.log(`load average (1 / 5 / 15 min) before: ${loadAverage()}`);
const server = await startReadsServer();
try {
  const endpoints = endpointsOf(server.ready);
  const rows: Row[] = [];
  for (const mode of modes.filter(isMode)) {
    rows.push(...(await measureMode(mode, server.ready.url, endpoints)));
  }
  console.table(rows);
  console.log(`load average (1 / 5 / 15 min) after: ${loadAverage()}`);
} finally {
  await server.stop();
}
