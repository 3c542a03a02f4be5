/**
 * Results page render benchmark: how long a mid-range phone takes to show a
 * big recall round's grid. Starts the real server in this process on a fresh
 * demo database, posts a 48-couple recall round marked by 11 judges in 5
 * dances (2,640 marks), opens /results/{event} in headless Chromium at a
 * phone's viewport with the CPU slowed 4x (CDP `Emulation.setCPUThrottlingRate`)
 * and prints the time from navigation start until every couple's row is in
 * the table, cold (a new browser context each run), median of the runs.
 *
 *   npm run build && npm run bench:results-render -- [--runs 5]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { DEMO_COMPETITION_ID } from '../src/server/seed/seed-demo';
import { createPostedRound } from '../src/server/testing/results-fixtures';
import { createTestDatabase } from '../src/server/testing/test-database';
import { startTestServer } from '../src/server/testing/test-server';
import { quantile } from './live-child';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
const COUPLES = 48;
const JUDGES = 11;
const DANCES = ['Waltz', 'Tango', 'Viennese Waltz', 'Foxtrot', 'Quickstep'];
const CPU_SLOWDOWN = 4;
/** A mid-range Android phone (CSS pixels). */
const PHONE = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true };

const webDir = path.resolve('dist');
if (!existsSync(path.join(webDir, 'index.html'))) {
  console.error('No built web app in dist/: run `npm run build` first.');
  process.exit(2);
}

const database = await createTestDatabase();
const server = await startTestServer(database, { webDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  await server.ctx.database.db
    .updateTable('competitions')
    .set({ results_page_shown: 1 })
    .where('id', '=', DEMO_COMPETITION_ID)
    .execute();
  const round = await createPostedRound(server.ctx, {
    judges: JUDGES,
    couples: COUPLES,
    dances: DANCES,
    roundNumber: 2,
    recallSize: 24,
  });
  const url = `${server.url}/results/${round.eventId}`;
  // Every couple's row, and the cut line's.
  const rendered = (rows: number) =>
    document.querySelectorAll('table[aria-label$=": recalls"] tbody tr').length >= rows;

  const shellTimes: number[] = [];
  const times: number[] = [];
  const renderTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    // The screen's own first paint (its back link), before the results arrive.
    await page.waitForFunction(() => document.querySelector('a[href="/results"]') !== null, null, {
      polling: 'raf',
      timeout: 120_000,
    });
    shellTimes.push(await page.evaluate(() => performance.now()));
    await page.waitForFunction(rendered, COUPLES + 1, { polling: 'raf', timeout: 120_000 });
    // Milliseconds since this page's navigation started.
    const [renderedAt, dataAt] = await page.evaluate(() => {
      const api = performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .find(
          (entry) => entry.name.includes('/api/competitions/') && entry.name.includes('/results/'),
        );
      return [performance.now(), api?.responseEnd ?? Number.NaN];
    });
    times.push(renderedAt);
    // From the results' arrival to the drawn table: the page's own work, without the network.
    renderTimes.push(renderedAt - dataAt);
    await context.close();
  }
  console.log(
    `Results page, ${COUPLES}-couple recall round, ${JUDGES} judges x ${DANCES.length} dances, ` +
      `${PHONE.viewport.width}x${PHONE.viewport.height} phone, CPU x${CPU_SLOWDOWN}, cold, ${RUNS} runs`,
  );
  const row = (samples: number[]) => ({
    'median ms': quantile(samples, 0.5).toFixed(0),
    'min ms': Math.min(...samples).toFixed(0),
    'max ms': Math.max(...samples).toFixed(0),
  });
  console.table({
    'navigation -> screen shown': row(shellTimes),
    'navigation -> table rendered': row(times),
    'results received -> table rendered': row(renderTimes),
  });
} finally {
  await browser.close();
  await server.close();
  await database.drop();
}
