import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { DEMO_COMPETITION_ID } from '../../src/server/seed/seed-demo';
import { SYSTEM_ACTOR } from '../../src/server/services/audit-log';
import {
  getEventSettings,
  updateCompetition,
  updateEventSettings,
} from '../../src/server/services/competition-service';
import type { RunningRound } from '../../src/server/testing/judging-fixtures';
import { createRunningRound, setRoundState } from '../../src/server/testing/judging-fixtures';
import {
  agreeingPlaces,
  agreeingRecalls,
  createPostedRound,
  markRound,
  postMarkedRound,
} from '../../src/server/testing/results-fixtures';
import { expect, test } from './fixtures';

// A phone at the venue, whose clock is the venue's.
test.use({ viewport: { width: 360, height: 640 }, timezoneId: 'UTC' });

const at = (time: string) => `2027-03-06T${time}:00.000Z`;

/** Sets a round's planned start (venue clock) and, if given, its actual start. */
async function timeRound(
  db: Kysely<Database>,
  round: RunningRound,
  roundNumber: number,
  planned: string,
  actual?: string,
) {
  await db
    .updateTable('rounds')
    .set({
      round_start_time: at(planned),
      ...(actual !== undefined && { round_actual_start_time: at(actual) }),
    })
    .where('event_id', '=', round.eventId)
    .where('round_number', '=', roundNumber)
    .execute();
}

/**
 * A day of four posted finals, a running quarter-final (with its semi-final
 * and final to come) and a later event: long enough to scroll on a phone.
 */
async function busyDay(ctx: Parameters<typeof createPostedRound>[0]) {
  await updateCompetition(ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, { resultsPageShown: true });
  const finals: RunningRound[] = [];
  for (let i = 0; i < 4; i++) {
    finals.push(
      await createPostedRound(ctx, { judges: 3, couples: 3, dances: ['Waltz'], roundNumber: 1 }),
    );
  }
  const running = await createRunningRound(ctx, {
    judges: 3,
    couples: 8,
    dances: ['Waltz', 'Quickstep'],
    roundNumber: 3,
    heats: 2,
    recallSize: 6,
  });
  const later = await createRunningRound(ctx, {
    judges: 3,
    couples: 6,
    dances: ['Tango'],
    roundNumber: 4,
  });
  await setRoundState(ctx, later, 'Initialized');
  return { finals, running, later };
}

test('/live highlights the running round and shows results as they are posted, without reloading', async ({
  page,
  server,
}) => {
  const { finals, running } = await busyDay(server.ctx);
  await page.goto('/live');

  const current = page.locator('li[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(running.eventName);
  await expect(current).toContainText('Quarter-Final');
  await expect(current).toContainText('On the floor');
  await expect(current).toBeInViewport();
  await expect(
    page.getByRole('link', { name: `Results of ${finals[0]?.eventName}` }),
  ).toBeVisible();
  const runningResults = page.getByRole('link', { name: `Results of ${running.eventName}` });
  await expect(runningResults).toHaveCount(0);

  // The scrutineer posts the quarter-final (here through the service, as the scrutineer's screen does).
  await markRound(server.ctx, running, agreeingRecalls(6));
  await postMarkedRound(server.ctx, running);

  await expect(runningResults).toBeVisible();
  await expect(page.locator('li[aria-current="true"]')).toHaveCount(0);
  await runningResults.click();
  await expect(page).toHaveURL(`/results/${running.eventId}`);
});

test('a new liveScrollRefreshIndex makes an open /live fetch again and scroll back to the running round', async ({
  page,
  server,
}) => {
  const { running } = await busyDay(server.ctx);
  await page.goto('/live');
  const current = page.locator('li[aria-current="true"]');
  await expect(current).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(current).not.toBeInViewport();

  const refetch = page.waitForRequest((request) =>
    request.url().endsWith(`/api/competitions/${running.competitionId}/schedule`),
  );
  const { liveScrollRefreshIndex } = await getEventSettings(
    server.ctx.database.db,
    DEMO_COMPETITION_ID,
  );
  await updateEventSettings(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
    liveScrollRefreshIndex: liveScrollRefreshIndex + 1,
  });
  await refetch;
  await expect(current).toBeInViewport();
});

test('/live/{event}/{round} shows the heats, then the placings once the final is posted', async ({
  page,
  server,
}) => {
  await updateCompetition(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
    resultsPageShown: true,
  });
  // A final of four couples, numbers 300-303, in two heats (300 and 302 in heat 1).
  const final = await createRunningRound(server.ctx, {
    judges: 3,
    couples: 4,
    dances: ['Waltz', 'Tango'],
    roundNumber: 1,
    heats: 2,
    firstNumber: 300,
  });
  await page.goto(`/live/${final.eventId}/1`);
  await expect(page.getByRole('heading', { name: final.eventName, level: 1 })).toBeVisible();
  const heat1 = page.getByLabel('Heat 1', { exact: true });
  await expect(heat1.getByLabel('Number 300')).toBeVisible();
  await expect(heat1.getByLabel('Number 302')).toBeVisible();
  await expect(page.getByLabel('Heat 2', { exact: true }).getByLabel('Number 301')).toBeVisible();

  await markRound(server.ctx, final, agreeingPlaces);
  await postMarkedRound(server.ctx, final);

  const placings = page.getByRole('region', { name: 'Final placings' });
  await expect(placings).toBeVisible();
  await expect(placings.getByRole('listitem')).toHaveCount(4);
  await expect(placings.getByRole('listitem').first()).toContainText('1st');
  await expect(placings.getByRole('link', { name: 'Full results' })).toHaveAttribute(
    'href',
    `/results/${final.eventId}`,
  );
  // The judges' marks stay on the results page.
  await expect(page.getByText('Skating')).toHaveCount(0);
});

test("the competitor's page says when their next heat is, from how late the day runs", async ({
  page,
  server,
}) => {
  const db = server.ctx.database.db;
  // The venue's clock says 13:45; the round on the floor, planned 13:30, started at 13:42.
  await page.clock.setFixedTime(new Date(at('13:45')));
  const onTheFloor = await createRunningRound(server.ctx, {
    judges: 2,
    couples: 4,
    dances: ['Waltz'],
    roundNumber: 1,
  });
  await timeRound(db, onTheFloor, 1, '13:30', '13:42');
  const theirs = await createRunningRound(server.ctx, {
    judges: 2,
    couples: 12,
    dances: ['Waltz', 'Quickstep'],
    roundNumber: 3,
    heats: 2,
  });
  await setRoundState(server.ctx, theirs, 'Initialized');
  await timeRound(db, theirs, 3, '14:10');
  await db
    .updateTable('rounds')
    .set({ round_actual_start_time: null })
    .where('id', '=', theirs.roundKey)
    .execute();
  // A registered dancer leads the second couple (heat 2).
  const competitor = await db
    .selectFrom('competitors')
    .select(['id'])
    .where('competition_id', '=', DEMO_COMPETITION_ID)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('entries')
    .set({ lead_id: competitor.id })
    .where('id', '=', theirs.couples[1]?.entryId ?? '')
    .execute();

  await page.goto(`/competitors/${competitor.id}`);
  await expect(page.getByRole('status', { name: 'Next heat' })).toHaveText(
    `Your next heat: ${theirs.eventName} Quarter-Final, heat 2, in about 37 minutes (planned 14:10, running 12 minutes late)`,
  );
});
