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
