/**
 * Registration benchmark: the rush before a deadline. Registers N couples
 * over HTTP with C requests in flight on the real server (fresh SQLite
 * database, or PostgreSQL when TEST_DATABASE_URL is set), then
 * opens entries with edit codes and reads the public lists. Prints
 * throughput and p50/p99/max latency of each step.
 *
 *   npm run bench:registration -- [--couples 400] [--concurrency 10]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { RegistrationInput, RegistrationReceipt } from '../src/shared/registration';
import { DEMO_COMPETITION_ID } from '../src/server/seed/seed-demo';
import { createTestDatabase } from '../src/server/testing/test-database';
import { startTestServer } from '../src/server/testing/test-server';

const { values } = parseArgs({
  options: {
    couples: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '10' },
  },
});
const COUPLES = Number(values.couples);
const CONCURRENCY = Number(values.concurrency);
const base = `/api/competitions/${DEMO_COMPETITION_ID}`;
// Events any Bronze dancer may enter in the demo (Bronze Standard, Silver Latin, Open Nightclub).
const EVENTS = [2, 4, 7].map((n) => `${DEMO_COMPETITION_ID}-event-${n}`);

const database = await createTestDatabase();
// Dancers register from their own phones: each request says it comes from its
// own address (through a trusted proxy), so per-address rate limits see a crowd.
const server = await startTestServer(database, { trustProxy: 1 });
let clientAddress = 0;
const nextAddress = () => {
  clientAddress += 1;
  return `10.${(clientAddress >> 16) & 255}.${(clientAddress >> 8) & 255}.${clientAddress & 255}`;
};

const dancer = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@bench.example`,
  affiliation: 'Riverside University',
  ageCategory: 'Student' as const,
});
const coupleInput = (i: number): RegistrationInput => ({
  lead: dancer(`Bench Lead ${i}`),
  follow: dancer(`Bench Follow ${i}`),
  eventIds: EVENTS,
  acceptRelease: true,
  acceptMedia: true,
});

async function post(path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Runs `task` for 0..n-1 with `concurrency` in flight; returns each call's milliseconds and the wall time. */
async function timed<T>(n: number, concurrency: number, task: (i: number) => Promise<T>) {
  const samples: number[] = [];
  const results: T[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const t0 = performance.now();
        results[i] = await task(i);
        samples.push(performance.now() - t0);
      }
    }),
  );
  return { samples, results, wallMs: performance.now() - started };
}

function summary(label: string, { samples, wallMs }: { samples: number[]; wallMs: number }) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    step: label,
    requests: samples.length,
    'per second': Math.round((samples.length / wallMs) * 1000),
    'p50 ms': at(0.5).toFixed(1),
    'p99 ms': at(0.99).toFixed(1),
    'max ms': (sorted.at(-1) ?? 0).toFixed(1),
  };
}

try {
  const register = await timed(
    COUPLES,
    CONCURRENCY,
    async (i) =>
      (await (await post(`${base}/registrations`, coupleInput(i))).json()) as RegistrationReceipt,
  );
  const lookups = await timed(Math.min(COUPLES, 200), CONCURRENCY, (i) => {
    const receipt = register.results[i];
    return post(`${base}/registrations/lookup`, {
      email: receipt?.lead.email,
      code: receipt?.editCode,
    });
  });
  const lists = await timed(100, CONCURRENCY, async (i) => {
    const path = [`${base}/entries`, `${base}/competitors`][i % 2] ?? '';
    const response = await fetch(`${server.url}${path}`);
    await response.arrayBuffer();
  });
  console.log(
    `${COUPLES} couples x ${EVENTS.length} events, ${CONCURRENCY} in flight, ${
      database.databaseUrl ? 'PostgreSQL' : 'SQLite'
    }`,
  );
  console.table([
    summary('register a couple (POST /registrations)', register),
    summary('open entries with the edit code (lookup)', lookups),
    summary('public lists (GET /entries, /competitors)', lists),
  ]);
} finally {
  await server.close();
  await database.drop();
}
