import { SYSTEM_ACTOR } from '../../src/server/services/audit-log';
import { postRound } from '../../src/server/services/judging/scrutineer-post';
import { enterSheet } from '../../src/server/services/judging/scrutineer-sheets';
import { createRunningRound } from '../../src/server/testing/judging-fixtures';
import { expect, test } from './fixtures';

test("the MC's script calls the running round to the floor and turns into the recall announcement when the scrutineer posts it", async ({
  page,
  server,
  signInAs,
}) => {
  await signInAs(['mc']);
  await page.goto('/admin/mc');
  await expect(page.getByText('Nothing to announce yet')).toBeVisible();

  // A semi-final of eight couples in two heats goes on the floor: numbers 500-507,
  // every other couple in heat 1.
  const round = await createRunningRound(server.ctx, {
    judges: 2,
    couples: 8,
    dances: ['Waltz', 'Quickstep'],
    roundNumber: 2,
    heats: 2,
    recallSize: 4,
  });
  // The fixture writes straight into the database and tells no one, so this one reload.
  await page.reload();
  const now = page.getByRole('heading', { name: 'Now', level: 2 }).locator('..');
  const semi = now.getByRole('region', { name: `${round.eventName}, Semi-Final` });
  await expect(semi).toContainText(
    `${round.eventName}, Semi-Final, Waltz and Quickstep, heat 1: numbers 500, 502, 504, 506.`,
  );
  await expect(semi).toContainText('heat 2: numbers 501, 503, 505, 507.');
  await expect(semi.getByText('On the floor')).toBeVisible();
  const next = page.getByRole('heading', { name: 'Next', level: 2 }).locator('..');
  await expect(next.getByRole('region', { name: `${round.eventName}, Final` })).toContainText(
    'Waiting for the couples recalled from the Semi-Final.',
  );

  // The scrutineer enters every sheet (each judge recalls the same four) and posts.
  const ref = { competitionId: round.competitionId, eventId: round.eventId, roundNumber: 2 };
  const recalled = [503, 500, 507, 504].map(
    (number) => round.couples.find((c) => c.number === number)?.entryId ?? '',
  );
  for (const judge of round.judges) {
    for (const dance of round.dances) {
      await enterSheet(server.ctx, SYSTEM_ACTOR, ref, {
        judgeId: judge.id,
        dance,
        entries: recalled,
      });
    }
  }
  await postRound(server.ctx, SYSTEM_ACTOR, ref, undefined);

  // Without a reload: the announcement, numbers in ascending order; the final's call is next.
  await expect(semi).toContainText(
    `${round.eventName}, Semi-Final: 4 couples are recalled to the Final: numbers 500, 503, 504, 507.`,
  );
  await expect(semi.getByText('Result posted')).toBeVisible();
  await expect(semi).not.toContainText('heat 1');
  await expect(next.getByRole('region', { name: `${round.eventName}, Final` })).toContainText(
    `${round.eventName}, Final, Waltz and Quickstep: numbers 500, 503, 504, 507.`,
  );
});
