import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ruleName, stepText, summaryTable } from '../../src/domain/scrutineering/result-tables';
import type { FinalWorking } from '../../src/domain/scrutineering/result-tables';
import { tsoP } from '../../src/domain/scrutineering/fixtures/dtv-tso';
import { DEMO_COMPETITION_ID } from '../../src/server/seed/seed-demo';
import type { RunningServer } from '../../src/server/server';
import { createRunningRound } from '../../src/server/testing/judging-fixtures';
import {
  agreeingRecalls,
  createPostedRound,
  markRound,
} from '../../src/server/testing/results-fixtures';
import type { ListFor } from '../../src/server/testing/results-fixtures';
import type { EventResults, SetMarksEmbargo } from '../../src/shared/results';
import { expect, test } from './fixtures';
import { showResultsPage } from './support/results';
import { signedInPage } from './support/staff';

const resultsApi = `/api/competitions/${DEMO_COMPETITION_ID}/results`;

test.beforeEach(({ server }) => showResultsPage(server));

/** The scrutineer's embargo switch, sent from a signed-in scrutineer's browser. */
async function setEmbargo(staffPage: Page, embargo: SetMarksEmbargo) {
  const status = await staffPage.evaluate(
    async ({ url, body }) =>
      (
        await fetch(url, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { url: `/api/admin/competitions/${DEMO_COMPETITION_ID}/results-embargo`, body: embargo },
  );
  expect(status).toBe(200);
}

/** TSO Beispiel P's judges' places (Rules 9, 10 and 11), the k-th couple of the round as couple 10k. */
const tsoPlaces: ListFor = (judgeIndex, dance, round) => {
  const judge = tsoP.sheet.judges[judgeIndex] ?? '';
  const mark = (index: number) => tsoP.sheet.marks[dance]?.[String(101 + index)]?.[judge] ?? 0;
  return round.couples
    .map((couple, index) => ({ entryId: couple.entryId, mark: mark(index) }))
    .sort((a, b) => a.mark - b.mark)
    .map((couple) => couple.entryId);
};

const postTsoPFinal = (server: RunningServer) =>
  createPostedRound(server.ctx, {
    judges: tsoP.sheet.judges.length,
    couples: 6,
    dances: [...tsoP.sheet.dances],
    roundNumber: 1,
    firstNumber: 101,
    listFor: tsoPlaces,
  });

/** A table's cells as the reader sees them, row by row, header row first. */
const cellTexts = (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .evaluate((table) =>
      [...table.querySelectorAll('tr')].map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()),
      ),
    );

test('a round posted by the scrutineer appears on the open results page without a reload', async ({
  page,
  server,
  browser,
}) => {
  const round = await createRunningRound(server.ctx, {
    judges: 3,
    couples: 6,
    dances: ['Waltz'],
    roundNumber: 2,
    recallSize: 3,
  });
  await markRound(server.ctx, round, agreeingRecalls(3));

  await page.goto(`/results/${round.eventId}`);
  await expect(page.getByRole('link', { name: '← All results' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Semi-Final', exact: true })).toHaveCount(0);

  const scrutineer = await signedInPage(browser, server, ['scrutineer']);
  await scrutineer.page.goto(`/admin/scrutineer?round=${round.eventId}:2`);
  await scrutineer.page.getByRole('button', { name: 'Compute' }).click();
  await scrutineer.page.getByRole('button', { name: 'Post', exact: true }).click();
  await scrutineer.page.getByRole('dialog').getByRole('button', { name: 'Post round' }).click();
  await expect(scrutineer.page.getByText('State: Posted')).toBeVisible();
  await scrutineer.context.close();

  const recalls = page.getByRole('table', { name: 'Semi-Final: recalls' });
  // Judges recall 500-502, 501-503 and 502-504: 502 on 3 marks, 501 and 503 on 2, then the cut.
  const body = async () =>
    (await cellTexts(page, 'Semi-Final: recalls'))
      .slice(2)
      .map((cells) => (cells.length === 1 ? cells : [cells[0], cells.at(-2), cells.at(-1)]));
  await expect
    .poll(body)
    .toEqual([
      ['502', '3', 'Recalled'],
      ['501', '2', 'Recalled'],
      ['503', '2', 'Recalled'],
      ['cut: 3 recalled'],
      ['500', '1', '4-5'],
      ['504', '1', '4-5'],
      ['505', '0', '6'],
    ]);
  await expect(recalls.getByText('Lead 502 & Follow 502')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Judges' })).toContainText(
    round.judges[0]?.name ?? '',
  );
});

test('with the embargo on the page shows places but no marks, and the marks once released, without a reload', async ({
  page,
  server,
  browser,
}) => {
  const scrutineer = await signedInPage(browser, server, ['scrutineer']);
  await scrutineer.page.goto('/');
  await setEmbargo(scrutineer.page, { embargo: true, releaseAt: null });
  const final = await createPostedRound(server.ctx, {
    judges: 3,
    couples: 3,
    dances: ['Waltz'],
    roundNumber: 1,
  });

  await page.goto(`/results/${final.eventId}`);
  await expect(page.getByRole('table', { name: 'Final: places' })).toContainText('Lead 500');
  await expect(page.getByTestId('marks-embargo')).toContainText(
    "The judges' marks are published once the organizers release them.",
  );
  await expect(page.getByRole('table', { name: 'Waltz skating table' })).toHaveCount(0);

  await setEmbargo(scrutineer.page, { embargo: false, releaseAt: null });
  await expect(page.getByRole('table', { name: 'Waltz skating table' })).toBeVisible();
  await expect(page.getByTestId('marks-embargo')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'How each place was decided' })).toContainText(
    'Place 1st',
  );
  await scrutineer.context.close();
});

test("a final's summary shows the places and Rule 10 and 11 cells the engine's command line gives for the same marks", async ({
  page,
  server,
}) => {
  const final = await postTsoPFinal(server);
  const response = await page.request.get(`${resultsApi}/${final.eventId}`);
  const results = (await response.json()) as EventResults;
  const detail = results.rounds[0]?.detail;
  if (detail?.kind !== 'final') throw new Error('the final has no marks');
  const { grid } = detail;

  // The posted marks as a sheet for the command line, and the command line's own working.
  const sheet = {
    kind: 'final',
    judges: grid.judges,
    dances: grid.dances,
    couples: grid.couples,
    marks: Object.fromEntries(
      grid.dances.map((dance, d) => [
        dance,
        Object.fromEntries(
          grid.couples.map((couple, c) => [
            couple,
            Object.fromEntries(grid.judges.map((judge, j) => [judge, grid.marks[d]?.[c]?.[j]])),
          ]),
        ),
      ]),
    ),
  };
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'results-page-')), 'sheet.json');
  writeFileSync(file, JSON.stringify(sheet));
  const output = execFileSync('npm', ['run', '--silent', 'scrutineer', '--', file], {
    encoding: 'utf8',
  });
  const engine = JSON.parse(output) as FinalWorking;

  const numberOf = new Map(
    results.rounds[0]?.couples.map((couple) => [couple.entryId, String(couple.number)]),
  );
  const expected = summaryTable(grid, engine);
  expect(expected.steps.map((step) => step.rule)).toEqual([10, 10, 11]);

  await page.goto(`/results/${final.eventId}`);
  await expect
    .poll(() => cellTexts(page, 'Final summary'))
    .toEqual([
      [
        'No.',
        ...grid.dances,
        'Total',
        ...expected.steps.map((step) => step.label),
        'Place',
        'Rule',
      ],
      ...expected.rows.map((row) => [
        numberOf.get(row.couple),
        ...row.dancePlaces.map(String),
        String(row.total),
        ...row.steps.map(stepText),
        String(row.place),
        ruleName(row.rule),
      ]),
    ]);
  // And the published result: 101 to 106 in number order.
  expect(expected.rows.map((row) => numberOf.get(row.couple))).toEqual([
    '101',
    '102',
    '103',
    '104',
    '105',
    '106',
  ]);
});

test('on a 360 px phone the tables scroll inside their card, the couple column staying in view', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const final = await postTsoPFinal(server);
  await page.goto(`/results/${final.eventId}`);
  const summary = page.getByRole('region', { name: 'Final summary' });
  await expect(summary).toBeVisible();

  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  const box = await summary.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);

  const firstCell = summary.getByRole('rowheader').first();
  const before = await firstCell.boundingBox();
  await summary.evaluate((element) => element.scrollBy({ left: 200 }));
  await expect(summary).toHaveJSProperty('scrollLeft', 200);
  // Held in place (the border may round by half a pixel), not moved the 200 px the marks moved.
  const after = await firstCell.boundingBox();
  expect(Math.abs((after?.x ?? 0) - (before?.x ?? 200))).toBeLessThan(2);
});
