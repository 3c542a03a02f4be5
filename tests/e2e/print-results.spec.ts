import type { Page } from '@playwright/test';
import { tsoP } from '../../src/domain/scrutineering/fixtures/dtv-tso';
import { DEMO_COMPETITION_ID } from '../../src/server/seed/seed-demo';
import type { RunningServer } from '../../src/server/server';
import { agreeingRecalls, createPostedRound } from '../../src/server/testing/results-fixtures';
import type { ListFor } from '../../src/server/testing/results-fixtures';
import type { PrintResults } from '../../src/shared/printing';
import { expect, test } from './fixtures';
import { pdfText } from './support/pdf-text';

const admin = `/api/admin/competitions/${DEMO_COMPETITION_ID}`;
const PIN = '2468';

/** TSO Beispiel P's judges' places (Rules 9, 10 and 11), the k-th couple of the round as couple 10k. */
const tsoPlaces: ListFor = (judgeIndex, dance, round) => {
  const judge = tsoP.sheet.judges[judgeIndex] ?? '';
  const mark = (index: number) => tsoP.sheet.marks[dance]?.[String(101 + index)]?.[judge] ?? 0;
  return round.couples
    .map((couple, index) => ({ entryId: couple.entryId, mark: mark(index) }))
    .sort((a, b) => a.mark - b.mark)
    .map((couple) => couple.entryId);
};

/** A final whose summary needs Rules 10 and 11, and a recall round of another event. */
async function postTwoEvents(server: RunningServer) {
  const final = await createPostedRound(server.ctx, {
    judges: tsoP.sheet.judges.length,
    couples: 6,
    dances: [...tsoP.sheet.dances],
    roundNumber: 1,
    firstNumber: 101,
    listFor: tsoPlaces,
  });
  const recall = await createPostedRound(server.ctx, {
    judges: 3,
    couples: 8,
    dances: ['Waltz', 'Tango'],
    roundNumber: 2,
    recallSize: 4,
    firstNumber: 201,
    listFor: agreeingRecalls(4),
  });
  return { final, recall };
}

/** A chairman's write from their own signed-in page (the PIN first, then the lock). */
async function send(page: Page, method: string, url: string, body: unknown) {
  const status = await page.evaluate(
    async ({ method, url, body }) =>
      (
        await fetch(url, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { method, url, body },
  );
  expect(status, `${method} ${url}`).toBeLessThan(300);
}

async function printToPdf(page: Page) {
  await expect(page.locator('[data-print-ready]')).toBeAttached({ timeout: 30_000 });
  return pdfText(await page.pdf({ preferCSSPageSize: true }));
}

test("results sheets print each event's posted rounds with the results page's tables, the judges, and the chairman's approval only where every round is locked", async ({
  page,
  server,
  signInAs,
}) => {
  const { final, recall } = await postTwoEvents(server);
  const chairman = await signInAs(['chairman']);
  await page.goto('/print-sheets');
  // The chairman's first kind is results sheets: they cannot print the judges' sheets.
  await expect(page.getByRole('combobox', { name: 'Print' })).toHaveValue('Results sheets');
  await send(page, 'PUT', `${admin}/chairman/pin`, { pin: PIN });
  await send(page, 'POST', `${admin}/chairman/rounds/${final.eventId}/1/lock`, { pin: PIN });

  const response = await page.request.get(`${admin}/print/results`);
  expect(response.status()).toBe(200);
  const results = (await response.json()) as PrintResults;
  const eventOf = (eventId: string) => {
    const found = results.events.find((event) => event.event.eventId === eventId);
    if (!found) throw new Error(`event ${eventId} is not in the print results`);
    return found;
  };

  await page.goto('/print-sheets?kind=results');
  const { pages, text } = await printToPdf(page);
  // Each event starts a page of its own: its pages run from its name to the next event's.
  const sheetOf = (eventName: string) => {
    const first = text.findIndex((pageText) => pageText.includes(eventName));
    expect(first, `a page for ${eventName}`).toBeGreaterThanOrEqual(0);
    const next = text.findIndex(
      (pageText, index) =>
        index > first &&
        [final, recall].some(
          (other) => other.eventName !== eventName && pageText.includes(other.eventName),
        ),
    );
    return text.slice(first, next === -1 ? pages : next).join(' ');
  };

  const finalSheet = sheetOf(final.eventName);
  for (const number of ['101', '102', '103', '104', '105', '106'])
    expect(finalSheet).toContain(number);
  for (const place of ['1st', '2nd', '6th']) expect(finalSheet).toContain(place);
  // A skating table's columns and the summary's Rule 10 and 11 steps, as on the results page.
  expect(finalSheet).toContain('1-2');
  expect(finalSheet).toContain('R10');
  expect(finalSheet).toContain('R11');
  for (const judge of eventOf(final.eventId).judges) {
    expect(finalSheet).toContain(judge.name);
    expect(finalSheet).toContain(judge.letter);
  }
  expect(finalSheet).toContain(`Approved by the chairman ${chairman.email}`);
  expect(finalSheet).toContain("Chairman's signature");
  expect(finalSheet).not.toContain('Not approved');

  const recallSheet = sheetOf(recall.eventName);
  for (const number of ['201', '204', '205', '208']) expect(recallSheet).toContain(number);
  expect(recallSheet).toContain('Recalled');
  for (const judge of eventOf(recall.eventId).judges) expect(recallSheet).toContain(judge.name);
  expect(recallSheet).toContain('Not approved by the chairman yet');
  expect(recallSheet).not.toContain('Approved by the chairman');

  // One event only: its own sheet, nothing of the other.
  await page.goto(`/print-sheets?kind=results&event=${recall.eventId}`);
  const one = await printToPdf(page);
  const oneText = one.text.join(' ');
  expect(oneText).toContain(recall.eventName);
  expect(oneText).not.toContain(final.eventName);
});

test('a deck captain sees results sheets disabled with who may print them, and the server refuses them', async ({
  page,
  server,
  signInAs,
}) => {
  await postTwoEvents(server);
  await signInAs(['deckCaptain']);
  await page.goto('/print-sheets?kind=heats');
  await page.getByRole('combobox', { name: 'Print' }).click();
  await expect(
    page.getByRole('option', { name: 'Results sheets (Scrutineer or Chairman of judges only)' }),
  ).toHaveAttribute('data-combobox-disabled', 'true');
  await page.keyboard.press('Escape');

  // An address naming the kind anyway says so instead of printing refusals.
  await page.goto('/print-sheets?kind=results');
  await expect(page.getByRole('alert')).toContainText(
    'Results sheets: Scrutineer or Chairman of judges only',
  );
  await expect(page.locator('[data-print-ready]')).toHaveCount(0);
  expect((await page.request.get(`${admin}/print/results`)).status()).toBe(403);
});
