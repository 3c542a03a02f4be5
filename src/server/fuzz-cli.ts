/**
 * The long fuzz run: `npm run fuzz -- --requests 100000 [--seed N] [--postgres]`.
 * A fresh SQLite database, or with --postgres a fresh database on
 * TEST_DATABASE_URL (run it under scripts/with-postgres.sh). Prints the
 * statuses per endpoint and the rate; exits 1 on any problem.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { fuzzFreshServer } from './testing/fuzz/fuzz-fresh-server';
import type { FuzzReport } from './testing/fuzz/fuzz-fresh-server';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    postgres: { type: 'boolean', default: false },
  },
});
const requests = Number(values.requests);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run fuzz -- --requests N [--seed N] [--postgres]');
  process.exit(2);
}
if (values.postgres && !process.env.TEST_DATABASE_URL) {
  console.error(
    '--postgres needs TEST_DATABASE_URL: bash scripts/with-postgres.sh npm run fuzz -- ...',
  );
  process.exit(2);
}
if (!values.postgres) delete process.env.TEST_DATABASE_URL;

const database = values.postgres ? 'PostgreSQL' : 'SQLite';
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(`Fuzzing ${requests} requests on ${database}, seed ${seed}, load ${load()}`);

function print(report: FuzzReport): boolean {
  for (const [name, statuses] of Object.entries(report.statuses).sort())
    console.log(
      `${name.padEnd(34)} ${Object.entries(statuses)
        .map(([s, n]) => `${s}:${n}`)
        .join(' ')}`,
    );
  for (const { request, problem } of report.problems.slice(0, 50))
    console.log(`PROBLEM ${problem}\n  ${request}`);
  for (const line of report.errorLines.slice(0, 20)) console.log(`ERROR LOG ${line.slice(0, 500)}`);
  if (report.unregistered.length > 0)
    console.log(`Not registered by this server (not sent): ${report.unregistered.join(', ')}`);
  const ok =
    report.problems.length === 0 &&
    report.errorLines.length === 0 &&
    report.healthStatus === 200 &&
    report.auditStatus === 'intact';
  console.log(
    `${database}: ${report.requests} requests, ${report.serverErrors} 5xx, ` +
      `${report.problems.length} problems, ${report.errorLines.length} error log lines, ` +
      `health ${report.healthStatus}, audit ${report.auditStatus}, ` +
      `${report.seconds.toFixed(0)} s, ${(report.requests / report.seconds).toFixed(0)} requests/s, ` +
      `load ${load()}, seed ${seed}: ${ok ? 'OK' : 'FAILED'}`,
  );
  return ok;
}

const report = await fuzzFreshServer({
  requests,
  seed,
  onBatch: (done) => {
    if (done % 10_000 === 0) console.log(`${done} requests, load ${load()}`);
  },
});
process.exit(print(report) ? 0 : 1);
