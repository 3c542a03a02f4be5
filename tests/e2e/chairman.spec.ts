import type { Page } from '@playwright/test';
import type { RunningServer } from '../../src/server/server';
import { enterSheet } from '../../src/server/services/judging/scrutineer-sheets';
import { postRound } from '../../src/server/services/judging/scrutineer-post';
import { SYSTEM_ACTOR } from '../../src/server/services/audit-log';
import { createRunningRound } from '../../src/server/testing/judging-fixtures';
import { expect, test } from './fixtures';
import { signedInPage } from './support/staff';

const PIN = '2468';

/** A two-dance final of five couples, marked by three judges and posted. */
async function postedFinal(server: RunningServer) {
  const round = await createRunningRound(server.ctx, {
    judges: 3,
    couples: 5,
    dances: ['Waltz', 'Tango'],
    roundNumber: 1,
  });
  const ref = { competitionId: round.competitionId, eventId: round.eventId, roundNumber: 1 };
  const order = round.couples.map((couple) => couple.entryId);
  for (const [i, judge] of round.judges.entries()) {
    for (const dance of round.dances) {
      // The third judge reverses the others: the chairman sees a low rank correlation.
      const entries = i === 2 ? [...order].reverse() : order;
      await enterSheet(server.ctx, SYSTEM_ACTOR, ref, { judgeId: judge.id, dance, entries });
    }
  }
  await postRound(server.ctx, SYSTEM_ACTOR, ref, undefined);
  return round;
}

async function answerPinDialog(page: Page, title: string, pin: string, reason?: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel("Chairman's PIN").fill(pin);
  if (reason !== undefined) await dialog.getByLabel('Reason').fill(reason);
  await dialog
    .getByRole('button', { name: title.startsWith('Unlock') ? 'Unlock' : 'Approve & lock' })
    .click();
  return dialog;
}

test('the chairman locks a posted final with the PIN; un-posting is refused until the chairman unlocks it with a reason; wrong PINs are rate limited', async ({
  page,
  browser,
  server,
  signInAs,
}) => {
  const final = await postedFinal(server);
  const name = `${final.eventName} Final`;
  const chairman = await signInAs(['chairman']);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/chairman?round=${final.roundKey}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('State: Posted')).toBeVisible();
  const irregularities = page.getByRole('region', { name: 'Irregularities' });
  await expect(irregularities).toContainText(
    `${final.judges[2]?.name}'s places are far from the result`,
  );

  // The PIN first: a short one is refused with the rule, then 2468 is set.
  await page.getByRole('button', { name: 'Set PIN' }).click();
  const pinDialog = page.getByRole('dialog', { name: 'Set the PIN' });
  await pinDialog.getByLabel('New PIN', { exact: true }).fill('12');
  await pinDialog.getByLabel('New PIN again').fill('12');
  await pinDialog.getByRole('button', { name: 'Save PIN' }).click();
  await expect(pinDialog.getByText('Type 4 to 8 digits.')).toBeVisible();
  await pinDialog.getByLabel('New PIN', { exact: true }).fill(PIN);
  await pinDialog.getByLabel('New PIN again').fill(PIN);
  await pinDialog.getByRole('button', { name: 'Save PIN' }).click();
  await expect(pinDialog).toBeHidden();
  await expect(page.getByText(`PIN set by ${chairman.email}`)).toBeVisible();

  // The scrutineer is about to un-post when the chairman approves the result.
  const scrutineer = await signedInPage(browser, server, ['scrutineer']);
  await scrutineer.page.goto(`/admin/scrutineer?round=${final.eventId}:1`);
  await expect(scrutineer.page.getByRole('heading', { name })).toBeVisible();
  await scrutineer.page.getByRole('button', { name: 'Un-post' }).click();
  const unpost = scrutineer.page.getByRole('dialog', { name: `Un-post ${name}?` });
  await unpost.getByLabel('Reason').fill('A judge misread the numbers');

  await page.getByRole('button', { name: 'Approve & lock' }).click();
  const lockDialog = await answerPinDialog(page, `Approve and lock ${name}?`, PIN);
  await expect(lockDialog).toBeHidden();
  await expect(page.getByText('Approved and locked', { exact: true })).toBeVisible();

  await unpost.getByRole('button', { name: 'Un-post' }).click();
  await expect(unpost.getByRole('alert')).toContainText(
    `${name} is approved and locked by the chairman; ask the chairman to unlock it.`,
  );
  await unpost.getByRole('button', { name: 'Cancel' }).click();
  // The lock reached the scrutineer's screen without a reload.
  await expect(
    scrutineer.page.getByRole('status').filter({ hasText: 'Locked by the chairman' }),
  ).toBeVisible();
  await expect(scrutineer.page.getByRole('button', { name: 'Un-post' })).toBeDisabled();

  // Unlock needs the PIN and a reason.
  await page.getByRole('button', { name: 'Unlock' }).click();
  const unlockTitle = `Unlock ${name}?`;
  let unlock = await answerPinDialog(page, unlockTitle, PIN);
  await expect(unlock.getByText('Say why, in at least 3 characters.')).toBeVisible();
  unlock = await answerPinDialog(page, unlockTitle, PIN, 'Judge 3 misread the numbers');
  await expect(unlock).toBeHidden();
  await expect(page.getByText('Approved and locked', { exact: true })).toBeHidden();
  await expect(scrutineer.page.getByRole('button', { name: 'Un-post' })).toBeEnabled();

  // The audit log shows the approval and the unlock with its reason.
  const organizer = await signedInPage(browser, server, ['admin']);
  await organizer.page.goto('/admin/settings?tab=audit');
  const log = organizer.page.getByRole('region', { name: 'Change log' });
  await expect(log).toContainText('Approved and locked a round (chairman)');
  await expect(log).toContainText('Unlocked a round (chairman)');
  await expect(log).toContainText('Judge 3 misread the numbers');
  await expect(log).toContainText(chairman.email);

  // Wrong PINs: a few are answered as wrong, then the chairman is told to wait.
  await page.getByRole('button', { name: 'Approve & lock' }).click();
  const title = `Approve and lock ${name}?`;
  for (let i = 0; i < 5; i++) {
    // Each answer is awaited: a PIN typed while the last is checked is not sent.
    const answered = page.waitForResponse((response) => response.url().endsWith('/lock'));
    const dialog = await answerPinDialog(page, title, '0000');
    await answered;
    await expect(dialog.getByRole('alert')).toContainText('That PIN is not right');
  }
  const limited = await answerPinDialog(page, title, PIN);
  await expect(limited.getByRole('alert')).toContainText(
    /Too many wrong PINs\. Wait \d+ seconds and try again\./,
  );
  await expect(page.getByText('Approved and locked', { exact: true })).toBeHidden();

  await scrutineer.context.close();
  await organizer.context.close();
});
