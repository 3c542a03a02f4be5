import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectPrintRounds } from '../domain/printing';
import { compareJudgeLetters, judgeLetter } from '../domain/results';
import { buildPath } from '../shared/contract/define-endpoint';
import { deckCaptainEndpoints } from '../shared/contract/deck-captain';
import { judgingEndpoints } from '../shared/contract/judging';
import { printingEndpoints as endpoints } from '../shared/contract/printing';
import type { PrintRound, PrintRounds } from '../shared/printing';
import { PrintResultsSchema, PrintRoundsSchema } from '../shared/printing';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import type { RunningRound } from './testing/judging-fixtures';
import { createRunningRound } from './testing/judging-fixtures';
import type { PrintDay } from './testing/print-fixtures';
import { createPrintDay } from './testing/print-fixtures';
import { SYSTEM_ACTOR } from './services/audit-log';
import { skipScheduledRound } from './services/schedule-service';
import { createPostedRound } from './testing/results-fixtures';
import type { TestStaff } from './testing/staff-fixtures';
import { createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let staff: Record<'scrutineer' | 'deckCaptain' | 'mc' | 'chairman' | 'jumbotron', TestStaff>;
/** 10 events x 4 rounds (48, 24, 12, 6 couples) x one panel of 7 judges. */
let day: PrintDay;
/** A Running semi-final of 6 couples and 3 judges (its final waits for its recalls). */
let running: RunningRound;
/** A posted final (approved by the chairman) and a posted semi-final (not approved). */
let postedFinal: RunningRound;
let postedSemi: RunningRound;

const competitionId = DEMO_COMPETITION_ID;
const db = () => server.ctx.database.db;
const roundsPath = buildPath(endpoints.getPrintRounds.path, { competitionId });
const resultsPath = buildPath(endpoints.getPrintResults.path, { competitionId });

async function call(cookie: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(cookie !== null && { cookie }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function printRounds(): Promise<PrintRounds> {
  const answer = await call(staff.scrutineer.cookie, 'GET', roundsPath);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return PrintRoundsSchema.parse(answer.body);
}
async function printResults() {
  const answer = await call(staff.scrutineer.cookie, 'GET', resultsPath);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return PrintResultsSchema.parse(answer.body);
}
const roundIn = (view: PrintRounds, eventId: string, roundNumber: number): PrintRound => {
  const round = view.rounds.find((r) => r.eventId === eventId && r.roundNumber === roundNumber);
  if (!round) throw new Error(`${eventId} R${roundNumber} is not printed`);
  return round;
};
const couplesOf = (round: PrintRound) => round.heats.flatMap((heat) => heat.couples);

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  staff = {
    scrutineer: await createSignedInStaff(server, ['scrutineer']),
    deckCaptain: await createSignedInStaff(server, ['deckCaptain']),
    mc: await createSignedInStaff(server, ['mc']),
    chairman: await createSignedInStaff(server, ['chairman']),
    jumbotron: await createSignedInStaff(server, ['jumbotron']),
  };
  day = await createPrintDay(server.ctx, {
    events: 10,
    roundsPerEvent: 4,
    judges: 7,
    couples: 48,
    dances: ['Waltz', 'Tango', 'Foxtrot', 'Quickstep', 'Viennese Waltz'],
    heats: 3,
  });
  running = await createRunningRound(server.ctx, {
    judges: 3,
    couples: 6,
    dances: ['Waltz', 'Tango'],
    roundNumber: 2,
    recallSize: 4,
  });
  postedFinal = await createPostedRound(server.ctx, {
    judges: 3,
    couples: 4,
    dances: ['Waltz'],
    roundNumber: 1,
  });
  postedSemi = await createPostedRound(server.ctx, {
    judges: 3,
    couples: 6,
    dances: ['Waltz'],
    roundNumber: 2,
    recallSize: 3,
  });
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('the fixture of a competition day', () => {
  it('fills 40 rounds in running order, 48 to 6 couples, one panel of 7 judges', async () => {
    const view = await printRounds();
    const printed = day.rounds.map((round) => roundIn(view, round.eventId, round.roundNumber));
    expect(printed).toHaveLength(40);
    expect(printed.map((round) => round.scheduleIndex)).toEqual(
      printed.map((_, i) => (printed[0]?.scheduleIndex ?? 0) + i),
    );
    expect(printed.slice(0, 4).map((round) => couplesOf(round).length)).toEqual([48, 24, 12, 6]);
    expect(printed.slice(0, 4).map((round) => round.heats.length)).toEqual([3, 3, 3, 1]);
    expect(printed.every((round) => round.plannedStart !== null)).toBe(true);
    const panelIds = day.judges.map((judge) => judge.id);
    for (const round of printed) {
      expect(round.panel).toEqual(panelIds.map((judgeId) => ({ judgeId, absent: false })));
    }
  });

  it("can post the earlier rounds, so every sheet carries its couples' numbers", async () => {
    const small = await createPrintDay(server.ctx, {
      events: 1,
      roundsPerEvent: 3,
      judges: 2,
      couples: 10,
      dances: ['Waltz'],
      heats: 2,
      earlierRoundsPosted: true,
    });
    const view = await printRounds();
    const printed = small.rounds.map((round) => roundIn(view, round.eventId, round.roundNumber));
    expect(printed.map((round) => [round.filledBy, round.expectedCouples])).toEqual([
      [null, 10],
      [null, 5],
      [null, 3],
    ]);
    await db()
      .deleteFrom('events')
      .where('id', '=', small.events[0]?.eventId ?? '')
      .execute();
  });
});

describe('getPrintRounds', () => {
  it('lists every round of every event in running order, events interleaved as scheduled', async () => {
    // Dance the first two events' rounds alternately: E1 R4, E2 R4, E1 R3, E2 R3, ...
    const [first, second] = day.events;
    const twoEvents = day.rounds.filter(
      (round) => round.eventId === first?.eventId || round.eventId === second?.eventId,
    );
    const base = Math.min(...twoEvents.map((round) => round.scheduleIndex));
    for (const round of twoEvents) {
      const step = 4 - round.roundNumber;
      const index = base + 2 * step + (round.eventId === first?.eventId ? 0 : 1);
      await db()
        .updateTable('rounds')
        .set({ schedule_index: index })
        .where('id', '=', round.roundKey)
        .execute();
    }
    const view = await printRounds();
    const indexes = view.rounds.map((round) => round.scheduleIndex);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    const order = view.rounds
      .filter((round) => round.eventId === first?.eventId || round.eventId === second?.eventId)
      .map((round) => `${round.eventId === first?.eventId ? 'E1' : 'E2'} R${round.roundNumber}`);
    expect(order).toEqual(['E1 R4', 'E2 R4', 'E1 R3', 'E2 R3', 'E1 R2', 'E2 R2', 'E1 R1', 'E2 R1']);
    const count = await db()
      .selectFrom('rounds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('competition_id', '=', competitionId)
      .executeTakeFirstOrThrow();
    expect(view.rounds).toHaveLength(Number(count.n));
  });

  it("gives what a judge's sheet needs: style, dances, Recall N, the couples to expect", async () => {
    const view = await printRounds();
    const [event] = day.events;
    const firstRound = roundIn(view, event?.eventId ?? '', 4);
    expect(firstRound).toMatchObject({
      style: 'Standard',
      level: 'Gold',
      dances: ['Waltz', 'Tango', 'Foxtrot', 'Quickstep', 'Viennese Waltz'],
      kind: 'recall',
      recallCount: 24,
      filledBy: null,
      expectedCouples: 48,
    });
    // The quarter-final waits for the first round's recalls: 24 couples, whatever it holds now.
    expect(roundIn(view, event?.eventId ?? '', 3)).toMatchObject({
      kind: 'recall',
      filledBy: firstRound.roundName,
      expectedCouples: 24,
      recallCount: 12,
    });
    expect(roundIn(view, event?.eventId ?? '', 1)).toMatchObject({
      kind: 'final',
      recallCount: null,
      expectedCouples: 6,
    });
  });

  it('follows a recall target set by the scrutineer for "Recall N"', async () => {
    await db()
      .updateTable('rounds')
      .set({ recall_target: 8 })
      .where('id', '=', running.roundKey)
      .execute();
    const round = roundIn(await printRounds(), running.eventId, 2);
    expect(round.recallCount).toBe(8);
  });

  it('gives every panel judge their competition-wide letter, in letter order', async () => {
    const view = await printRounds();
    const officials = await db()
      .selectFrom('officials')
      .select(['id', 'name'])
      .where('competition_id', '=', competitionId)
      .where('role', '=', 'Judge')
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const letters = view.judges.map((judge) => judge.letter);
    expect(new Set(letters).size).toBe(letters.length);
    const dayJudges = view.judges.filter((judge) =>
      day.judges.some((fixture) => fixture.id === judge.judgeId),
    );
    expect(dayJudges.map((judge) => judge.name)).toEqual(day.judges.map((judge) => judge.name));
    // The letter is the judge's place among all the competition's judges (decision 019).
    for (const judge of view.judges) {
      const index = officials.findIndex((official) => official.id === judge.judgeId);
      expect(judge.letter).toBe(judgeLetter(index));
    }
    // Letter order, not text order: past 26 judges AA comes after Z.
    expect(letters).toEqual([...letters].sort(compareJudgeLetters));
  });

  it('marks a scratched couple: still dancing in a started round, left out of one to come', async () => {
    const [, , event] = day.events;
    const entryId = `${event?.eventId}-couple-${day.numbers[0]}`;
    const scratch = (eventId: string, id: string) =>
      call(
        staff.deckCaptain.cookie,
        'PUT',
        buildPath(deckCaptainEndpoints.scratchEntry.path, { competitionId, eventId, entryId: id }),
        { reason: 'Injured' },
      );
    expect((await scratch(event?.eventId ?? '', entryId)).status).toBe(200);
    const runningEntry = running.couples[0]?.entryId ?? '';
    expect((await scratch(running.eventId, runningEntry)).status).toBe(200);

    const view = await printRounds();
    const notStarted = couplesOf(roundIn(view, event?.eventId ?? '', 4));
    expect(notStarted.find((couple) => couple.entryId === entryId)).toMatchObject({
      scratch: { reason: 'Injured' },
      dancing: false,
    });
    const started = roundIn(view, running.eventId, 2);
    expect(couplesOf(started).find((couple) => couple.entryId === runningEntry)).toMatchObject({
      scratch: { reason: 'Injured' },
      dancing: true,
    });
    expect(roundIn(view, event?.eventId ?? '', 4).expectedCouples).toBe(47);
  });

  it('gives the panel in letter order with an absent judge marked', async () => {
    const absent = running.judges[1]?.id ?? '';
    const answer = await call(
      staff.scrutineer.cookie,
      'POST',
      buildPath(judgingEndpoints.markJudgeAbsent.path, {
        competitionId,
        eventId: running.eventId,
        roundNumber: 2,
      }),
      { judgeId: absent, reason: 'Unwell' },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const view = await printRounds();
    expect(roundIn(view, running.eventId, 2).panel).toEqual(
      running.judges.map((judge) => ({ judgeId: judge.id, absent: judge.id === absent })),
    );
    // The absence is the round's only: the final keeps the whole panel.
    expect(roundIn(view, running.eventId, 1).panel.every((judge) => !judge.absent)).toBe(true);
  });
});

describe('getPrintResults', () => {
  beforeAll(async () => {
    await db()
      .insertInto('round_locks')
      .values({
        event_id: postedFinal.eventId,
        round_number: 1,
        locked_by: staff.chairman.email,
        locked_at: '2026-06-14T18:30:00.000Z',
      })
      .execute();
    await db()
      .updateTable('competitions')
      .set({ marks_embargo: 1, marks_release_at: null })
      .where('id', '=', competitionId)
      .execute();
  });

  it('gives the posted rounds with the marks through the embargo, and the chairman lock', async () => {
    const results = await printResults();
    const final = results.events.find((event) => event.event.eventId === postedFinal.eventId);
    expect(final?.marksPublic).toBe(false);
    expect(final?.rounds.map((round) => [round.roundNumber, round.detail?.kind])).toEqual([
      [1, 'final'],
    ]);
    expect(final?.locks).toEqual([
      { roundNumber: 1, lockedBy: staff.chairman.email, lockedAt: '2026-06-14T18:30:00.000Z' },
    ]);
    expect(final?.judges).toHaveLength(3);
  });

  it('leaves out rounds not posted and events with none posted', async () => {
    const results = await printResults();
    const semi = results.events.find((event) => event.event.eventId === postedSemi.eventId);
    // The semi-final is posted; its final, now filled with the recalled couples, is not.
    expect(semi?.rounds.map((round) => round.roundNumber)).toEqual([2]);
    expect(semi?.rounds[0]?.detail?.kind).toBe('recall');
    expect(semi?.locks).toEqual([]);
    const printed = new Set(results.events.map((event) => event.event.eventId));
    expect(printed.has(running.eventId)).toBe(false);
    expect(day.events.some((event) => printed.has(event.eventId))).toBe(false);
  });
});

describe('a skipped semi-final', () => {
  it('is not printed; the final waits for the quarter-final, whose couples it expects', async () => {
    const event = day.events[day.events.length - 1];
    const eventId = event?.eventId ?? '';
    // Straight through the service: the schedule's HTTP answer is not what is tested here.
    await skipScheduledRound(server.ctx, SYSTEM_ACTOR, competitionId, eventId, 2);

    const view = await printRounds();
    const quarter = roundIn(view, eventId, 3);
    expect(roundIn(view, eventId, 2).roundState).toBe('Skipped');
    // Skipping copied the semi-final's couples into the final (decision 008):
    // the quarter-final's posting fills it, with the couples the quarter-final recalls.
    expect(roundIn(view, eventId, 1)).toMatchObject({
      filledBy: quarter.roundName,
      expectedCouples: quarter.recallCount,
    });
    const printed = selectPrintRounds(view.rounds, { kind: 'all' });
    expect(printed.filter((round) => round.eventId === eventId).map((r) => r.roundNumber)).toEqual([
      4, 3, 1,
    ]);
  });
});

describe('who may read what is printed', () => {
  it.each([
    ['scrutineer', 200, 200],
    ['deckCaptain', 200, 403],
    ['mc', 200, 403],
    ['chairman', 403, 200],
    ['jumbotron', 403, 403],
  ] as const)('%s: rounds %i, results %i', async (role, rounds, results) => {
    const cookie = staff[role].cookie;
    expect((await call(cookie, 'GET', roundsPath)).status).toBe(rounds);
    expect((await call(cookie, 'GET', resultsPath)).status).toBe(results);
  });

  it('answers 401 to a signed-out visitor', async () => {
    expect((await call(null, 'GET', roundsPath)).status).toBe(401);
    expect((await call(null, 'GET', resultsPath)).status).toBe(401);
  });

  it('answers 404 for an unknown competition', async () => {
    const unknown = (path: string) => buildPath(path, { competitionId: 'no-such-competition' });
    const cookie = staff.scrutineer.cookie;
    expect((await call(cookie, 'GET', unknown(endpoints.getPrintRounds.path))).status).toBe(404);
    expect((await call(cookie, 'GET', unknown(endpoints.getPrintResults.path))).status).toBe(404);
  });
});
