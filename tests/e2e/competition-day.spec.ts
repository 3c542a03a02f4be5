import type { Browser, Page } from '@playwright/test';
import type { RoundJudging } from '../../src/shared/judging';
import { SYSTEM_ACTOR } from '../../src/server/services/audit-log';
import { generateRounds } from '../../src/server/services/schedule-service';
import { DEMO_COMPETITION_ID } from '../../src/server/seed/seed-demo';
import { expect, test } from './fixtures';

/**
 * The whole day in one event, every screen at once: five judges on
 * phone-sized screens mark a recall round (with a tie at the cut that the
 * scrutineer settles through the chooser) and the final; the scrutineer
 * starts, computes and posts both; a public page stays open throughout.
 */
const EVENT = 'Bronze Standard Waltz/Quickstep';
const roundPath = (eventId: string, roundNumber: number) =>
  `/api/admin/competitions/${DEMO_COMPETITION_ID}/judging/rounds/${eventId}/${roundNumber}`;

type JudgePhone = { name: string; page: Page };

function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

async function openJudgePhones(browser: Browser, baseURL: string, judges: RoundJudging['panel']) {
  return Promise.all(
    judges.map(async (judge): Promise<JudgePhone> => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 360, height: 640 },
      });
      return { name: judge.name, page: await context.newPage() };
    }),
  );
}

async function signIn(phone: JudgePhone, judgeId: string, code: string) {
  await phone.page.goto(`/judges/${judgeId}`);
  await phone.page.getByLabel('Your judge code').fill(code);
  await phone.page.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone.page.getByRole('heading', { name: phone.name })).toBeVisible();
}

/** Taps a dance's sheet on a judge's phone, reviews it and submits it. */
async function markDance(
  phone: JudgePhone,
  dance: string,
  couples: { number: number | null; heat: number | null }[],
  button: (number: number | null) => string,
) {
  const round = phone.page.getByRole('region', { name: new RegExp(EVENT.replace('/', '\\/')) });
  await round.getByRole('tab', { name: dance, exact: true }).click();
  // The dance's sheet is up, and with it its heat tabs if the round has heats.
  await expect(round.getByRole('button', { name: `Review ${dance}`, exact: true })).toBeVisible();
  for (const couple of couples) {
    const heatTab = round.getByRole('tab', { name: new RegExp(`^Heat ${couple.heat ?? 1}\\b`) });
    if (await heatTab.count()) await heatTab.click();
    await round.getByRole('button', { name: button(couple.number) }).click();
  }
  await round.getByRole('button', { name: `Review ${dance}` }).click();
  await phone.page
    .getByRole('dialog', { name: `Review ${dance}` })
    .getByRole('button', { name: `Submit ${dance}` })
    .click();
  // The panel's very last sheet turns the round Marked, and it leaves the phone at once.
  await expect(
    round
      .getByText(`${dance}: Received by the scrutineer`)
      .or(phone.page.getByText('No round is running for you')),
  ).toBeVisible();
}

async function startRound(page: Page, name: string) {
  await page.getByRole('button', { name: 'Start round' }).click();
  await page
    .getByRole('dialog', { name: `Start ${name}?` })
    .getByRole('button', { name: 'Start round' })
    .click();
  await expect(page.getByText('State: Running')).toBeVisible();
}

async function post(page: Page) {
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Post round' }).click();
  await expect(page.getByText('State: Posted')).toBeVisible();
}

test('one event from its first round to a posted final: five judges on phones, the scrutineer and a public page at once', async ({
  page,
  browser,
  server,
  signInAs,
}) => {
  // Seven browsers at once: at a load average of 20 it needs more than 6 minutes.
  test.setTimeout(600_000);
  await signInAs(['scrutineer']);
  const api = page.request;
  // The organizer generated the day's rounds beforehand.
  const schedule = await generateRounds(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
    maxCouplesPerHeat: 8,
  });
  const semi = schedule.find((r) => r.eventName === EVENT && r.roundNumber === 2);
  if (!semi) throw new Error(`${EVENT} has no semi-final`);
  const judging = async (roundNumber: number) =>
    (await (await api.get(roundPath(semi.eventId, roundNumber))).json()) as RoundJudging;

  const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
  await visitor.goto('/competitors');

  const round = await judging(2);
  expect(round.panel).toHaveLength(5);
  const codes = await server.ctx.database.db
    .selectFrom('officials')
    .select(['id', 'access_code'])
    .where('competition_id', '=', DEMO_COMPETITION_ID)
    .execute();
  const codeOf = (id: string) => codes.find((c) => c.id === id)?.access_code ?? '';
  const phones = await openJudgePhones(browser, server.url, round.panel);
  await Promise.all(
    round.panel.map((judge, i) => signIn(nth(phones, i), judge.judgeId, codeOf(judge.judgeId))),
  );

  await page.goto(`/admin/scrutineer?round=${semi.eventId}:2`);
  await startRound(page, `${EVENT} Semi-Final`);

  // Every judge recalls the same couples but one, and one of the next two in
  // turn: those two tie for the last place of the cut.
  const byNumber = [...round.couples].sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
  const clear = byNumber.slice(0, round.recallSize - 1);
  const tied = byNumber.slice(round.recallSize - 1, round.recallSize + 1);
  await Promise.all(
    phones.map(async (phone, judge) => {
      for (const [d, dance] of round.dances.entries()) {
        const sheet = [...clear, nth(tied, (judge + d) % 2)];
        await markDance(phone, dance, sheet, (n) => `Couple ${n}, not recalled`);
      }
    }),
  );

  const progress = page.getByRole('table', { name: "Judges' progress" });
  await expect(progress.getByText('Submitted')).toHaveCount(
    round.panel.length * round.dances.length,
  );
  await expect(page.getByText('State: Marked')).toBeVisible();
  await page.getByRole('button', { name: 'Compute' }).click();
  const chooser = page.getByRole('radiogroup', { name: /Tie at the cut: 2 couples/ });
  const more = round.recallSize + 1;
  await chooser.getByRole('radio', { name: `Recall ${more} (all tied couples)` }).check();
  await post(page);

  // The final, filled with the recalled couples, appears on every phone once started.
  await page
    .getByRole('navigation', { name: 'Rounds' })
    .getByRole('button', { name: new RegExp(`${EVENT} Final`) })
    .click();
  await startRound(page, `${EVENT} Final`);
  const final = await judging(1);
  expect(final.couples).toHaveLength(more);
  const placed = [...final.couples].sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
  await Promise.all(
    phones.map(async (phone, judge) => {
      for (const dance of final.dances) {
        // Each judge swaps a different neighbouring pair, so the rules have work to do.
        const order = [...placed];
        const at = judge % (order.length - 1);
        [order[at], order[at + 1]] = [nth(order, at + 1), nth(order, at)];
        await markDance(phone, dance, order, (n) => `Couple ${n}, not placed`);
      }
    }),
  );

  await expect(page.getByText('State: Marked')).toBeVisible();
  await page.getByRole('button', { name: 'Compute' }).click();
  await expect(page.getByRole('table', { name: 'Final summary' }).getByRole('row')).toHaveCount(
    more + 1,
  );
  await post(page);

  const finalResults = await server.ctx.database.db
    .selectFrom('final_results')
    .select('payload')
    .where('event_id', '=', semi.eventId)
    .executeTakeFirstOrThrow();
  const places = (JSON.parse(finalResults.payload) as { places: { entryId: string }[] }).places;
  expect(places.map((p) => p.entryId).sort()).toEqual(placed.map((c) => c.entryId).sort());
  // Every judge's 2 final dances and 2 recall dances were counted once each.
  const submissions = await server.ctx.database.db
    .selectFrom('mark_submissions')
    .select(['outcome'])
    .where('event_id', '=', semi.eventId)
    .where('outcome', '=', 'counted')
    .execute();
  expect(submissions.length).toBeGreaterThanOrEqual(phones.length * 4);
  const marks = await server.ctx.database.db
    .selectFrom('marks')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('event_id', '=', semi.eventId)
    .where('round_number', '=', 1)
    .executeTakeFirstOrThrow();
  expect(Number(marks.count)).toBe(phones.length * final.dances.length * more);
  await expect(visitor.getByRole('table')).toBeVisible();
});
