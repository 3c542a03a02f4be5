import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckCaptainEndpoints as endpoints } from '../shared/contract/deck-captain';
import { buildPath } from '../shared/contract/define-endpoint';
import { judgingEndpoints } from '../shared/contract/judging';
import { scheduleEndpoints } from '../shared/contract/schedule';
import {
  CheckInAnswerSchema,
  DeckCaptainFloorSchema,
  HeatCheckInAnswerSchema,
  WalkOnCandidateSchema,
} from '../shared/deck-captain';
import type { DeckCaptainFloor, FloorRound } from '../shared/deck-captain';
import { JudgeRoundsSchema, RoundJudgingSchema } from '../shared/judging';
import { ScheduleRoundSchema } from '../shared/schedule';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import type { RunningRound } from './testing/judging-fixtures';
import { createRunningRound } from './testing/judging-fixtures';
import { createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let deckCaptain = '';
let scrutineer = '';
let organizer = '';
/**
 * A new event whose R3, R2 and R1 are danced back to back (the last rounds of
 * the day), none started. R3 and R2 both hold couples 500 to 505 (R3 in two
 * heats), so a check-in in R3 cascades to R2; R1 is empty.
 */
let event: RunningRound;
let couple: (number: number) => string;

const db = () => server.ctx.database.db;
const competitionId = DEMO_COMPETITION_ID;
type Params = Record<string, string | number>;

async function call(cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const answer = await response.json();
  return { status: response.status, body: answer, code: answer?.error?.code as string | undefined };
}
const path = (template: string, params: Params = {}) =>
  buildPath(template, { competitionId, eventId: event.eventId, ...params });
const roundPath = (template: string, roundNumber: number, params: Params = {}) =>
  path(template, { roundNumber, ...params });

const floor = async (cookie = deckCaptain) => {
  const answer = await call(cookie, 'GET', path(endpoints.getDeckCaptainFloor.path));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return DeckCaptainFloorSchema.parse(answer.body);
};
const roundOf = (view: DeckCaptainFloor, roundNumber: number): FloorRound => {
  const found = [...view.now, ...view.next].find(
    (r) => r.eventId === event.eventId && r.roundNumber === roundNumber,
  );
  if (!found) throw new Error(`R${roundNumber} is not on the floor`);
  return found;
};
const coupleIn = (round: FloorRound, entryId: string) =>
  round.heats.flatMap((heat) => heat.couples).find((c) => c.entryId === entryId);

const checkIn = (roundNumber: number, entryId: string, checkedIn = true, cookie = deckCaptain) =>
  call(cookie, 'POST', roundPath(endpoints.checkInCouple.path, roundNumber), {
    entryId,
    checkedIn,
  });
const setAbsent = (roundNumber: number, entryId: string, absent: boolean) =>
  call(deckCaptain, 'PUT', roundPath(endpoints.setCoupleAbsent.path, roundNumber, { entryId }), {
    absent,
  });
const moveToHeat = (roundNumber: number, entryId: string, heat: unknown) =>
  call(deckCaptain, 'PUT', roundPath(endpoints.moveCoupleToHeat.path, roundNumber, { entryId }), {
    heat,
  });
const walkOn = (roundNumber: number, entryId: string | null, heat = 1) =>
  call(deckCaptain, 'POST', roundPath(endpoints.addWalkOn.path, roundNumber), { entryId, heat });
const scratch = (entryId: string, reason: unknown = 'Injured in the semi-final warm-up') =>
  call(deckCaptain, 'PUT', path(endpoints.scratchEntry.path, { entryId }), { reason });
const unscratch = (entryId: string) =>
  call(deckCaptain, 'DELETE', path(endpoints.unscratchEntry.path, { entryId }));
const startRound = async (roundNumber: number) => {
  const started = await call(
    scrutineer,
    'POST',
    buildPath(judgingEndpoints.startRound.path, {
      competitionId,
      eventId: event.eventId,
      roundNumber,
    }),
    {},
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
};
const stored = (roundNumber: number) =>
  db()
    .selectFrom('round_entries')
    .select(['entry_id', 'heat', 'checked_in', 'absent', 'walk_on'])
    .where('round_id', '=', `${event.eventId}-R${roundNumber}`)
    .orderBy('entry_id')
    .execute();
const audit = async (action: string) =>
  (
    await db()
      .selectFrom('audit_log')
      .select(['actor_email', 'details'])
      .where('action', '=', action)
      .orderBy('id')
      .execute()
  ).map((row) => ({ ...row, details: JSON.parse(row.details) }));
const topicsSince = async (seq: number) =>
  (await db().selectFrom('changes').select(['seq', 'topic']).where('seq', '>', seq).execute()).map(
    (row) => row.topic,
  );
const lastSeq = async () =>
  Number(
    (
      await db()
        .selectFrom('changes')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .executeTakeFirstOrThrow()
    ).seq ?? 0,
  );

async function judgeView(judge = event.judges[0]) {
  if (!judge) throw new Error('no judge');
  const signIn = await fetch(
    `${server.url}${buildPath(judgingEndpoints.judgeSignIn.path, { judgeId: judge.id })}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: judge.code }),
    },
  );
  const { token } = await signIn.json();
  const rounds = await fetch(
    `${server.url}${buildPath(judgingEndpoints.judgeRounds.path, { judgeId: judge.id })}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return { token: token as string, view: JudgeRoundsSchema.parse(await rounds.json()) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  deckCaptain = (await createSignedInStaff(server, ['deckCaptain'])).cookie;
  scrutineer = (await createSignedInStaff(server, ['scrutineer'])).cookie;
  organizer = (await createSignedInStaff(server, ['admin'])).cookie;
  event = await createRunningRound(server.ctx, {
    judges: 2,
    couples: 6,
    dances: ['Waltz'],
    roundNumber: 3,
    heats: 2,
  });
  couple = (number) => event.couples.find((c) => c.number === number)?.entryId ?? '';
  // Not started yet, nobody checked in; the semi-final holds the same couples.
  await db()
    .updateTable('rounds')
    .set({ round_state: 0, round_actual_start_time: null })
    .where('id', '=', event.roundKey)
    .execute();
  await db()
    .updateTable('round_entries')
    .set({ checked_in: 0 })
    .where('round_id', '=', event.roundKey)
    .execute();
  await db()
    .insertInto('round_entries')
    .values(
      event.couples.map((c) => ({
        round_id: `${event.eventId}-R2`,
        entry_id: c.entryId,
        heat: 1,
        checked_in: 0 as const,
      })),
    )
    .execute();
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe("the deck captain's floor", () => {
  it('is for deck captains and organizers only', async () => {
    const url = path(endpoints.getDeckCaptainFloor.path);
    expect((await call(scrutineer, 'GET', url)).status).toBe(403);
    expect(
      (
        await call(scrutineer, 'POST', roundPath(endpoints.checkInCouple.path, 3), {
          entryId: couple(500),
          checkedIn: true,
        })
      ).code,
    ).toBe('forbidden');
    expect((await call('', 'GET', url)).status).toBe(401);
    // A judge's device has no staff session: its token opens the judge's own routes only.
    const { token } = await judgeView();
    const asJudge = await fetch(`${server.url}${url}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asJudge.status).toBe(401);
    expect((await call(organizer, 'GET', url)).status).toBe(200);
    const unknown = await call(
      deckCaptain,
      'GET',
      buildPath(endpoints.getDeckCaptainFloor.path, {
        competitionId: 'no-such-comp',
      }),
    );
    expect(unknown).toMatchObject({ status: 404, code: 'competition_not_found' });
  });

  it('shows the next rounds in schedule order with heats, couples and the check-in count', async () => {
    const view = await floor();
    expect(view.cascadeCheckin).toBe(true);
    expect(view.now).toEqual([]);
    expect(view.next.map((r) => `${r.roundName} ${r.checkedIn}/${r.dancing}`)).toEqual([
      'Quarter-Final 0/6',
      'Semi-Final 0/6',
      'Final 0/0',
    ]);
    const quarter = roundOf(view, 3);
    expect(quarter.open).toBe(true);
    expect(quarter.heats.map((h) => h.couples.map((c) => c.number))).toEqual([
      [500, 502, 504],
      [501, 503, 505],
    ]);
    expect(coupleIn(quarter, couple(500))).toMatchObject({
      leadName: 'Lead 500',
      followName: 'Follow 500',
      checkedIn: false,
      absent: false,
      walkOn: false,
      scratch: null,
      dancing: true,
    });
  });
});

describe('check-in', () => {
  it('checks a couple in for the rounds danced straight after, and says how many', async () => {
    const before = await lastSeq();
    const answer = await checkIn(3, couple(500));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { followingRounds, floor: view } = CheckInAnswerSchema.parse(answer.body);
    expect(followingRounds).toEqual([
      { eventId: event.eventId, roundNumber: 2, roundName: 'Semi-Final' },
    ]);
    expect(roundOf(view, 3).checkedIn).toBe(1);
    expect(roundOf(view, 2).checkedIn).toBe(1);
    expect((await stored(2)).find((r) => r.entry_id === couple(500))?.checked_in).toBe(1);
    expect(await topicsSince(before)).toEqual(
      expect.arrayContaining([
        `entries:${competitionId}`,
        `marks:${competitionId}:${event.roundKey}`,
      ]),
    );
    expect((await audit('floor.checkIn')).at(-1)?.details).toMatchObject({
      number: 500,
      roundName: 'Quarter-Final',
      followingRounds: ['Semi-Final'],
    });

    // Checking out cascades the same way.
    const out = CheckInAnswerSchema.parse((await checkIn(3, couple(500), false)).body);
    expect(out.followingRounds).toHaveLength(1);
    expect(roundOf(out.floor, 2).checkedIn).toBe(0);
  });

  it('checks in only the round tapped when the event setting is off', async () => {
    await db().updateTable('event_settings').set({ cascade_checkin: 0 }).execute();
    try {
      const answer = CheckInAnswerSchema.parse((await checkIn(3, couple(501))).body);
      expect(answer.followingRounds).toEqual([]);
      expect(roundOf(answer.floor, 2).checkedIn).toBe(0);
      expect((await floor()).cascadeCheckin).toBe(false);
    } finally {
      await db().updateTable('event_settings').set({ cascade_checkin: 1 }).execute();
    }
    await checkIn(3, couple(501), false);
  });

  it('refuses unknown rounds and couples, and input that is not a check-in', async () => {
    expect(await checkIn(9, couple(500))).toMatchObject({ status: 404, code: 'round_not_found' });
    expect(await checkIn(3, 'no-such-entry')).toMatchObject({
      status: 404,
      code: 'entry_not_found',
    });
    expect(await checkIn(1, couple(500))).toMatchObject({ status: 400, code: 'unknown_couple' });
    const bad = await call(deckCaptain, 'POST', roundPath(endpoints.checkInCouple.path, 3), {
      entryId: couple(500),
      checkedIn: 'yes',
    });
    expect(bad).toMatchObject({ status: 400, code: 'invalid_input' });
    expect(bad.body.error.details.issues[0].path).toEqual(['checkedIn']);
  });

  it('checks in a whole heat in one go, each couple with its cascade', async () => {
    const heatPath = (heat: number) => roundPath(endpoints.checkInHeat.path, 3, { heat });
    await checkIn(3, couple(502));
    await setAbsent(3, couple(504), true);
    const answer = await call(deckCaptain, 'POST', heatPath(1), {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const heat = HeatCheckInAnswerSchema.parse(answer.body);
    // The no-show 504 stays a no-show: only a tap on the couple itself says it is here.
    expect(heat).toMatchObject({ couples: 1, followingRounds: 1 });
    expect(roundOf(heat.floor, 3).checkedIn).toBe(2);
    expect(roundOf(heat.floor, 2).checkedIn).toBe(2);
    expect(coupleIn(roundOf(heat.floor, 3), couple(504))).toMatchObject({
      absent: true,
      checkedIn: false,
    });
    expect((await audit('floor.checkInHeat')).at(-1)?.details).toMatchObject({
      heat: 1,
      numbers: [500],
    });
    await checkIn(3, couple(504));
    expect(await call(deckCaptain, 'POST', heatPath(3), {})).toMatchObject({
      status: 400,
      code: 'invalid_input',
    });
  });
});

describe('no-shows, heat moves and walk-ons before the round starts', () => {
  it('marks a no-show (not checked in) and clears it; a check-in clears it too', async () => {
    const marked = await setAbsent(3, couple(500), true);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const view = DeckCaptainFloorSchema.parse(marked.body);
    expect(coupleIn(roundOf(view, 3), couple(500))).toMatchObject({
      absent: true,
      checkedIn: false,
    });
    expect((await audit('floor.noShow')).at(-1)?.details).toMatchObject({ number: 500 });
    await setAbsent(3, couple(500), false);
    await setAbsent(3, couple(501), true);
    await checkIn(3, couple(501));
    expect((await stored(3)).find((r) => r.entry_id === couple(501))).toMatchObject({
      absent: 0,
      checked_in: 1,
    });
    expect(await setAbsent(3, 'no-such-entry', true)).toMatchObject({ status: 404 });
  });

  it('moves a couple to another heat within the round', async () => {
    const moved = await moveToHeat(3, couple(500), 2);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(
      roundOf(DeckCaptainFloorSchema.parse(moved.body), 3).heats[1]?.couples.map((c) => c.number),
    ).toEqual([500, 501, 503, 505]);
    const tooFar = await moveToHeat(3, couple(500), 3);
    expect(tooFar).toMatchObject({ status: 400, code: 'invalid_input' });
    expect(tooFar.body.error.details.issues).toEqual([
      { path: ['heat'], message: 'must be a heat from 1 to 2' },
    ]);
    expect((await moveToHeat(3, couple(500), 0)).code).toBe('invalid_input');
    await moveToHeat(3, couple(500), 1);
  });

  it('refuses them in a round filled when the round before is posted, which would replace them', async () => {
    const view = await floor();
    expect(roundOf(view, 3).filledBy).toBeNull();
    expect(roundOf(view, 2).filledBy).toBe('Quarter-Final');
    const refused = await walkOn(2, null);
    expect(refused).toMatchObject({ status: 409, code: 'round_not_filled' });
    expect(refused.body.error.message).toBe(
      `${event.eventName} Semi-Final is filled when the Quarter-Final is posted; add the walk-on then.`,
    );
    expect((await setAbsent(2, couple(505), true)).code).toBe('round_not_filled');
    expect((await moveToHeat(2, couple(505), 1)).code).toBe('round_not_filled');
    expect((await stored(2)).every((r) => r.walk_on === 0 && r.absent === 0)).toBe(true);
  });

  it("adds the event's placeholder couple #9999 and an existing couple as walk-ons", async () => {
    const placeholder = await walkOn(3, null);
    expect(placeholder.status, JSON.stringify(placeholder.body)).toBe(200);
    const quarter = roundOf(DeckCaptainFloorSchema.parse(placeholder.body), 3);
    expect(quarter.heats[0]?.couples.at(-1)).toMatchObject({
      number: 9999,
      leadName: 'dummy',
      affiliation: 'Other',
      walkOn: true,
      checkedIn: true,
    });
    expect(await walkOn(3, null)).toMatchObject({ status: 409, code: 'adhoc_already_in_round' });

    const candidates = await call(deckCaptain, 'GET', path(endpoints.listWalkOnCouples.path));
    const others = WalkOnCandidateSchema.array().parse(candidates.body);
    const other = others.find((c) => c.eventId !== event.eventId && c.number !== null);
    if (!other) throw new Error('the demo has no other couples');
    expect(others.some((c) => c.number === 9999)).toBe(false);
    const added = await walkOn(3, other.entryId, 2);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const walked = roundOf(DeckCaptainFloorSchema.parse(added.body), 3).heats[1]?.couples.find(
      (c) => c.number === other.number,
    );
    expect(walked).toMatchObject({
      leadName: other.leadName,
      followName: other.followName,
      walkOn: true,
    });
    // A new entry in this event for the same dancers; the other event's entry is untouched.
    expect(walked?.entryId).not.toBe(other.entryId);
    expect(await walkOn(3, other.entryId, 1)).toMatchObject({
      status: 409,
      code: 'couple_already_in_round',
    });
    expect(await walkOn(3, 'no-such-entry')).toMatchObject({
      status: 404,
      code: 'entry_not_found',
    });
    expect(await walkOn(3, null, 5)).toMatchObject({ status: 400, code: 'invalid_input' });
    expect((await audit('floor.walkOn')).map((row) => row.details.number)).toEqual([
      9999,
      other.number,
    ]);
  });

  it('keeps no-shows and walk-ons with their round when a schedule operation renumbers it', async () => {
    await setAbsent(3, couple(503), true);
    const added = await call(
      organizer,
      'POST',
      buildPath(scheduleEndpoints.addRound.path, { competitionId }),
      { eventId: event.eventId, afterRoundNumber: 2 },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // The quarter-final is now round 4: a new round 3 comes between it and the semi-final.
    const quarter = await stored(4);
    expect(quarter.find((r) => r.entry_id === couple(503))).toMatchObject({ absent: 1, heat: 2 });
    expect(quarter.filter((r) => r.walk_on === 1)).toHaveLength(2);
    const deleted = await call(
      organizer,
      'POST',
      buildPath(scheduleEndpoints.deleteRound.path, { competitionId }),
      { eventId: event.eventId, roundNumber: 3 },
    );
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await stored(3)).find((r) => r.entry_id === couple(503))).toMatchObject({ absent: 1 });
  });
});

describe('once the round has started', () => {
  it('shows judges the no-show labelled, still markable, and refuses floor changes', async () => {
    const roundNumber = 3;
    await startRound(roundNumber);
    const { view } = await judgeView();
    const round = view.rounds.find((r) => r.eventId === event.eventId);
    const couples = round?.heats.flatMap((h) => h.couples) ?? [];
    expect(couples.find((c) => c.entryId === couple(503))).toMatchObject({ absent: true });
    expect(couples.find((c) => c.entryId === couple(500))).toMatchObject({ absent: false });

    const refused = await setAbsent(roundNumber, couple(503), false);
    expect(refused).toMatchObject({ status: 409, code: 'round_started' });
    expect(refused.body.error.message).toBe(
      `${event.eventName} Quarter-Final has started, so you can no longer clear a no-show.`,
    );
    expect((await moveToHeat(roundNumber, couple(500), 2)).code).toBe('round_started');
    expect((await walkOn(roundNumber, null)).code).toBe('round_started');
    // A late couple can still be checked in.
    expect((await checkIn(roundNumber, couple(505))).status).toBe(200);
    const view2 = await floor();
    expect(view2.now.map((r) => r.roundName)).toEqual(['Quarter-Final']);
    expect(roundOf(view2, roundNumber).open).toBe(false);
  });
});

describe("the chairman's lock", () => {
  it('refuses every change to a locked round', async () => {
    const lock = { event_id: event.eventId, round_number: 3 };
    await db()
      .insertInto('round_locks')
      .values({ ...lock, locked_by: 'chair@example.test', locked_at: new Date().toISOString() })
      .execute();
    try {
      expect(await checkIn(3, couple(501), false)).toMatchObject({
        status: 409,
        code: 'round_locked',
      });
      expect((await setAbsent(3, couple(501), true)).code).toBe('round_locked');
    } finally {
      await db()
        .deleteFrom('round_locks')
        .where('event_id', '=', lock.event_id)
        .where('round_number', '=', lock.round_number)
        .execute();
    }
  });
});

describe('scratch', () => {
  it('needs a reason, and leaves the couple out of rounds not started, for judges and the scrutineer', async () => {
    const missing = await scratch(couple(502), '  ');
    expect(missing).toMatchObject({ status: 400, code: 'invalid_input' });
    expect(missing.body.error.details.issues[0].path).toEqual(['reason']);
    const before = await lastSeq();
    const done = await scratch(couple(502));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await topicsSince(before)).toEqual(
      expect.arrayContaining([
        `marks:${competitionId}:${event.eventId}-R3`,
        `marks:${competitionId}:${event.eventId}-R2`,
      ]),
    );
    const view = DeckCaptainFloorSchema.parse(done.body);
    // The running quarter-final keeps the couple; the semi-final leaves it out, struck through.
    expect(coupleIn(roundOf(view, 3), couple(502))).toMatchObject({ dancing: true });
    expect(coupleIn(roundOf(view, 2), couple(502))).toMatchObject({
      dancing: false,
      scratch: { reason: 'Injured in the semi-final warm-up' },
    });
    // 500, 501, 504 and 505 were checked in by cascades.
    expect(roundOf(view, 2)).toMatchObject({ dancing: 5, checkedIn: 4 });
    expect((await audit('entry.scratch')).at(-1)?.details).toMatchObject({
      number: 502,
      reason: 'Injured in the semi-final warm-up',
    });
    expect(await scratch(couple(502))).toMatchObject({ status: 409, code: 'entry_scratched' });
    expect(await checkIn(2, couple(502))).toMatchObject({ status: 409, code: 'entry_scratched' });

    const judged = await call(
      scrutineer,
      'GET',
      buildPath(judgingEndpoints.getRoundJudging.path, {
        competitionId,
        eventId: event.eventId,
        roundNumber: 2,
      }),
    );
    const semi = RoundJudgingSchema.parse(judged.body);
    expect(semi.couples.map((c) => c.entryId)).not.toContain(couple(502));
    expect(semi.couples).toHaveLength(5);
  });

  it('is undone until a round is danced without the couple', async () => {
    const undone = await unscratch(couple(502));
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(
      coupleIn(roundOf(DeckCaptainFloorSchema.parse(undone.body), 2), couple(502)),
    ).toMatchObject({
      dancing: true,
      scratch: null,
    });
    expect((await audit('entry.unscratch')).at(-1)?.details).toMatchObject({ number: 502 });
    expect(await unscratch(couple(502))).toMatchObject({
      status: 409,
      code: 'entry_not_scratched',
    });
    expect(await unscratch('no-such-entry')).toMatchObject({
      status: 404,
      code: 'entry_not_found',
    });

    await scratch(couple(504));
    await db()
      .updateTable('rounds')
      .set({ round_state: 2, round_actual_start_time: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', `${event.eventId}-R2`)
      .execute();
    const { view } = await judgeView();
    const semi = view.rounds.find((r) => r.roundNumber === 2 && r.eventId === event.eventId);
    expect(semi?.heats.flatMap((h) => h.couples.map((c) => c.entryId))).not.toContain(couple(504));
    const late = await unscratch(couple(504));
    expect(late).toMatchObject({ status: 409, code: 'round_started' });
    expect(late.body.error.message).toContain('Semi-Final has started without Couple 504');
  });
});

describe('a round whose couples are all scratched', () => {
  it('cannot be started, and the schedule counts no couples in it: nobody would dance it', async () => {
    const final = await createRunningRound(server.ctx, {
      judges: 1,
      couples: 2,
      dances: ['Waltz'],
      roundNumber: 1,
      firstNumber: 700,
    });
    await db()
      .updateTable('rounds')
      .set({ round_state: 0, round_actual_start_time: null })
      .where('id', '=', final.roundKey)
      .execute();
    const params = { competitionId, eventId: final.eventId };
    for (const { entryId } of final.couples) {
      const done = await call(
        deckCaptain,
        'PUT',
        buildPath(endpoints.scratchEntry.path, { ...params, entryId }),
        { reason: 'Both withdrew' },
      );
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    }
    const schedule = await call(
      organizer,
      'GET',
      buildPath(scheduleEndpoints.getSchedule.path, { competitionId }),
    );
    expect(schedule.status, JSON.stringify(schedule.body)).toBe(200);
    expect(ScheduleRoundSchema.array().parse(schedule.body)).toContainEqual(
      expect.objectContaining({ eventId: final.eventId, roundNumber: 1, entryCount: 0 }),
    );
    const started = await call(
      scrutineer,
      'POST',
      buildPath(judgingEndpoints.startRound.path, { ...params, roundNumber: 1 }),
      {},
    );
    expect(started).toMatchObject({ status: 409, code: 'round_transition_refused' });
  });
});
