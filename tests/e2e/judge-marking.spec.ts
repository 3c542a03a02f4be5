import { expect, test } from './fixtures';
import { demoJudge, startFirstRound, storedDance } from './support/judging';

test.use({ viewport: { width: 360, height: 640 } });

test('a judge signs in with the code, recalls couples in a heat and places a final on a phone', async ({
  page,
  server,
}) => {
  const judge = await demoJudge(server, 'Margaret Ellison');
  await page.goto(`/judges/${judge.id}`);
  const code = page.getByLabel('Your judge code');
  await code.fill('WRONG99');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/not right/)).toBeVisible();
  await code.fill(judge.code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Margaret Ellison' })).toBeVisible();
  await expect(
    page.getByText('No round is running for you. This page updates by itself.'),
  ).toBeVisible();

  // The scrutineer starts two rounds; they appear without a reload.
  const recall = await startFirstRound(server, 'Newcomer Standard Waltz', 7);
  const final = await startFirstRound(server, 'Gold Rhythm Cha Cha/Rumba/Swing', 8);

  // The recall round: tap three couples of heat 1, take one back.
  const recallRound = page.getByRole('region', { name: /Newcomer Standard Waltz/ });
  const heat1 = recall.couples.filter((c) => c.heat === 1).map((c) => c.number);
  const [first, second, third] = heat1;
  for (const number of [first, second, third]) {
    await recallRound.getByRole('button', { name: `Couple ${number}, not recalled` }).click();
  }
  const counter = recallRound.getByRole('status', { name: /Waltz: \d+ of \d+ recalled/ });
  await expect(counter).toHaveText(`3 of ${recall.recallSize}`);
  await recallRound.getByRole('button', { name: `Couple ${second}, recalled` }).click();
  await expect(counter).toHaveText(`2 of ${recall.recallSize}`);
  // The other heat is a tab away, its couples as big as these.
  await recallRound.getByRole('tab', { name: /Heat 2/ }).click();
  const heat2Couple = recall.couples.find((c) => c.heat === 2)?.number;
  const target = recallRound.getByRole('button', { name: `Couple ${heat2Couple}, not recalled` });
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(48);
  expect(box?.width).toBeGreaterThanOrEqual(48);

  await recallRound.getByRole('button', { name: 'Review Waltz' }).click();
  const review = page.getByRole('dialog', { name: 'Review Waltz' });
  await expect(review.getByTestId('review-recalled')).toHaveText(`${first}, ${third}`);
  await review.getByRole('button', { name: 'Submit Waltz' }).click();
  await expect(
    recallRound.getByText('Submitted; ask the scrutineer for a correction.'),
  ).toBeVisible();
  await expect(recallRound.getByText('Waltz: Received by the scrutineer')).toBeVisible();
  await expect(target).toBeDisabled();
  const recallAt = { eventId: recall.eventId, roundNumber: recall.roundNumber, judgeId: judge.id };
  const recalled = await storedDance(server, { ...recallAt, dance: 'Waltz' });
  expect(recalled.marks.map((m) => m.entry_id).sort()).toEqual(
    recall.couples
      .filter((c) => c.number === first || c.number === third)
      .map((c) => c.entryId)
      .sort(),
  );
  expect(recalled.sheets.map((s) => s.status)).toEqual(['submitted']);

  // The final: place all six in Cha Cha, fix the 2nd place, submit.
  const finalRound = page.getByRole('region', { name: /Gold Rhythm/ });
  const numbers = final.couples.map((c) => c.number);
  for (const number of numbers) {
    await finalRound.getByRole('button', { name: `Couple ${number}, not placed` }).click();
  }
  await expect(
    finalRound.getByRole('button', { name: `Couple ${numbers[1]}, 2nd place` }),
  ).toBeVisible();
  // A mistake: take the 2nd out (the rest move up), then give it the last place.
  await finalRound.getByRole('button', { name: `Couple ${numbers[1]}, 2nd place` }).click();
  await expect(
    finalRound.getByRole('button', { name: `Couple ${numbers[2]}, 2nd place` }),
  ).toBeVisible();
  await finalRound.getByRole('button', { name: `Couple ${numbers[1]}, not placed` }).click();
  await expect(
    finalRound.getByRole('button', { name: `Couple ${numbers[1]}, 6th place` }),
  ).toBeVisible();

  await finalRound.getByRole('button', { name: 'Review ChaCha' }).click();
  const finalReview = page.getByRole('dialog', { name: 'Review ChaCha' });
  await expect(finalReview.getByRole('list', { name: 'Places' }).getByRole('listitem')).toHaveText(
    [numbers[0], numbers[2], numbers[3], numbers[4], numbers[5], numbers[1]].map(
      (number, i) => `${['1st', '2nd', '3rd', '4th', '5th', '6th'][i]}: couple ${number}`,
    ),
  );
  await finalReview.getByRole('button', { name: 'Submit ChaCha' }).click();
  await expect(
    finalRound.getByText('Submitted; ask the scrutineer for a correction.'),
  ).toBeVisible();
  await expect(finalRound.getByText('ChaCha: Received by the scrutineer')).toBeVisible();
  const placed = await storedDance(server, {
    eventId: final.eventId,
    roundNumber: final.roundNumber,
    judgeId: judge.id,
    dance: 'ChaCha',
  });
  const byNumber = new Map(final.couples.map((c) => [c.number, c.entryId]));
  expect(placed.marks).toEqual(
    [numbers[0], numbers[2], numbers[3], numbers[4], numbers[5], numbers[1]].map((n, i) => ({
      entry_id: byNumber.get(n as number),
      mark: i + 1,
    })),
  );
  // Another dance of the final is still open.
  await finalRound.getByRole('tab', { name: 'Rumba' }).click();
  await expect(
    finalRound.getByRole('button', { name: `Couple ${numbers[0]}, not placed` }),
  ).toBeEnabled();
});
