import { DEMO_COMPETITION_ID } from '../../src/server/seed/seed-demo';
import { SYSTEM_ACTOR } from '../../src/server/services/audit-log';
import { regenerateAccessCode } from '../../src/server/services/officials-service';
import { expect, test } from './fixtures';
import { demoJudge, startFirstRound, storedDance } from './support/judging';

test.use({ viewport: { width: 360, height: 640 } });

test('a judge without wifi for a whole dance reloads offline, keeps every mark, and each arrives once', async ({
  page,
  context,
  server,
}) => {
  const judge = await demoJudge(server, 'Daniel Okafor');
  const final = await startFirstRound(server, 'Gold Rhythm Cha Cha/Rumba/Swing', 8);
  const numbers = final.couples.map((c) => c.number);

  await page.goto(`/judges/${judge.id}`);
  await page.getByLabel('Your judge code').fill(judge.code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const round = page.getByRole('region', { name: /Gold Rhythm/ });
  await expect(round.getByRole('tab', { name: 'ChaCha' })).toBeVisible();
  // The app's files are on the device before the wifi goes.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  for (const number of numbers) {
    await round.getByRole('button', { name: `Couple ${number}, not placed` }).click();
  }
  await round.getByRole('button', { name: `Couple ${numbers[0]}, 1st place` }).click();
  await round.getByRole('button', { name: `Couple ${numbers[0]}, not placed` }).click();
  await round.getByRole('button', { name: 'Review ChaCha' }).click();
  await page
    .getByRole('dialog', { name: 'Review ChaCha' })
    .getByRole('button', { name: 'Submit ChaCha' })
    .click();
  const sending = page.getByRole('status', { name: 'Sending' });
  await expect(sending).toContainText('1 dance waiting to be sent; saved on this device.');
  await expect(round.getByText('ChaCha: Saved on this device; waiting to send')).toBeVisible();

  // A reload without a connection: the screen and its queued marks come back.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Daniel Okafor' })).toBeVisible();
  await expect(sending).toContainText('1 dance waiting to be sent');
  const reloaded = page.getByRole('region', { name: /Gold Rhythm/ });
  await expect(reloaded.getByText('ChaCha: Saved on this device; waiting to send')).toBeVisible();
  await expect(reloaded.getByText('Submitted; ask the scrutineer for a correction.')).toBeVisible();
  await expect(
    reloaded.getByRole('button', { name: `Couple ${numbers[0]}, 6th place` }),
  ).toBeDisabled();
  expect((await storedDance(server, { ...at(final, judge.id), dance: 'ChaCha' })).sheets).toEqual(
    [],
  );

  await context.setOffline(false);
  await expect(sending).toHaveText('Nothing waiting to be sent.');
  await expect(reloaded.getByText('ChaCha: Received by the scrutineer')).toBeVisible();

  const stored = await storedDance(server, { ...at(final, judge.id), dance: 'ChaCha' });
  const order = [...numbers.slice(1), numbers[0]];
  const byNumber = new Map(final.couples.map((c) => [c.number, c.entryId]));
  expect(stored.sheets.map((s) => s.status)).toEqual(['submitted']);
  expect(stored.marks).toEqual(
    order.map((n, i) => ({ entry_id: byNumber.get(n as number), mark: i + 1 })),
  );
  // The drafts tapped offline were superseded on the device; the submit went once.
  expect(stored.submissions.map((s) => s.outcome)).toEqual(['counted']);
});

const at = (round: { eventId: string; roundNumber: number }, judgeId: string) => ({
  eventId: round.eventId,
  roundNumber: round.roundNumber,
  judgeId,
});

test('a renewed code sends the judge back to the code form, and the marks queued meanwhile go after it', async ({
  page,
  context,
  server,
}) => {
  const judge = await demoJudge(server, 'Sofia Brandt');
  const recall = await startFirstRound(server, 'Newcomer Standard Waltz', 7);
  const couple = recall.couples.find((c) => c.heat === 1);

  await page.goto(`/judges/${judge.id}`);
  await page.getByLabel('Your judge code').fill(judge.code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const round = page.getByRole('region', { name: /Newcomer Standard Waltz/ });
  await expect(round.getByRole('tab', { name: 'Heat 1 (0)' })).toBeVisible();
  await context.setOffline(true);
  await round.getByRole('button', { name: `Couple ${couple?.number}, not recalled` }).click();
  await expect(page.getByRole('status', { name: 'Sending' })).toContainText('1 dance waiting');

  // The organizer renews the code while the phone is offline.
  const renewed = await regenerateAccessCode(
    server.ctx,
    SYSTEM_ACTOR,
    DEMO_COMPETITION_ID,
    judge.id,
  );
  await context.setOffline(false);
  await expect(page.getByText('Your code was changed.', { exact: false })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Sending' })).toContainText('1 dance waiting');

  await page.getByLabel('Your judge code').fill(renewed.accessCode ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status', { name: 'Sending' })).toHaveText(
    'Nothing waiting to be sent.',
  );
  const stored = await storedDance(server, { ...at(recall, judge.id), dance: 'Waltz' });
  expect(stored.sheets).toEqual([{ status: 'draft', entries: JSON.stringify([couple?.entryId]) }]);
});
