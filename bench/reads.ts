/**
 * Public reads benchmark: requests per second of the public read endpoints
 * against a hello-world route on the same server, in the same run. The server
 * runs in a child process (bench/reads-server.ts); autocannon drives it from
 * this one over loopback, endpoint after endpoint, in each mode:
 *   gzip           accept-encoding: gzip, deflate (what a phone sends over plain-http LAN)
 *   br             accept-encoding: br
 *   if-none-match  br plus the ETag of a first answer (the repeat read); an
 *                  endpoint that returns no ETag is reported and skipped
 * Prints requests per second, the ratio to hello-world in the same mode, mean
 * latency and bytes per response (headers included, as sent on the wire).
 *
 *   npm run bench:reads -- [--seconds 5] [--warmup 1] [--connections 50] [--modes gzip,br,if-none-match]
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
    seconds: { type: 'string', default: '5' },
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

function endpointsOf(ready: ReadsServerReady): Endpoint[] {
  const competition = `/api/competitions/${ready.competitionId}`;
  return [
    { name: 'hello-world (same server)', path: ready.helloPath },
    { name: 'competition record', path: competition },
    { name: 'event results', path: `${competition}/results/${ready.eventId}` },
    { name: 'results index', path: `${competition}/results` },
    { name: 'events', path: `${competition}/events` },
    { name: 'entries', path: `${competition}/entries` },
    { name: 'competitors', path: `${competition}/competitors` },
    { name: 'schedule', path: `${competition}/schedule` },
  ];
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

async function load(url: string, headers: Record<string, string>) {
  if (WARMUP_SECONDS > 0) {
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
  }
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
}

type Row = Record<string, string>;

async function measureMode(mode: Mode, base: string, endpoints: Endpoint[]): Promise<Row[]> {
  const rows: Row[] = [];
  let helloRps = NaN;
  for (const endpoint of endpoints) {
    const url = `${base}${endpoint.path}`;
    const headers: Record<string, string> = { ...MODES[mode] };
    const first = await probe(url, headers);
    const isHello = endpoint === endpoints[0];
    if (mode === 'if-none-match' && !isHello) {
      if (first.etag === undefined) {
        rows.push({ mode, endpoint: endpoint.name, status: 'no ETag returned: skipped' });
        continue;
      }
      headers['if-none-match'] = first.etag;
    }
    const answer = mode === 'if-none-match' && !isHello ? await probe(url, headers) : first;
    const result = await load(url, headers);
    const rps = result.requests.average;
    if (isHello) helloRps = rps;
    const statuses = Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code} x${count}`)
      .join(', ');
    const failures = result.errors + result.timeouts;
    rows.push({
      mode,
      endpoint: endpoint.name,
      status: failures > 0 ? `${statuses}; ${failures} errors` : statuses,
      encoding: answer.encoding,
      'body B': String(answer.bodyBytes),
      'req/s': rps.toFixed(0),
      'x hello': (rps / helloRps).toFixed(2),
      'mean ms': result.latency.mean.toFixed(1),
      'B/response': (result.throughput.total / Math.max(1, result.requests.total)).toFixed(0),
    });
  }
  return rows;
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
