import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FinalResultsSchema, RoundComputationSchema, RoundJudgingSchema } from '../shared/judging';
import type { RoundJudging } from '../shared/judging';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { SYSTEM_ACTOR } from './services/audit-log';
import { unpostRound } from './services/judging/scrutineer-unpost';
import { skipScheduledRound } from './services/schedule-service';
import { roundRowId } from './services/schedule-store';
import { createRunningRound } from './testing/judging-fixtures';
import { agreeingRecalls, markRound, postMarkedRound } from './testing/results-fixtures';
import { createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let scrutineer = { cookie: '', email: '' };
let organizer = '';
let deckCaptain = '';

/** "Newcomer Latin Cha Cha": 16 couples, one dance; R3 Quarter-Final (recall 12), R2 Semi-Final, R1 Final. */
const eventId = `${DEMO_COMPETITION_ID}-event-3`;
const roundUrl = (n: number) =>
  `/api/admin/competitions/${DEMO_COMPETITION_ID}/judging/rounds/${eventId}/${n}`;

async function call(cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}
/** A scrutineer's action on round n that must succeed; answers the round as the screen sees it. */
async function act(n: number, method: string, path: string, body?: unknown) {
  const { status, body: answer } = await call(
    scrutineer.cookie,
    method,
    `${roundUrl(n)}${path}`,
    body,
  );
  expect(status, JSON.stringify(answer)).toBe(200);
  return RoundJudgingSchema.parse(answer);
}
const refusal = async (n: number, method: string, path: string, body?: unknown) => {
  const { status, body: answer } = await call(
    scrutineer.cookie,
    method,
    `${roundUrl(n)}${path}`,
    body,
  );
  return { status, code: answer.error?.code, message: answer.error?.message, error: answer.error };
};
const enter = (n: number, judgeId: string, entries: string[], dance = 'ChaCha') =>
  act(n, 'PUT', '/sheets', { judgeId, dance, entries });

const roundEntries = (n: number) =>
  server.ctx.database.db
    .selectFrom('round_entries')
    .select(['entry_id', 'heat', 'checked_in'])
    .where('round_id', '=', `${eventId}-R${n}`)
    .execute();
const auditRows = async (action: string) =>
  (
    await server.ctx.database.db
      .selectFrom('audit_log')
      .select(['actor_email', 'details', 'created_at'])
      .where('action', '=', action)
      .orderBy('id')
      .execute()
  ).map((row) => ({ ...row, details: JSON.parse(row.details) }));

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  const staff = await createSignedInStaff(server, ['scrutineer']);
  scrutineer = { cookie: staff.cookie, email: staff.email };
  organizer = (await createSignedInStaff(server, ['admin'])).cookie;
  deckCaptain = (await createSignedInStaff(server, ['deckCaptain'])).cookie;
  const generated = await call(
    organizer,
    'POST',
    `/api/admin/competitions/${DEMO_COMPETITION_ID}/schedule/generate`,
    { maxCouplesPerHeat: 8 },
  );
  expect(generated.status).toBe(200);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe("the scrutineer's round actions", () => {
  let quarter: RoundJudging;
  /** The quarter-final's couples by number, and the panel's five judges. */
  let c: string[] = [];
  let judges: string[] = [];
  const first10 = () => c.slice(0, 10);

  it('shows a round to scrutineers and organizers, and refuses a deck captain', async () => {
    const denied = await call(deckCaptain, 'GET', roundUrl(3));
    expect(denied.status).toBe(403);
    expect((await call(deckCaptain, 'POST', `${roundUrl(3)}/start`, {})).status).toBe(403);
    expect((await call(organizer, 'GET', roundUrl(3))).status).toBe(200);

    quarter = await act(3, 'GET', '');
    c = quarter.couples.map((couple) => couple.entryId);
    judges = quarter.panel.map((judge) => judge.judgeId);
    expect(quarter).toMatchObject({ roundName: 'Quarter-Final', kind: 'recall', recallSize: 12 });
    expect(quarter.roundState).toBe('Initialized');
    expect(c).toHaveLength(16);
    expect(judges).toHaveLength(5);
    expect((await refusal(9, 'GET', '')).code).toBe('round_not_found');
  });

  it('starts a round with couples at the server clock, and refuses one without', async () => {
    const empty = await refusal(2, 'POST', '/start', {});
    expect(empty).toMatchObject({ status: 409, code: 'round_transition_refused' });
    expect(empty.message).toContain('no couples');

    const before = Date.now();
    const started = await act(3, 'POST', '/start', {});
    expect(started.roundState).toBe('Running');
    expect(Date.parse(started.startedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect((await refusal(3, 'POST', '/start', {})).message).toContain('already running');
    const [audit] = await auditRows('round.start');
    expect(audit?.actor_email).toBe(scrutineer.email);
    expect(audit?.details).toMatchObject({
      eventId,
      roundNumber: 3,
      before: { state: 'Initialized', startedAt: null },
      after: { state: 'Running', startedAt: started.startedAt },
    });
  });

  it('sets the recall target per judge and dance', async () => {
    expect((await act(3, 'PUT', '/recall-target', { recallTarget: 11 })).recallTarget).toBe(11);
    expect((await act(3, 'PUT', '/recall-target', { recallTarget: null })).recallTarget).toBe(null);
    const [first] = await auditRows('round.recallTarget');
    expect(first?.details).toMatchObject({
      before: { recallTarget: null },
      after: { recallTarget: 11 },
    });
  });

  it('enters paper sheets on behalf, refusing what breaks the rules', async () => {
    const [j0, j1, j2, j3] = judges as [string, string, string, string];
    const twice = await refusal(3, 'PUT', '/sheets', {
      judgeId: j0,
      dance: 'ChaCha',
      entries: [c[0], c[0]],
    });
    expect(twice).toMatchObject({ status: 400, code: 'duplicate_couple' });
    const stranger = await refusal(3, 'PUT', '/sheets', {
      judgeId: j0,
      dance: 'ChaCha',
      entries: ['no-such-entry'],
    });
    expect(stranger).toMatchObject({ status: 400, code: 'unknown_couple' });
    const waltz = await refusal(3, 'PUT', '/sheets', { judgeId: j0, dance: 'Waltz', entries: [] });
    expect(waltz).toMatchObject({ status: 400, code: 'unknown_dance' });
    const nobody = await refusal(3, 'PUT', '/sheets', {
      judgeId: 'not-a-judge',
      dance: 'ChaCha',
      entries: [],
    });
    expect(nobody).toMatchObject({ status: 409, code: 'judge_not_on_panel' });
    const notRunning = await refusal(2, 'PUT', '/sheets', {
      judgeId: j0,
      dance: 'ChaCha',
      entries: [],
    });
    expect(notRunning.code).toBe('round_not_running');

    // Ten couples everyone recalls; at 2 marks, couples 11 to 13 will tie across the cut of 12.
    await enter(3, j0, [...first10(), c[10]!, c[11]!]);
    await enter(3, j1, [...first10(), c[10]!, c[12]!]);
    await enter(3, j2, [...first10(), c[11]!, c[12]!]);
    const round = await enter(3, j3, [...first10(), c[13]!, c[14]!]);
    expect(round.roundState).toBe('Running');
    const sheet = round.sheets.find((s) => s.judgeId === j3);
    expect(sheet).toMatchObject({ status: 'submitted', enteredBy: scrutineer.email });
    expect(sheet?.entries).toHaveLength(12);
  });

  it('refuses to compute while a judge has not handed in, naming them', async () => {
    const missingJudge = quarter.panel[4]!;
    const missing = await refusal(3, 'GET', '/compute');
    expect(missing).toMatchObject({ status: 409, code: 'marks_missing' });
    expect(missing.error.details.missing).toEqual([
      { judgeId: missingJudge.judgeId, judgeName: missingJudge.name, dance: 'ChaCha' },
    ]);
    expect(missing.message).toContain(missingJudge.name);
    expect((await refusal(3, 'POST', '/post', {})).code).toBe('round_transition_refused');
  });

  it('marks a judge absent: the round is Marked with the rest; clearing it reopens the round', async () => {
    const absent = quarter.panel[4]!;
    const marked = await act(3, 'POST', '/absences', {
      judgeId: absent.judgeId,
      reason: 'Taken ill at lunch',
    });
    expect(marked.roundState).toBe('Marked');
    expect(marked.panel[4]?.absence).toMatchObject({
      reason: 'Taken ill at lunch',
      markedBy: scrutineer.email,
    });
    const computed = RoundComputationSchema.parse(
      (await call(scrutineer.cookie, 'GET', `${roundUrl(3)}/compute`)).body,
    );
    expect(computed.kind === 'recall' && computed.totals[c[0]!]).toBe(4);
    const [audit] = await auditRows('judge.absent');
    expect(audit?.details).toMatchObject({
      judgeName: absent.name,
      reason: 'Taken ill at lunch',
      summary: 'a panel of 5 becomes 4',
    });

    const reopened = await act(3, 'DELETE', `/absences/${absent.judgeId}`);
    expect(reopened.roundState).toBe('Running');
    expect(reopened.panel[4]?.absence).toBeNull();
    expect((await auditRows('judge.present'))[0]?.details.summary).toBe('a panel of 4 becomes 5');
    const again = await refusal(3, 'DELETE', `/absences/${absent.judgeId}`);
    expect(again).toMatchObject({ status: 404, code: 'absence_not_found' });
  });

  it("is Marked once every judge has handed in; a correction keeps the judge's list in the audit log", async () => {
    const j4 = judges[4]!;
    const marked = await enter(3, j4, [...first10(), c[14]!, c[15]!]);
    expect(marked.roundState).toBe('Marked');
    const corrected = await enter(3, j4, [...first10(), c[13]!, c[15]!]);
    expect(corrected.roundState).toBe('Marked');
    const audits = (await auditRows('marks.enter')).filter((a) => a.details.judgeId === j4);
    expect(audits).toHaveLength(2);
    expect(audits[0]?.details.before).toBeNull();
    expect(audits[1]?.details.before).toMatchObject({
      status: 'submitted',
      entries: [...first10(), c[14], c[15]],
    });
    expect(audits[1]?.details.after.entries).toEqual([...first10(), c[13], c[15]]);
  });

  it('computes a tie at the cut and offers only cuts that keep the tie together', async () => {
    // Totals now: ten couples 5, couples 11 to 14 two each, 15 and 16 one each.
    const { body } = await call(scrutineer.cookie, 'GET', `${roundUrl(3)}/compute`);
    const computed = RoundComputationSchema.parse(body);
    if (computed.kind !== 'recall') throw new Error('expected a recall computation');
    expect(computed.tie).toEqual({
      marks: 2,
      couples: expect.arrayContaining(c.slice(10, 14)),
      recallFewer: 10,
      recallMore: 14,
    });
    expect(computed.options.map((o) => [o.choice, o.recalled])).toEqual([
      ['recall-more', 14],
      ['recall-fewer', 10],
    ]);
    expect(computed.ranked.slice(0, 10).sort()).toEqual(first10().sort());
    expect(computed.recalled).toHaveLength(10);

    const more = RoundComputationSchema.parse(
      (await call(scrutineer.cookie, 'GET', `${roundUrl(3)}/compute?tieChoice=recall-more`)).body,
    );
    expect(more.kind === 'recall' && more.recalled.length).toBe(14);
    expect((await refusal(3, 'GET', '/compute?tieChoice=maybe')).code).toBe('invalid_input');
  });

  it('refuses to post a tie without a choice, then posts recall-more and fills the next round', async () => {
    // A couple left in the semi-final from before (checked in) must not survive the fill.
    await server.ctx.database.db
      .insertInto('round_entries')
      .values({ round_id: `${eventId}-R2`, entry_id: c[15]!, heat: 1, checked_in: 1 })
      .execute();
    const tie = await refusal(3, 'POST', '/post', {});
    expect(tie).toMatchObject({ status: 409, code: 'tie_choice_required' });
    expect(tie.message).toContain('recall 14 or 10');

    const posted = await act(3, 'POST', '/post', { tieChoice: 'recall-more' });
    expect(posted.roundState).toBe('Posted');
    expect(posted.posted).toMatchObject({ postedBy: scrutineer.email, judges });
    expect(posted.posted?.sumRecalls?.[c[0]!]).toBe(5);
    expect(posted.posted?.placements).toEqual({ [c[14]!]: '15-16', [c[15]!]: '15-16' });

    const semi = await roundEntries(2);
    expect(semi.map((e) => e.entry_id).sort()).toEqual(c.slice(0, 14).sort());
    expect(semi.every((e) => e.checked_in === 0)).toBe(true);
    const sizes = [1, 2].map((heat) => semi.filter((e) => e.heat === heat).length);
    expect(sizes.sort()).toEqual([7, 7]);
    expect((await act(2, 'GET', '')).roundState).toBe('Initialized');

    const [audit] = await auditRows('round.post');
    expect(audit?.details).toMatchObject({
      tieChoice: 'recall-more',
      recalled: 14,
      before: { state: 'Marked' },
      after: { state: 'Posted' },
      nextRound: { roundName: 'Semi-Final', couples: 14, heats: 2 },
    });
    const changed = await refusal(3, 'PUT', '/sheets', {
      judgeId: judges[0],
      dance: 'ChaCha',
      entries: [],
    });
    expect(changed.message).toContain('un-post it first');
  });

  it('un-posts with a reason: back to Marked, the next round emptied, the result gone', async () => {
    const tooShort = await refusal(3, 'POST', '/unpost', { reason: '' });
    expect(tooShort.code).toBe('invalid_input');
    const back = await act(3, 'POST', '/unpost', { reason: 'Wrong sheet for judge C' });
    expect(back.roundState).toBe('Marked');
    expect(back.posted).toBeNull();
    expect(await roundEntries(2)).toEqual([]);
    expect((await act(2, 'GET', '')).roundState).toBe('Empty');
    const [audit] = await auditRows('round.unpost');
    expect(audit?.details).toMatchObject({
      reason: 'Wrong sheet for judge C',
      before: { state: 'Posted', posted: { postedBy: scrutineer.email } },
      after: { state: 'Marked' },
      nextRoundEmptied: { roundName: 'Semi-Final', state: 'Empty' },
    });
    expect((await refusal(3, 'POST', '/unpost', { reason: 'again' })).code).toBe(
      'round_transition_refused',
    );
  });

  it('refuses to un-post once the next round has a sheet', async () => {
    await act(3, 'POST', '/post', { tieChoice: 'recall-fewer' });
    expect(await roundEntries(2)).toHaveLength(10);
    await act(2, 'POST', '/start', {});
    await enter(2, judges[0]!, first10().slice(0, 6));
    const refused = await refusal(3, 'POST', '/unpost', { reason: 'Too late now' });
    expect(refused).toMatchObject({ status: 409, code: 'next_round_marked' });
    expect(refused.message).toContain('Semi-Final');
    expect((await act(3, 'GET', '')).roundState).toBe('Posted');
  });

  let finalists: string[] = [];
  it('posts the semi-final into the final', async () => {
    const six = first10().slice(0, 6);
    for (const judge of judges.slice(1)) await enter(2, judge, six);
    expect((await act(2, 'POST', '/post', {})).roundState).toBe('Posted');
    const final = await act(1, 'GET', '');
    finalists = final.couples.map((couple) => couple.entryId);
    expect(finalists.sort()).toEqual([...six].sort());
    expect(final.kind).toBe('final');
  });

  it('scratches a couple from the final: places close up on every sheet', async () => {
    const [f0, f1, f2, f3, f4, f5] = finalists as [string, string, string, string, string, string];
    expect((await refusal(3, 'POST', '/scratch', { entryId: f0, reason: 'Injured' })).code).toBe(
      'not_a_final',
    );
    await act(1, 'POST', '/start', {});
    const unplaced = await refusal(1, 'PUT', '/sheets', {
      judgeId: judges[0],
      dance: 'ChaCha',
      entries: [f0, f1],
    });
    expect(unplaced).toMatchObject({ status: 400, code: 'couples_unplaced' });
    const order = [f3, f1, f0, f5, f2, f4];
    for (const judge of judges) await enter(1, judge, order);

    const scratched = await act(1, 'POST', '/scratch', {
      entryId: f1,
      reason: 'Injured in the semi',
    });
    expect(scratched.couples.map((couple) => couple.entryId)).not.toContain(f1);
    expect(scratched.roundState).toBe('Marked');
    for (const sheet of scratched.sheets) expect(sheet.entries).toEqual([f3, f0, f5, f2, f4]);
    const marks = await server.ctx.database.db
      .selectFrom('marks')
      .select(['entry_id', 'mark'])
      .where('event_id', '=', eventId)
      .where('round_number', '=', 1)
      .where('judge_id', '=', judges[0]!)
      .execute();
    expect(Object.fromEntries(marks.map((m) => [m.entry_id, m.mark]))).toEqual({
      [f3]: 1,
      [f0]: 2,
      [f5]: 3,
      [f2]: 4,
      [f4]: 5,
    });
    const [audit] = await auditRows('final.scratch');
    expect(audit?.details).toMatchObject({ entryId: f1, reason: 'Injured in the semi' });
    expect(audit?.details.sheetsChanged).toHaveLength(5);
    expect(audit?.details.sheetsChanged[0]).toMatchObject({
      before: order,
      after: [f3, f0, f5, f2, f4],
    });
    expect((await refusal(1, 'POST', '/scratch', { entryId: f1, reason: 'twice' })).code).toBe(
      'unknown_couple',
    );
  });

  it('computes and posts the final: the final results in place order', async () => {
    const [f0, , f2, f3, f4, f5] = finalists;
    const { body } = await call(scrutineer.cookie, 'GET', `${roundUrl(1)}/compute`);
    const computed = RoundComputationSchema.parse(body);
    expect(computed.kind === 'final' && computed.overall).toEqual({
      [f3!]: 1,
      [f0!]: 2,
      [f5!]: 3,
      [f2!]: 4,
      [f4!]: 5,
    });
    const posted = await act(1, 'POST', '/post', {});
    expect(posted.roundState).toBe('Posted');
    expect(posted.posted?.finalTable?.judges).toEqual(judges);
    const row = await server.ctx.database.db
      .selectFrom('final_results')
      .select('payload')
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    const results = FinalResultsSchema.parse(JSON.parse(row.payload));
    expect(results.places.map((p) => [p.place, p.entryId])).toEqual([
      [1, f3],
      [2, f0],
      [3, f5],
      [4, f2],
      [5, f4],
    ]);
    const byId = new Map(posted.couples.map((couple) => [couple.entryId, couple]));
    expect(results.places[0]).toMatchObject({
      number: byId.get(f3!)?.number,
      leadName: byId.get(f3!)?.leadName,
    });
    expect(
      (await refusal(1, 'POST', '/scratch', { entryId: f0, reason: 'Too late' })).message,
    ).toContain('un-post it first');

    await act(1, 'POST', '/unpost', { reason: 'Recheck the tabulation' });
    const gone = await server.ctx.database.db
      .selectFrom('final_results')
      .select('event_id')
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});

describe('a recall round where nobody was recalled', () => {
  it('refuses to recall none of the tied couples, which would leave the next round empty', async () => {
    const waltz = `${DEMO_COMPETITION_ID}-event-1`;
    const { first } = await server.ctx.database.db
      .selectFrom('rounds')
      .select((eb) => eb.fn.max('round_number').as('first'))
      .where('event_id', '=', waltz)
      .executeTakeFirstOrThrow();
    const url = `/api/admin/competitions/${DEMO_COMPETITION_ID}/judging/rounds/${waltz}/${first}`;
    const round = RoundJudgingSchema.parse((await call(scrutineer.cookie, 'GET', url)).body);
    expect(round.kind).toBe('recall');
    expect((await call(scrutineer.cookie, 'POST', `${url}/start`, {})).status).toBe(200);
    for (const { judgeId } of round.panel) {
      const entered = await call(scrutineer.cookie, 'PUT', `${url}/sheets`, {
        judgeId,
        dance: 'Waltz',
        entries: [],
      });
      expect(entered.status).toBe(200);
    }
    const fewer = await call(scrutineer.cookie, 'POST', `${url}/post`, {
      tieChoice: 'recall-fewer',
    });
    expect(fewer.status).toBe(409);
    expect(fewer.body.error.message).toBe(
      `Recalling none of the tied couples would recall nobody; recall all ${round.couples.length}.`,
    );
  });
});

describe('a skipped round', () => {
  it('passes the recalls over it: posting the quarter-final fills the final when the semi-final is skipped, and un-posting empties it', async () => {
    const ctx = server.ctx;
    const quarter = await createRunningRound(ctx, {
      judges: 3,
      couples: 8,
      dances: ['Waltz'],
      roundNumber: 3,
      recallSize: 4,
    });
    await skipScheduledRound(ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, quarter.eventId, 2);
    await markRound(ctx, quarter, agreeingRecalls(4));
    await postMarkedRound(ctx, quarter);

    const final = roundRowId(quarter.eventId, 1);
    const finalCouples = () =>
      ctx.database.db
        .selectFrom('round_entries')
        .select('entry_id')
        .where('round_id', '=', final)
        .execute();
    expect(await finalCouples()).toHaveLength(4);

    const ref = { competitionId: DEMO_COMPETITION_ID, eventId: quarter.eventId, roundNumber: 3 };
    await unpostRound(ctx, SYSTEM_ACTOR, ref, 'Wrong sheet');
    expect(await finalCouples()).toEqual([]);
  });
});
