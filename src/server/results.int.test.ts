import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EventResultsSchema,
  ResultsIndexSchema,
  StaffEventResultsSchema,
  StaffResultsSchema,
} from '../shared/results';
import type { EventResults } from '../shared/results';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import type { RunningRound } from './testing/judging-fixtures';
import { createRunningRound } from './testing/judging-fixtures';
import {
  callResults,
  danceNextRound,
  setResultsPageShown as setPageShown,
} from './testing/results-api';
import {
  agreeingPlaces,
  agreeingRecalls,
  createPostedRound,
  markRound,
} from './testing/results-fixtures';
import { createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let scrutineer = '';
/** A Semi-Final of six couples (three recalled) whose Final is posted too. */
let semi: RunningRound;
/** An event with only its Semi-Final posted. */
let semiOnly: RunningRound;

const competitionId = DEMO_COMPETITION_ID;
const ref = (round: RunningRound) => ({ competitionId, eventId: round.eventId });
const publicEvent = async (round: RunningRound) => {
  const answer = await callResults(server, 'getEventResults', ref(round));
  expect(answer.status, answer.text).toBe(200);
  return { results: EventResultsSchema.parse(answer.body), text: answer.text };
};
const staffEvent = async (round: RunningRound) => {
  const answer = await callResults(server, 'getStaffEventResults', ref(round), {
    cookie: scrutineer,
  });
  expect(answer.status, answer.text).toBe(200);
  return StaffEventResultsSchema.parse(answer.body);
};
const publicIndex = async () =>
  ResultsIndexSchema.parse((await callResults(server, 'getResultsIndex', { competitionId })).body);
const setEmbargo = async (embargo: boolean, releaseAt: string | null) => {
  const answer = await callResults(
    server,
    'setMarksEmbargo',
    { competitionId },
    {
      cookie: scrutineer,
      body: { embargo, releaseAt },
    },
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};
const setResultsPageShown = (shown: boolean) => setPageShown(server, competitionId, shown);
/** Whether any posted round of the answer carries the judges' marks. */
const anyDetail = (results: EventResults) => results.rounds.some((round) => round.detail !== null);

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  scrutineer = (await createSignedInStaff(server, ['scrutineer'])).cookie;
  const options = {
    judges: 3,
    couples: 6,
    dances: ['Waltz', 'Tango'],
    roundNumber: 2,
    recallSize: 3,
  };
  semi = await createPostedRound(server.ctx, options);
  await danceNextRound(server, semi, agreeingPlaces);
  semiOnly = await createPostedRound(server.ctx, options);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});
beforeEach(async () => {
  await setResultsPageShown(true);
  await setEmbargo(false, null);
});

describe('the public results index', () => {
  it('lists events with posted rounds, each couple with how far it got', async () => {
    const index = await publicIndex();
    expect(index.resultsPageShown).toBe(true);
    const finished = index.events.find((event) => event.eventId === semi.eventId);
    expect(finished?.finished).toBe(true);
    expect(finished?.postedRounds).toEqual([
      { roundNumber: 2, roundName: 'Semi-Final' },
      { roundNumber: 1, roundName: 'Final' },
    ]);
    expect(finished?.couples.map((couple) => couple.result)).toEqual([
      '1st',
      '2nd',
      '3rd',
      'Semi-Final',
      'Semi-Final',
      'Semi-Final',
    ]);
    expect(finished?.couples[0]).toMatchObject({ leadName: expect.stringMatching(/^Lead \d+$/) });

    const unfinished = index.events.find((event) => event.eventId === semiOnly.eventId);
    expect(unfinished?.finished).toBe(false);
    expect(unfinished?.couples).toHaveLength(6);
    expect(new Set(unfinished?.couples.map((couple) => couple.result))).toEqual(
      new Set(['Semi-Final']),
    );
  });

  it('leaves out events with nothing posted', async () => {
    const running = await createRunningRound(server.ctx, {
      judges: 1,
      couples: 2,
      dances: ['Waltz'],
      roundNumber: 1,
    });
    const index = await publicIndex();
    expect(index.events.map((event) => event.eventId)).not.toContain(running.eventId);
  });

  it('lists nothing while the results page is switched off, and event pages are not found', async () => {
    await setResultsPageShown(false);
    expect(await publicIndex()).toEqual({ resultsPageShown: false, events: [] });
    const answer = await callResults(server, 'getEventResults', ref(semi));
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('event_not_found');
  });
});

describe("one event's public results", () => {
  it('shows every posted round, the final first, with couples and judges by letter', async () => {
    const { results } = await publicEvent(semi);
    expect(results.rounds.map((round) => round.roundName)).toEqual(['Final', 'Semi-Final']);
    const [finalRound, semiRound] = results.rounds;
    expect(finalRound?.kind).toBe('final');
    expect(Object.values(finalRound?.placements ?? {}).sort()).toEqual([1, 2, 3]);
    expect(Object.keys(finalRound?.perDance ?? {})).toEqual(['Waltz', 'Tango']);
    expect(semiRound?.recalled).toHaveLength(3);
    expect(semiRound?.couples).toHaveLength(6);
    expect(results.judges.map((judge) => judge.name)).toEqual(semi.judges.map((j) => j.name));
    expect(results.judges.map((judge) => judge.letter)).toEqual(
      results.judges.map((judge) => judge.letter).sort(),
    );
    expect(results.marksPublic).toBe(true);
  });

  it("keeps a new recall round's grid: each judge's recall marks, judges by letter", async () => {
    const { results } = await publicEvent(semi);
    const semiRound = results.rounds.find((round) => round.roundNumber === 2);
    if (semiRound?.detail?.kind !== 'recall')
      throw new Error('the semi-final has no recall detail');
    const grid = semiRound.detail.grid;
    if (!grid) throw new Error('the semi-final has no grid');
    expect(grid.judges).toEqual(results.judges.map((judge) => judge.letter));
    expect(grid.dances).toEqual(['Waltz', 'Tango']);
    for (const [d, dance] of grid.dances.entries()) {
      for (const [j] of grid.judges.entries()) {
        const recalled = grid.couples.filter((_, c) => grid.marks[d]?.[c]?.[j] === 1);
        expect(recalled.sort()).toEqual(agreeingRecalls(3)(j, dance, semi).sort());
      }
    }
    const totals = semiRound.detail.totals;
    expect(Object.values(totals).reduce((a, b) => a + b, 0)).toBe(3 * 2 * 3);
  });

  it('answers an unknown event or competition with 404', async () => {
    const unknown = await callResults(server, 'getEventResults', {
      competitionId,
      eventId: 'nope',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toContain("'nope'");
    const noCompetition = await callResults(server, 'getResultsIndex', { competitionId: 'nope' });
    expect(noCompetition.status).toBe(404);
    expect(noCompetition.body.error.code).toBe('competition_not_found');
  });
});

describe('publishing and withdrawing an event', () => {
  it('hides a withdrawn event from the public as if unknown; staff still see it', async () => {
    const withdraw = await callResults(server, 'setResultsPublished', ref(semiOnly), {
      cookie: scrutineer,
      body: { published: false },
    });
    expect(withdraw.status, withdraw.text).toBe(200);
    expect(StaffEventResultsSchema.parse(withdraw.body).published).toBe(false);

    const answer = await callResults(server, 'getEventResults', ref(semiOnly));
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('event_not_found');
    expect((await publicIndex()).events.map((e) => e.eventId)).not.toContain(semiOnly.eventId);
    const staff = await staffEvent(semiOnly);
    expect(staff.published).toBe(false);
    expect(staff.rounds).toHaveLength(1);

    await callResults(server, 'setResultsPublished', ref(semiOnly), {
      cookie: scrutineer,
      body: { published: true },
    });
    expect((await publicEvent(semiOnly)).results.rounds).toHaveLength(1);
    const audit = await server.ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['results.publish', 'results.withdraw'])
      .where('details', 'like', `%${semiOnly.eventId}%`)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['results.withdraw', 'results.publish']);
  });

  it("counts each event's posted and marked rounds for staff", async () => {
    const answer = await callResults(
      server,
      'getStaffResults',
      { competitionId },
      {
        cookie: scrutineer,
      },
    );
    expect(answer.status, answer.text).toBe(200);
    const overview = StaffResultsSchema.parse(answer.body);
    expect(overview.events.find((e) => e.eventId === semiOnly.eventId)).toMatchObject({
      published: true,
      postedRounds: 1,
      markedRounds: 0,
      rounds: 2,
    });
    expect(overview.embargo).toEqual({ embargo: false, releaseAt: null, marksPublic: true });
  });
});

describe('the marks embargo', () => {
  const future = () => new Date(Date.now() + 3_600_000).toISOString();
  const past = () => new Date(Date.now() - 60_000).toISOString();

  it("holds back every judge's mark from the public, placements stay", async () => {
    expect(await setEmbargo(true, null)).toEqual({
      embargo: true,
      releaseAt: null,
      marksPublic: false,
    });
    const { results, text } = await publicEvent(semi);
    expect(results.marksPublic).toBe(false);
    expect(results.marksReleaseAt).toBeNull();
    expect(results.rounds.map((round) => round.detail)).toEqual([null, null]);
    expect(results.rounds[0]?.perDance).not.toEqual({});
    expect(results.rounds[1]?.recalled).toHaveLength(3);
    // Nothing of the marks is in the answer at all: no grid, no tallies, no sums of recalls.
    for (const key of ['"marks"', '"grid"', '"totals"', '"computation"', '"tallies"']) {
      expect(text).not.toContain(key);
    }
    // Staff always see the marks.
    const staff = await staffEvent(semi);
    expect(staff.marksPublic).toBe(false);
    expect(staff.rounds.every((round) => round.detail !== null)).toBe(true);
  });

  it('lists recall couples by number while marks are held back, so their order tells no ranking', async () => {
    // Two postings of four couples whose marks rank them differently: judges' lists by couple index.
    const postWith = (lists: number[][]) =>
      createPostedRound(server.ctx, {
        judges: 3,
        couples: 4,
        dances: ['Waltz'],
        roundNumber: 2,
        recallSize: 3,
        listFor: (judge, _dance, round) =>
          (lists[judge] ?? []).map((index) => round.couples[index]?.entryId ?? ''),
      });
    const rounds = [
      await postWith([[0, 1, 2], [0, 1, 2], [0, 1, 3]]),
      await postWith([[2, 1, 0], [2, 1, 0], [2, 3, 1]]),
    ];
    await setEmbargo(true, null);
    const orders = await Promise.all(
      rounds.map(async (round) => {
        const posted = (await publicEvent(round)).results.rounds[0];
        const indexOf = (entryId: string) =>
          round.couples.findIndex((couple) => couple.entryId === entryId);
        return {
          couples: posted?.couples.map((couple) => indexOf(couple.entryId)),
          recalled: posted?.recalled.map(indexOf),
        };
      }),
    );
    expect(orders[0]).toEqual({ couples: [0, 1, 2, 3], recalled: [0, 1, 2] });
    expect(orders[1]).toEqual(orders[0]);
  });

  it('holds them until a release time, then shows them', async () => {
    const releaseAt = future();
    await setEmbargo(true, releaseAt);
    const held = (await publicEvent(semi)).results;
    expect(anyDetail(held)).toBe(false);
    expect(held.marksReleaseAt).toBe(releaseAt);

    expect((await setEmbargo(true, past())).marksPublic).toBe(true);
    const released = (await publicEvent(semi)).results;
    expect(released.rounds.every((round) => round.detail !== null)).toBe(true);
    expect(released.marksReleaseAt).toBeNull();
  });

  it("releases now by the server's clock when asked for 'now'", async () => {
    await setEmbargo(true, null);
    const answer = await setEmbargo(true, 'now');
    expect(answer.marksPublic).toBe(true);
    expect(answer.releaseAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(anyDetail((await publicEvent(semi)).results)).toBe(true);
  });

  it('releases now with the current time, stored as a UTC instant', async () => {
    await setEmbargo(true, null);
    // A second ago, written as the wall clock two hours east of UTC.
    const offset = new Date(Date.now() - 1000 + 7_200_000).toISOString().replace('Z', '+02:00');
    const answer = await setEmbargo(true, offset);
    expect(answer.marksPublic).toBe(true);
    expect(answer.releaseAt).toMatch(/Z$/);
    expect(anyDetail((await publicEvent(semi)).results)).toBe(true);
  });
});

describe('staff previews of Marked rounds', () => {
  it('previews a Marked recall round and a Marked final, not posted', async () => {
    const recall = await createRunningRound(server.ctx, {
      judges: 3,
      couples: 5,
      dances: ['Waltz'],
      roundNumber: 2,
      recallSize: 2,
    });
    await markRound(server.ctx, recall, agreeingRecalls(2));
    const staff = await staffEvent(recall);
    expect(staff.previewProblems).toEqual([]);
    expect(staff.rounds).toHaveLength(1);
    const [preview] = staff.rounds;
    expect(preview?.postedAt).toBeNull();
    if (preview?.detail?.kind !== 'recall') throw new Error('no recall preview');
    expect(preview.detail.grid?.marks).toHaveLength(1);
    expect(preview.detail.grid?.couples).toHaveLength(5);
    // The public sees nothing of a round not posted.
    expect((await publicEvent(recall)).results.rounds).toEqual([]);

    const finalOnly = await createRunningRound(server.ctx, {
      judges: 3,
      couples: 4,
      dances: ['Waltz'],
      roundNumber: 1,
    });
    await markRound(server.ctx, finalOnly, agreeingPlaces);
    const [finalPreview] = (await staffEvent(finalOnly)).rounds;
    expect(finalPreview).toMatchObject({ kind: 'final', postedAt: null });
    expect(finalPreview?.detail?.kind).toBe('final');
  });

  it("reports the engine's refusal and a tie at the cut as problems, not errors", async () => {
    const round = await createRunningRound(server.ctx, {
      judges: 2,
      couples: 4,
      dances: ['Waltz'],
      roundNumber: 2,
      recallSize: 2,
    });
    // Couple 2 and 3 tie at the cut: one mark each.
    const ids = round.couples.map((couple) => couple.entryId);
    await markRound(server.ctx, round, (j) => [ids[0] as string, ids[j + 1] as string]);
    const tied = await staffEvent(round);
    expect(tied.rounds).toHaveLength(1);
    expect(tied.previewProblems).toEqual([
      { roundName: 'Semi-Final', message: expect.stringContaining('2 couples tie at the cut') },
    ]);

    await server.ctx.database.db
      .updateTable('rounds')
      .set({ recall_size: 99 })
      .where('id', '=', round.roundKey)
      .execute();
    const refused = await staffEvent(round);
    expect(refused.rounds).toEqual([]);
    expect(refused.previewProblems).toEqual([
      { roundName: 'Semi-Final', message: expect.stringContaining('recall size') },
    ]);
  });
});
