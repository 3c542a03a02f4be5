import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './server';
import { SYSTEM_ACTOR } from './services/audit-log';
import { deleteEvent } from './services/events-service';
import { addAdhocToRound } from './services/registration/adhoc-entry';
import { deleteCompetitor, withdrawEntry } from './services/registration/admin-competitors';
import {
  addRound,
  clearRounds,
  removeRound,
  shiftScheduledRound,
  skipScheduledRound,
  updateRound,
} from './services/schedule-service';
import type { RunningRound } from './testing/judging-fixtures';
import { createRunningRound, setRoundState } from './testing/judging-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const db = () => server.ctx.database.db;
const ctx = () => server.ctx;
const semiFinal = () =>
  createRunningRound(server.ctx, { judges: 3, couples: 4, dances: ['Waltz'], roundNumber: 2 });

/** A semi-final posted and approved by the chairman (the lock as `round.lock` stores it). */
async function lockedSemiFinal(): Promise<RunningRound> {
  const round = await semiFinal();
  await setRoundState(server.ctx, round, 'Posted');
  await db()
    .insertInto('round_locks')
    .values({
      event_id: round.eventId,
      round_number: 2,
      locked_by: 'chair@example.com',
      locked_at: new Date().toISOString(),
    })
    .execute();
  return round;
}

const refusedAsLocked = async (write: Promise<unknown>, round: RunningRound) =>
  expect(write).rejects.toMatchObject({
    code: 'round_locked',
    statusCode: 409,
    message: `${round.eventName} Semi-Final is approved and locked by the chairman; ask the chairman to unlock it.`,
  });

async function roundsOf(eventId: string) {
  return db()
    .selectFrom('rounds')
    .select(['round_number', 'round_state', 'recall_size'])
    .where('event_id', '=', eventId)
    .orderBy('round_number')
    .execute();
}
const lockOf = (eventId: string) =>
  db().selectFrom('round_locks').selectAll().where('event_id', '=', eventId).execute();

describe('schedule operations on a locked round', () => {
  it('refuse to remove, skip, resize, clear or renumber it, and leave it as it was', async () => {
    const round = await lockedSemiFinal();
    const cid = round.competitionId;
    const before = await roundsOf(round.eventId);
    const attempts = [
      () => removeRound(ctx(), SYSTEM_ACTOR, cid, round.eventId, 2),
      () => skipScheduledRound(ctx(), SYSTEM_ACTOR, cid, round.eventId, 2),
      () =>
        updateRound(ctx(), SYSTEM_ACTOR, cid, {
          eventId: round.eventId,
          roundNumber: 2,
          recallSize: 1,
        }),
      () =>
        updateRound(ctx(), SYSTEM_ACTOR, cid, {
          eventId: round.eventId,
          roundNumber: 2,
          numHeats: 2,
        }),
      () => clearRounds(ctx(), SYSTEM_ACTOR, cid, { eventId: round.eventId, confirm: true }),
      () => clearRounds(ctx(), SYSTEM_ACTOR, cid, { confirm: true }),
      // A round added before the final makes the semi-final round 3; removing the final renumbers it.
      () => addRound(ctx(), SYSTEM_ACTOR, cid, round.eventId, 1),
      () => removeRound(ctx(), SYSTEM_ACTOR, cid, round.eventId, 1),
    ];
    for (const attempt of attempts) await refusedAsLocked(attempt(), round);
    expect(await roundsOf(round.eventId)).toEqual(before);
    expect(await lockOf(round.eventId)).toHaveLength(1);
  });

  it('still move it in the running order and change the rounds beside it', async () => {
    const round = await lockedSemiFinal();
    const cid = round.competitionId;
    const moved = await shiftScheduledRound(ctx(), SYSTEM_ACTOR, cid, round.eventId, 2, -1);
    expect(moved.find((r) => r.eventId === round.eventId && r.roundNumber === 2)?.roundState).toBe(
      'Posted',
    );
    await updateRound(ctx(), SYSTEM_ACTOR, cid, {
      eventId: round.eventId,
      roundNumber: 1,
      numHeats: 2,
    });
    expect(await lockOf(round.eventId)).toEqual([expect.objectContaining({ round_number: 2 })]);
  });

  it('go through on a round that is not locked', async () => {
    const round = await semiFinal();
    await setRoundState(server.ctx, round, 'Posted');
    await skipScheduledRound(ctx(), SYSTEM_ACTOR, round.competitionId, round.eventId, 2);
    await removeRound(ctx(), SYSTEM_ACTOR, round.competitionId, round.eventId, 2);
    expect((await roundsOf(round.eventId)).map((r) => r.round_number)).toEqual([1]);
  });
});

describe('adding the walk-on couple #9999 from the schedule', () => {
  it('is refused in a locked round and in one already started, like the deck captain’s walk-on', async () => {
    const locked = await lockedSemiFinal();
    await refusedAsLocked(
      addAdhocToRound(ctx(), SYSTEM_ACTOR, locked.competitionId, locked.eventId, 2),
      locked,
    );
    const running = await semiFinal();
    await expect(
      addAdhocToRound(ctx(), SYSTEM_ACTOR, running.competitionId, running.eventId, 2),
    ).rejects.toMatchObject({
      code: 'round_started',
      message: `${running.eventName} Semi-Final has started, so you can no longer add a walk-on.`,
    });
  });

  it('adds the couple to a round not started yet, but not to one waiting for the recall', async () => {
    const round = await semiFinal();
    await setRoundState(server.ctx, round, 'Initialized');
    await expect(
      addAdhocToRound(ctx(), SYSTEM_ACTOR, round.competitionId, round.eventId, 1),
    ).rejects.toMatchObject({ code: 'round_not_filled' });
    const schedule = await addAdhocToRound(
      ctx(),
      SYSTEM_ACTOR,
      round.competitionId,
      round.eventId,
      2,
    );
    expect(
      schedule.find((r) => r.eventId === round.eventId && r.roundNumber === 2)?.entryCount,
    ).toBe(round.couples.length + 1);
  });
});

describe('deletes that would cascade into a locked round', () => {
  it('refuse to withdraw an entry dancing in it', async () => {
    const round = await lockedSemiFinal();
    const entryId = round.couples[0]?.entryId ?? '';
    await refusedAsLocked(withdrawEntry(ctx(), SYSTEM_ACTOR, round.competitionId, entryId), round);
    const open = await semiFinal();
    await withdrawEntry(ctx(), SYSTEM_ACTOR, open.competitionId, open.couples[0]?.entryId ?? '');
    const left = await db()
      .selectFrom('entries')
      .select('id')
      .where('event_id', 'in', [round.eventId, open.eventId])
      .execute();
    expect(left.map((e) => e.id)).toContain(entryId);
    expect(left).toHaveLength(7);
  });

  it('refuse to delete a competitor dancing in it, even confirmed', async () => {
    const round = await lockedSemiFinal();
    const competitorId = `competitor-${round.eventId}`;
    await db()
      .insertInto('competitors')
      .values({
        id: competitorId,
        competition_id: round.competitionId,
        number: round.couples[0]?.number ?? 0,
        name: 'Lead Dancer',
        email: `${competitorId}@example.com`,
        affiliation: '',
        age_category: 'Adult',
        standard_level: 'Gold',
        smooth_level: '',
        rhythm_level: '',
        latin_level: '',
        created_at: new Date().toISOString(),
      })
      .execute();
    await db()
      .updateTable('entries')
      .set({ lead_id: competitorId })
      .where('id', '=', round.couples[0]?.entryId ?? '')
      .execute();
    await refusedAsLocked(
      deleteCompetitor(ctx(), SYSTEM_ACTOR, round.competitionId, competitorId, true),
      round,
    );
    const kept = await db()
      .selectFrom('competitors')
      .select('id')
      .where('id', '=', competitorId)
      .execute();
    expect(kept).toHaveLength(1);
  });

  it('refuse to delete its event, even confirmed, and delete an event without a lock', async () => {
    const round = await lockedSemiFinal();
    await refusedAsLocked(
      deleteEvent(ctx(), SYSTEM_ACTOR, round.competitionId, round.eventId, true),
      round,
    );
    expect(await roundsOf(round.eventId)).toHaveLength(2);
    const open = await semiFinal();
    await deleteEvent(ctx(), SYSTEM_ACTOR, open.competitionId, open.eventId, true);
    expect(await roundsOf(open.eventId)).toEqual([]);
  });
});
