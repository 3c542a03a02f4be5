import type { Page } from '@playwright/test';
import type { RunningServer } from '../../src/server/server';
import { DEMO_COMPETITION_ID } from '../../src/server/seed/seed-demo';
import { SYSTEM_ACTOR } from '../../src/server/services/audit-log';
import { scratchEntry } from '../../src/server/services/floor/floor-scratch';
import { markJudgeAbsent } from '../../src/server/services/judging/scrutineer-absences';
import { generateRounds } from '../../src/server/services/schedule-service';
import { createPrintDay } from '../../src/server/testing/print-fixtures';
import type { PrintRounds } from '../../src/shared/printing';
import type { PublicCompetitor } from '../../src/shared/registration';
import { expect, test } from './fixtures';
import { pdfText } from './support/pdf-text';
import { signedInPage } from './support/staff';

const EVENT = 'Newcomer Standard Waltz';
const REASON = 'Twisted ankle in the warm-up';

/**
 * A day to print: the demo event's rounds as the organizer generates them
 * (its panel, a couple scratched), and a small day of their own (one panel of
 * three shared by the new event's semi-final and final, earlier rounds posted
 * so every sheet carries numbers), one judge absent from the final.
 */
async function printableDay(server: RunningServer) {
  const { db } = server.ctx.database;
  const event = await db
    .selectFrom('events')
    .select('id')
    .where('competition_id', '=', DEMO_COMPETITION_ID)
    .where('name', '=', EVENT)
    .executeTakeFirstOrThrow();
  await generateRounds(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
    eventId: event.id,
    maxCouplesPerHeat: 7,
  });
  const scratched = await db
    .selectFrom('entries')
    .select(['id', 'lead_number'])
    .where('event_id', '=', event.id)
    .orderBy('lead_number')
    .executeTakeFirstOrThrow();
  await scratchEntry(
    server.ctx,
    SYSTEM_ACTOR,
    { competitionId: DEMO_COMPETITION_ID, eventId: event.id, entryId: scratched.id },
    REASON,
  );
  const day = await createPrintDay(server.ctx, {
    events: 1,
    roundsPerEvent: 2,
    judges: 3,
    couples: 12,
    dances: ['Waltz', 'Tango'],
    heats: 2,
    earlierRoundsPosted: true,
  });
  const final = day.rounds.at(-1);
  const absent = day.judges[2];
  if (!final || !absent) throw new Error('the print day has no final or third judge');
  await markJudgeAbsent(
    server.ctx,
    SYSTEM_ACTOR,
    { competitionId: DEMO_COMPETITION_ID, eventId: final.eventId, roundNumber: final.roundNumber },
    { judgeId: absent.id, reason: 'Stuck in traffic' },
  );
  return { day, absentJudgeId: absent.id, scratchedNumber: scratched.lead_number ?? 0 };
}

/** What the server sends the print screen, read as the signed-in person. */
async function printRounds(page: Page): Promise<PrintRounds> {
  const answer = await page.request.get(
    `/api/admin/competitions/${DEMO_COMPETITION_ID}/print/rounds`,
  );
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as PrintRounds;
}

/** Opens the print screen with this choice and prints it as Chromium would save it. */
async function printToPdf(page: Page, query: string) {
  await page.goto(`/print-sheets?${query}`);
  await expect(page.locator('[data-print-ready]')).toBeAttached();
  return pdfText(await page.pdf({ preferCSSPageSize: true }));
}

/** pdf.js gives text runs, not sentences: whitespace between runs is loose. */
const loose = (text: string) => new RegExp(text.replace(/\s+/g, '\\s*'));

test('a signed-out visitor is sent to sign in and back', async ({ page }) => {
  await page.goto('/print-sheets');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprint-sheets$/);
});

test('the jumbotron operator is told the screen is not theirs', async ({ page, signInAs }) => {
  await signInAs(['jumbotron']);
  await page.goto('/print-sheets');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
});

test('the deck captain and the MC open it; before any round it says to generate them', async ({
  page,
  signInAs,
  browser,
  server,
}) => {
  await signInAs(['deckCaptain']);
  await page.goto('/print-sheets');
  await expect(page.getByRole('heading', { name: 'Print sheets' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Generate rounds in Events');
  await expect(page.getByRole('button', { name: 'Print' })).toBeDisabled();

  const mc = await signedInPage(browser, server, ['mc']);
  await mc.page.goto('/print-sheets?kind=heats');
  await expect(mc.page.getByRole('heading', { name: 'Print sheets' })).toBeVisible();
  await expect(mc.page.getByRole('alert')).toContainText('Generate rounds in Events');
  await mc.context.close();
});

test("judges' sheets print one page per judge and round, collated, with Recall N and the numbers", async ({
  page,
  signInAs,
  server,
}) => {
  const { day, absentJudgeId } = await printableDay(server);
  await signInAs(['scrutineer']);
  const data = await printRounds(page);
  const sheets = data.rounds.reduce(
    (sum, round) => sum + round.panel.filter((judge) => !judge.absent).length,
    0,
  );

  const pdf = await printToPdf(page, 'kind=judges&paper=a4');
  // Every round's present judges get exactly one page each: no sheet spills over.
  expect(pdf.pages).toBe(sheets);
  const all = pdf.text.join('\n');
  for (const round of data.rounds.filter((item) => item.kind === 'recall')) {
    expect(all).toMatch(loose(`Recall ${round.recallCount}`));
  }
  for (const judge of data.judges) expect(all).toMatch(loose(`Judge ${judge.letter}:`));
  for (const number of day.numbers) expect(all).toContain(String(number));
  // Collated per judge: the first judge's sheets come first, in running order.
  const [firstJudge] = data.judges;
  expect(pdf.text[0]).toMatch(loose(`Judge ${firstJudge?.letter}:`));

  // A final's sheet: a grid to place the couples.
  expect(all).toContain('Place every couple');

  // One judge's sheets: the rounds of their panels, less the final they are absent from.
  const absent = data.judges.find((judge) => judge.judgeId === absentJudgeId);
  const onPanel = data.rounds.filter((round) =>
    round.panel.some((judge) => judge.judgeId === absentJudgeId),
  );
  const one = await printToPdf(page, `kind=judges&judge=${absentJudgeId}`);
  expect(one.pages).toBe(onPanel.length - 1);
  for (const text of one.text) expect(text).toMatch(loose(`Judge ${absent?.letter}:`));
  const ofTheirEvent = one.text.filter((text) => loose(day.events[0]?.eventName ?? '').test(text));
  expect(ofTheirEvent).toHaveLength(1);
  expect(ofTheirEvent[0]).toMatch(loose('Semi-Final'));
  await expect(page.getByRole('combobox', { name: 'Judge' })).toHaveValue(
    `${absent?.letter}: ${absent?.name}`,
  );

  // One round chosen in the toolbar: the final's two present judges, one page each.
  await page.getByRole('combobox', { name: 'Rounds' }).click();
  await page.getByRole('option', { name: 'One round' }).click();
  await page.getByRole('combobox', { name: 'Judge' }).click();
  await page.getByRole('option', { name: 'Every judge' }).click();
  await page.getByRole('combobox', { name: 'Round', exact: true }).click();
  await page
    .getByRole('option', { name: new RegExp(`${day.events[0]?.eventName}, Final$`) })
    .click();
  await expect(page).toHaveURL(/scope=round/);
  await expect(page.locator('[data-print-ready]')).toBeAttached();
  const semi = await pdfText(await page.pdf({ preferCSSPageSize: true }));
  expect(semi.pages).toBe(2);
});

test('heat lists show every couple by heat, the scratched one struck with its reason', async ({
  page,
  signInAs,
  server,
}) => {
  const { day, scratchedNumber } = await printableDay(server);
  await signInAs(['deckCaptain']);
  const data = await printRounds(page);
  const pdf = await printToPdf(page, 'kind=heats');
  const all = pdf.text.join('\n');
  for (const round of data.rounds) {
    expect(all).toContain(round.roundName);
    for (const { couples } of round.heats) {
      for (const couple of couples) {
        expect(all).toContain(String(couple.number));
        expect(all).toContain(couple.leadName);
      }
    }
  }
  for (const number of day.numbers) expect(all).toContain(String(number));
  expect(all).toContain(String(scratchedNumber));
  expect(all).toMatch(loose(`Scratched: ${REASON}`));
});

test('back numbers print one landscape page per competitor with an entry, on A4 or Letter', async ({
  page,
  signInAs,
}) => {
  await signInAs(['scrutineer']);
  const answer = await page.request.get(`/api/competitions/${DEMO_COMPETITION_ID}/competitors`);
  const dancing = ((await answer.json()) as PublicCompetitor[]).filter((c) => c.eventCount > 0);
  expect(dancing.length).toBeGreaterThan(0);

  const a4 = await printToPdf(page, 'kind=numbers&paper=a4&orientation=portrait');
  expect(a4.pages).toBe(dancing.length);
  dancing.forEach((competitor, i) => expect(a4.text[i]).toContain(String(competitor.number)));
  // Landscape whatever the address says: A4 is 842 x 595 points.
  expect(a4.sizes[0]).toEqual({ width: 842, height: 595 });

  const letter = await printToPdf(page, 'kind=numbers&paper=letter');
  expect(letter.pages).toBe(dancing.length);
  expect(letter.sizes[0]).toEqual({ width: 792, height: 612 });
});
