/**
 * Printing a day's judges' sheets: how long the browser takes from opening
 * the print screen to a finished PDF of every judge's sheet of every round.
 * Starts the real server in this process on a fresh demo database, writes a
 * big day (createPrintDay: 10 events x 4 rounds, one panel of 7 judges, 48
 * couples in each first round, 5 dances, 3 heats = 40 rounds x 7 judges =
 * 280 sheets, every round holding its couples), signs a scrutineer in, opens
 * /print-sheets?kind=judges&scope=all&paper=a4 in headless Chromium and times
 * `goto` until `page.pdf` returns (the same pages the browser's Print -> Save
 * as PDF makes, decision 021), a new browser context each run, median of the
 * runs. Goal: under 30 s on the 2-core machine (docs/performance.md).
 *
 *   npm run build && npm run bench:print -- [--runs 3]
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { createPrintDay } from '../src/server/testing/print-fixtures';
import { createSignedInStaff } from '../src/server/testing/staff-fixtures';
import { createTestDatabase } from '../src/server/testing/test-database';
import { startTestServer } from '../src/server/testing/test-server';
import { pdfText } from '../tests/e2e/support/pdf-text';
import { quantile } from './live-child';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number of runs, 1 or more.');
  process.exit(2);
}
const DAY = {
  events: 10,
  roundsPerEvent: 4,
  judges: 7,
  couples: 48,
  dances: ['Waltz', 'Tango', 'Foxtrot', 'Quickstep', 'Viennese Waltz'],
  heats: 3,
  // Every earlier round posted, so each sheet carries its couples' numbers
  // (the heaviest sheets: a reprint during the day, not the blank boxes of the night before).
  earlierRoundsPosted: true,
};
const SHEETS = DAY.events * DAY.roundsPerEvent * DAY.judges;

const webDir = path.resolve('dist');
if (!existsSync(path.join(webDir, 'index.html'))) {
  console.error('No built web app in dist/: run `npm run build` first.');
  process.exit(2);
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const loadBefore = load();
const database = await createTestDatabase();
const server = await startTestServer(database, { webDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  await createPrintDay(server.ctx, DAY);
  const staff = await createSignedInStaff(server, ['scrutineer']);
  const cookies = staff.cookie.split('; ').map((pair) => {
    const [name = '', ...rest] = pair.split('=');
    return { name, value: rest.join('='), url: server.url };
  });
  const url = `${server.url}/print-sheets?kind=judges&scope=all&paper=a4`;

  const times: number[] = [];
  const readyTimes: number[] = [];
  let pdf: Uint8Array = new Uint8Array();
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    await context.addCookies(cookies);
    const page = await context.newPage();
    page.setDefaultTimeout(600_000);
    const start = performance.now();
    await page.goto(url);
    await page.locator('[data-print-ready]').waitFor();
    const ready = performance.now() - start;
    pdf = await page.pdf({ preferCSSPageSize: true });
    const total = performance.now() - start;
    readyTimes.push(ready);
    times.push(total);
    console.log(
      `run ${run + 1}: ${(total / 1000).toFixed(1)} s (sheets on screen after ${(ready / 1000).toFixed(1)} s)`,
    );
    await context.close();
  }
  const { pages } = await pdfText(pdf);
  console.log(
    `Judges' sheets of a day: ${DAY.events} events x ${DAY.roundsPerEvent} rounds x ${DAY.judges} judges ` +
      `(${SHEETS} sheets), ${DAY.couples} couples, ${DAY.dances.length} dances, ${DAY.heats} heats, A4, ${RUNS} runs`,
  );
  const row = (samples: number[]) => ({
    'median s': (quantile(samples, 0.5) / 1000).toFixed(1),
    'min s': (Math.min(...samples) / 1000).toFixed(1),
    'max s': (Math.max(...samples) / 1000).toFixed(1),
  });
  console.table({
    'goto -> PDF': row(times),
    'goto -> sheets drawn (data-print-ready)': row(readyTimes),
    'sheets drawn -> PDF (Chromium printing)': row(
      times.map((time, i) => time - (readyTimes[i] ?? 0)),
    ),
  });
  console.log(
    `PDF: ${pages} pages${pages === SHEETS ? '' : ` (expected ${SHEETS}: a sheet spilled onto a second page or is missing)`}, ` +
      `${(pdf.byteLength / 1_000_000).toFixed(1)} MB`,
  );
  console.log(`Load average (1, 5, 15 min): before ${loadBefore}, after ${load()}`);
} finally {
  await browser.close();
  await server.close();
  await database.drop();
}
