import type { APIRequestContext, Page } from '@playwright/test';
import type { RoundJudging } from '../../src/shared/judging';
import type { ScheduleRound } from '../../src/shared/schedule';
import { DEMO_COMPETITION_ID } from '../../src/server/seed/seed-demo';
import { expect, test } from './fixtures';

const EVENT = 'Bronze Standard Waltz/Quickstep';
const roundPath = (eventId: string, roundNumber: number) =>
  `/api/admin/competitions/${DEMO_COMPETITION_ID}/judging/rounds/${eventId}/${roundNumber}`;

async function judging(api: APIRequestContext, eventId: string, roundNumber: number) {
  const response = await api.get(roundPath(eventId, roundNumber));
  expect(response.status()).toBe(200);
  return (await response.json()) as RoundJudging;
}

/** A paper sheet entered through the API, as another scrutineer's screen would. */
async function enterSheet(
  api: APIRequestContext,
  round: RoundJudging,
  judgeId: string,
  dance: string,
  entries: string[],
) {
  const response = await api.put(`${roundPath(round.eventId, round.roundNumber)}/sheets`, {
    data: { judgeId, dance, entries },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const byNumber = (round: RoundJudging) =>
  [...round.couples].sort((a, b) => (a.number ?? 0) - (b.number ?? 0));

async function startRound(page: Page, name: string) {
  await page.getByRole('button', { name: 'Start round' }).click();
  const dialog = page.getByRole('dialog', { name: `Start ${name}?` });
  await dialog.getByRole('button', { name: 'Start round' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('State: Running')).toBeVisible();
}

async function post(page: Page) {
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Post round' }).click();
  await expect(page.getByText('State: Posted')).toBeVisible();
}

test('a recall round with a tie at the cut is settled through the chooser and posted; the final is computed and posted', async ({
  page,
  signInAs,
}) => {
  await signInAs(['admin']);
  const api = page.request;
  const generated = await api.post(
    `/api/admin/competitions/${DEMO_COMPETITION_ID}/schedule/generate`,
    { data: {} },
  );
  expect(generated.status()).toBe(200);
  const schedule = (await generated.json()) as ScheduleRound[];
  const semi = schedule.find((r) => r.eventName === EVENT && r.roundNumber === 2);
  if (!semi) throw new Error(`${EVENT} has no semi-final`);

  await page.goto(`/admin/scrutineer?round=${semi.eventId}:2`);
  await expect(page.getByRole('heading', { name: `${EVENT} Semi-Final` })).toBeVisible();
  await startRound(page, `${EVENT} Semi-Final`);

  // Every judge recalls the same five couples, and one of the next two, turn
  // about: those two tie for the last place of six.
  const round = await judging(api, semi.eventId, 2);
  const couples = byNumber(round);
  const clear = couples.slice(0, round.recallSize - 1).map((c) => c.entryId);
  const tied = couples.slice(round.recallSize - 1, round.recallSize + 1);
  const sheet = (judge: number, dance: number) => [
    ...clear,
    tied[(judge + dance) % 2]?.entryId ?? '',
  ];
  const [first, ...others] = round.panel;
  if (!first) throw new Error('the round has no panel');
  const progress = page.getByRole('table', { name: "Judges' progress" });

  // One paper sheet through the screen.
  await page.getByRole('button', { name: `Enter ${first.name}'s Waltz sheet` }).click();
  const modal = page.getByRole('dialog', { name: `${first.name}: Waltz` });
  for (const entryId of sheet(0, 0)) {
    const number = String(couples.find((c) => c.entryId === entryId)?.number);
    await modal.getByRole('checkbox', { name: number, exact: true }).check();
  }
  await modal.getByRole('button', { name: 'Save sheet' }).click();
  await expect(modal).toBeHidden();
  const firstRow = progress.getByRole('row', { name: new RegExp(first.name) });
  await expect(firstRow.getByRole('cell').first()).toContainText('Submitted');
  await expect(firstRow.getByRole('cell').first()).toContainText('entered by the scrutineer');

  // An absence is marked with a reason, and undone.
  const last = round.panel.at(-1);
  if (!last) throw new Error('the round has no panel');
  await page.getByRole('button', { name: `Mark ${last.name} absent` }).click();
  const absence = page.getByRole('dialog', { name: `Mark ${last.name} absent from this round?` });
  await absence.getByRole('textbox', { name: 'Reason' }).fill('Taken ill');
  await absence.getByRole('button', { name: 'Mark absent' }).click();
  await expect(progress.getByRole('row', { name: new RegExp(last.name) })).toContainText(
    'Absent: Taken ill',
  );
  await page.getByRole('button', { name: `Undo ${last.name}'s absence` }).click();
  await expect(page.getByRole('button', { name: `Mark ${last.name} absent` })).toBeVisible();

  // The other sheets arrive from elsewhere; the grid follows live.
  await enterSheet(api, round, first.judgeId, 'Quickstep', sheet(0, 1));
  for (const [index, judge] of others.entries()) {
    await enterSheet(api, round, judge.judgeId, 'Waltz', sheet(index + 1, 0));
  }
  await expect(progress.getByText('Submitted')).toHaveCount(round.panel.length + 1);

  // Compute refuses while marks are missing, and says whose.
  await page.getByRole('button', { name: 'Compute' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Not computed' });
  await expect(refusal).toContainText(`${others[0]?.name}, Quickstep`);

  for (const [index, judge] of others.entries()) {
    await enterSheet(api, round, judge.judgeId, 'Quickstep', sheet(index + 1, 1));
  }
  await expect(progress.getByText('Submitted')).toHaveCount(round.panel.length * 2);
  await expect(page.getByText('State: Marked')).toBeVisible();

  await page.getByRole('button', { name: 'Compute' }).click();
  const chooser = page.getByRole('radiogroup', { name: /Tie at the cut: 2 couples/ });
  await expect(chooser).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
  const more = round.recallSize + 1;
  await chooser.getByRole('radio', { name: `Recall ${more} (all tied couples)` }).check();
  await expect(page.getByRole('row', { name: 'Cut line' })).toContainText(`cut: ${more} recalled`);
  await post(page);

  // The final now holds the recalled couples.
  const finalLink = page
    .getByRole('navigation', { name: 'Rounds' })
    .getByRole('button', { name: new RegExp(`${EVENT} Final`) });
  await expect(finalLink).toContainText(`${more} couples`);
  await finalLink.click();
  await expect(page).toHaveURL(new RegExp(`round=${encodeURIComponent(semi.eventId)}%3A1`));
  await startRound(page, `${EVENT} Final`);

  const final = await judging(api, semi.eventId, 1);
  expect(final.couples).toHaveLength(more);
  const placed = byNumber(final).map((c) => c.entryId);
  for (const [index, judge] of final.panel.entries()) {
    for (const dance of final.dances) {
      // Each judge swaps a different neighbouring pair, so the rules have work to do.
      const order = [...placed];
      const at = index % (order.length - 1);
      [order[at], order[at + 1]] = [order[at + 1] ?? '', order[at] ?? ''];
      await enterSheet(api, final, judge.judgeId, dance, order);
    }
  }
  await expect(page.getByText('State: Marked')).toBeVisible();
  await page.getByRole('button', { name: 'Compute' }).click();
  await expect(page.getByRole('table', { name: 'Waltz skating table' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: `1-${more}` }).first()).toBeVisible();
  const summary = page.getByRole('table', { name: 'Final summary' });
  await expect(summary.getByRole('row')).toHaveCount(more + 1);
  await expect(summary).toContainText('Rule');
  await post(page);
});
