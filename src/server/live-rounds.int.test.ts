import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../shared/api-error';
import { CompetitorRoundsSchema, LiveRoundSchema } from '../shared/live-rounds';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { SYSTEM_ACTOR } from './services/audit-log';
import { updateCompetition } from './services/competition-service';
import type { RunningRound } from './testing/judging-fixtures';
import { createRunningRound } from './testing/judging-fixtures';
import { createPostedRound } from './testing/results-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
const base = `/api/competitions/${DEMO_COMPETITION_ID}`;

async function get(path: string) {
  const response = await fetch(`${server.url}${base}${path}`);
  const body = (await response.json()) as Record<string, unknown>;
  const refusal = ApiErrorSchema.safeParse(body);
  return { status: response.status, body, code: refusal.success ? refusal.data.error.code : null };
}

const db = () => server.ctx.database.db;

/** A registered dancer leading the entry (fixtures' entries have no competitor records). */
async function competitorLeading(entryIds: string[], id: string) {
  await db()
    .insertInto('competitors')
    .values({
      id,
      competition_id: DEMO_COMPETITION_ID,
      number: 900 + Math.floor(Math.random() * 90),
      name: `Dancer ${id}`,
      email: `${id}@example.com`,
      affiliation: 'Tech Ballroom',
      age_category: 'Adult',
      standard_level: 'Gold',
      smooth_level: 'Gold',
      rhythm_level: 'Gold',
      latin_level: 'Gold',
      created_at: new Date().toISOString(),
    })
    .execute();
  await db().updateTable('entries').set({ lead_id: id }).where('id', 'in', entryIds).execute();
}

const setResultsPageShown = (resultsPageShown: boolean) =>
  updateCompetition(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, { resultsPageShown });

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('one round live', () => {
  let round: RunningRound;
  beforeAll(async () => {
    // Numbers 601-606 in two heats; 603 is a no-show, 605 scratched before the round started.
    round = await createRunningRound(server.ctx, {
      judges: 2,
      couples: 6,
      dances: ['Waltz', 'Tango'],
      roundNumber: 2,
      heats: 2,
      firstNumber: 601,
    });
    const entry = (n: number) => round.couples.find((c) => c.number === n)?.entryId ?? '';
    await db()
      .updateTable('round_entries')
      .set({ absent: 1 })
      .where('entry_id', '=', entry(603))
      .execute();
    await db()
      .updateTable('entries')
      .set({ scratched_at: '2020-01-01T00:00:00.000Z', scratch_reason: 'injury' })
      .where('id', '=', entry(605))
      .execute();
    await db()
      .updateTable('rounds')
      .set({ round_start_time: '2027-03-06T14:10:00.000Z' })
      .where('id', '=', round.roundKey)
      .execute();
  });

  it('shows the round, its times and its couples heat by heat, without scratched couples', async () => {
    const { status, body } = await get(`/live/${round.eventId}/2`);
    expect(status, JSON.stringify(body)).toBe(200);
    const live = LiveRoundSchema.parse(body);
    expect(live).toMatchObject({
      eventId: round.eventId,
      eventName: round.eventName,
      roundName: 'Semi-Final',
      state: 'Running',
      dances: ['Waltz', 'Tango'],
      plannedStart: '2027-03-06T14:10:00.000Z',
    });
    expect(live.actualStart).not.toBeNull();
    expect(
      live.heats.map((heat) => [
        heat.heat,
        heat.couples.map((c) => `${c.number}${c.absent ? ' absent' : ''}`),
      ]),
    ).toEqual([
      [1, ['601', '603 absent']],
      [2, ['602', '604', '606']],
    ]);
    expect(JSON.stringify(body)).not.toContain('marks');
  });

  it('refuses an unknown round, event or competition with a typed 404', async () => {
    const unknownRound = await get(`/live/${round.eventId}/7`);
    expect(unknownRound.status).toBe(404);
    expect(unknownRound.code).toBe('round_not_found');
    expect((await get(`/live/no-such-event/1`)).code).toBe('round_not_found');
    const otherCompetition = await fetch(
      `${server.url}/api/competitions/nope/live/${round.eventId}/2`,
    );
    expect(otherCompetition.status).toBe(404);
  });

  it('refuses a round number that is not one', async () => {
    const { status, body } = await get(`/live/${round.eventId}/zero`);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('roundNumber');
    // One rule for round numbers everywhere: the judging pages and the jumbotron refuse 65 too.
    const tooHigh = await get(`/live/${round.eventId}/65`);
    expect(tooHigh.status).toBe(400);
    expect(JSON.stringify(tooHigh.body)).toContain("'roundNumber' must be at most 64");
  });
});

describe("a competitor's rounds", () => {
  let recallEvent: RunningRound;
  let finalEvent: RunningRound;
  const dancerId = 'live-dancer';

  beforeAll(async () => {
    // A posted semi-final of 6 (three recalled to the final) and a posted final of 3.
    recallEvent = await createPostedRound(server.ctx, {
      judges: 3,
      couples: 6,
      dances: ['Waltz'],
      roundNumber: 2,
      recallSize: 3,
      heats: 2,
      firstNumber: 701,
    });
    finalEvent = await createPostedRound(server.ctx, {
      judges: 3,
      couples: 3,
      dances: ['Waltz', 'Quickstep'],
      roundNumber: 1,
      firstNumber: 801,
    });
    // The dancer leads 703 (recalled: every judge recalls it) and 802 (1st: two of three judges place it first).
    await competitorLeading(
      [recallEvent.couples[2]?.entryId ?? '', finalEvent.couples[1]?.entryId ?? ''],
      dancerId,
    );
  });

  async function rounds() {
    const { status, body } = await get(`/competitors/${dancerId}/rounds`);
    expect(status, JSON.stringify(body)).toBe(200);
    return CompetitorRoundsSchema.parse(body);
  }

  it('lists each entry with the rounds the couple is in, its heat and times', async () => {
    const { entries } = await rounds();
    expect(
      entries.map((e) => [
        e.eventId,
        e.number,
        e.rounds.map((r) => `${r.roundName} ${r.state} heat ${r.heat}`),
      ]),
    ).toEqual([
      [recallEvent.eventId, 703, ['Semi-Final Posted heat 1', 'Final Initialized heat 1']],
      [finalEvent.eventId, 802, ['Final Posted heat 1']],
    ]);
  });

  it('shows no result while the results page is off', async () => {
    await setResultsPageShown(false);
    expect((await rounds()).entries.map((e) => e.result)).toEqual([null, null]);
  });

  it('shows the final place, or how far the couple got, once results are public', async () => {
    await setResultsPageShown(true);
    const [recall, final] = (await rounds()).entries;
    expect(recall?.result).toEqual({
      place: null,
      sharedBy: 1,
      lastPosted: {
        roundNumber: 2,
        roundName: 'Semi-Final',
        placement: null,
        recalled: true,
      },
    });
    expect(final?.result).toEqual({
      place: 1,
      sharedBy: 1,
      lastPosted: { roundNumber: 1, roundName: 'Final', placement: '1', recalled: false },
    });
  });

  it("hides an event's result that staff withdrew", async () => {
    await setResultsPageShown(true);
    await db()
      .updateTable('events')
      .set({ results_published: 0 })
      .where('id', '=', finalEvent.eventId)
      .execute();
    const [recall, final] = (await rounds()).entries;
    expect(recall?.result).not.toBeNull();
    expect(final?.result).toBeNull();
  });

  it('refuses an unknown competitor with a typed 404', async () => {
    const { status, code } = await get('/competitors/nobody/rounds');
    expect(status).toBe(404);
    expect(code).toBe('competitor_not_found');
  });
});
