import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundStateFromNumber } from '../domain/competition/enumerations';
import { buildPath } from '../shared/contract/define-endpoint';
import { judgingEndpoints } from '../shared/contract/judging';
import { officialEndpoints } from '../shared/contract/officials';
import type { JudgeRounds, SheetReceipt } from '../shared/judging';
import { liveTopics } from '../shared/live';
import type { RunningServer } from './server';
import type { FixtureJudge, RunningRound } from './testing/judging-fixtures';
import { createRunningRound, roundStateOf, setRoundState } from './testing/judging-fixtures';
import { createSignedInStaff } from './testing/staff-fixtures';
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
const DANCES = ['Waltz', 'Tango'];

async function signIn(judgeId: string, code: string) {
  return fetch(`${server.url}${buildPath(judgingEndpoints.judgeSignIn.path, { judgeId })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
}

async function tokenOf(judge: FixtureJudge): Promise<string> {
  const response = await signIn(judge.id, judge.code);
  expect(response.status).toBe(201);
  return (await response.json()).token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function judgeRounds(judgeId: string, token?: string) {
  return fetch(`${server.url}${buildPath(judgingEndpoints.judgeRounds.path, { judgeId })}`, {
    headers: token ? bearer(token) : {},
  });
}

type Write = {
  submissionId?: string;
  deviceId?: string;
  version?: number;
  entries: string[];
  submit?: boolean;
};

function sendSheet(
  round: RunningRound,
  judge: FixtureJudge,
  token: string,
  dance: string,
  write: Write,
) {
  const path = buildPath(judgingEndpoints.saveDanceSheet.path, {
    judgeId: judge.id,
    eventId: round.eventId,
    roundNumber: round.roundNumber,
    dance,
  });
  return fetch(`${server.url}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({
      submissionId: write.submissionId ?? crypto.randomUUID(),
      deviceId: write.deviceId ?? 'device-one',
      version: write.version ?? 1,
      entries: write.entries,
      submit: write.submit ?? false,
    }),
  });
}

async function receipt(response: Response): Promise<SheetReceipt> {
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

async function refusal(response: Response, status: number, code: string) {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  return body.error as { code: string; message: string; details?: Record<string, unknown> };
}

const newRound = (options: { judges?: number; couples?: number; roundNumber?: number } = {}) =>
  createRunningRound(server.ctx, {
    judges: options.judges ?? 3,
    couples: options.couples ?? 6,
    dances: DANCES,
    roundNumber: options.roundNumber ?? 2,
    heats: 2,
    recallSize: 3,
  });

const ids = (round: RunningRound, count: number) =>
  round.couples.slice(0, count).map((couple) => couple.entryId);

async function stateOf(round: RunningRound) {
  return roundStateFromNumber(await roundStateOf(db(), round));
}

async function submissionRows(submissionId: string) {
  return db()
    .selectFrom('mark_submissions')
    .selectAll()
    .where('submission_id', '=', submissionId)
    .execute();
}

async function marksOf(round: RunningRound, judgeId: string, dance: string) {
  return db()
    .selectFrom('marks')
    .selectAll()
    .where('event_id', '=', round.eventId)
    .where('round_number', '=', round.roundNumber)
    .where('judge_id', '=', judgeId)
    .where('dance', '=', dance)
    .execute();
}

describe('judge sign-in', () => {
  it('gives a token for the right code (trimmed) and refuses a wrong one or a non-judge', async () => {
    const round = await newRound({ judges: 1 });
    const [judge] = round.judges as [FixtureJudge];
    const right = await signIn(judge.id, `  ${judge.code} `);
    expect(right.status).toBe(201);
    const session = await right.json();
    expect(session).toMatchObject({
      judge: { id: judge.id, name: judge.name },
      competitionId: round.competitionId,
    });
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now() + 86_400_000);

    const lower = judge.code.toLowerCase();
    const wrong = lower === judge.code ? 'WRONG11' : lower;
    await refusal(await signIn(judge.id, wrong), 401, 'wrong_judge_code');
    const unknown = await refusal(await signIn('nobody', 'ABCDEFG'), 404, 'official_not_found');
    expect(unknown.message).toBe('No judge found');
    const chairman = await db()
      .selectFrom('officials')
      .select('id')
      .where('role', '=', 'Chairman')
      .executeTakeFirstOrThrow();
    await refusal(await signIn(chairman.id, 'ABCDEFG'), 404, 'official_not_found');
  });

  it('makes a judge wait after five wrong codes, even with the right one, saying how long', async () => {
    const round = await newRound({ judges: 1 });
    const [judge] = round.judges as [FixtureJudge];
    for (let i = 0; i < 5; i++) {
      await refusal(await signIn(judge.id, 'WRONG11'), 401, 'wrong_judge_code');
    }
    const limited = await signIn(judge.id, judge.code);
    const error = await refusal(limited, 429, 'rate_limited');
    expect(error.message).toMatch(/Wait (15|14) seconds/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the judge session on judge routes', () => {
  it('refuses no token, a forged token, and another judge with 401 and 403', async () => {
    const round = await newRound({ judges: 2 });
    const [alice, bob] = round.judges as [FixtureJudge, FixtureJudge];
    await refusal(await judgeRounds(alice.id), 401, 'judge_session_required');
    const token = await tokenOf(alice);
    const [payload] = token.split('.');
    await refusal(await judgeRounds(alice.id, `${payload}.forged`), 401, 'judge_session_required');
    await refusal(await judgeRounds(bob.id, token), 403, 'judge_mismatch');
    expect((await judgeRounds(alice.id, token)).status).toBe(200);
  });

  it("signs every device out when an organizer regenerates the judge's code", async () => {
    const round = await newRound({ judges: 1 });
    const [judge] = round.judges as [FixtureJudge];
    const token = await tokenOf(judge);
    const admin = await createSignedInStaff(server, ['admin']);
    const renew = buildPath(officialEndpoints.renewAccessCode.path, {
      competitionId: round.competitionId,
      officialId: judge.id,
    });
    const renewed = await fetch(`${server.url}${renew}`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
    });
    expect(renewed.status).toBe(200);
    await refusal(await judgeRounds(judge.id, token), 401, 'judge_session_required');
  });
});

describe("the judge's rounds", () => {
  it('lists the running rounds the judge marks, with heats, numbers, target and own sheets', async () => {
    const round = await newRound({ judges: 2, couples: 5 });
    const [alice, bob] = round.judges as [FixtureJudge, FixtureJudge];
    const token = await tokenOf(alice);
    await receipt(await sendSheet(round, alice, token, 'Waltz', { entries: ids(round, 2) }));
    await receipt(await sendSheet(round, bob, await tokenOf(bob), 'Waltz', { entries: [] }));

    const list: JudgeRounds = await (await judgeRounds(alice.id, token)).json();
    expect(list.judge).toEqual({ id: alice.id, name: alice.name });
    expect(list.rounds).toHaveLength(1);
    const [mine] = list.rounds;
    expect(mine).toMatchObject({
      eventId: round.eventId,
      roundNumber: 2,
      roundKey: round.roundKey,
      roundState: 'Running',
      kind: 'recall',
      dances: DANCES,
      recallTarget: 3,
    });
    const [c1, c2, c3, c4, c5] = round.couples.map((c) => ({
      entryId: c.entryId,
      number: c.number,
      absent: false,
    }));
    expect(mine?.heats).toEqual([
      { heat: 1, couples: [c1, c3, c5] },
      { heat: 2, couples: [c2, c4] },
    ]);
    expect(mine?.sheets).toEqual([
      expect.objectContaining({ judgeId: alice.id, dance: 'Waltz', status: 'draft' }),
    ]);
  });

  it('leaves out rounds of other panels, rounds not running and rounds the judge is absent from', async () => {
    const round = await newRound({ judges: 2 });
    const other = await newRound({ judges: 1 });
    const [alice, bob] = round.judges as [FixtureJudge, FixtureJudge];
    await db()
      .insertInto('judge_absences')
      .values({
        event_id: round.eventId,
        round_number: round.roundNumber,
        judge_id: bob.id,
        reason: 'ill',
        marked_by: 'scrutineer@example.test',
        created_at: new Date().toISOString(),
      })
      .execute();
    const aliceRounds: JudgeRounds = await (
      await judgeRounds(alice.id, await tokenOf(alice))
    ).json();
    expect(aliceRounds.rounds.map((r) => r.eventId)).toEqual([round.eventId]);
    const bobRounds: JudgeRounds = await (await judgeRounds(bob.id, await tokenOf(bob))).json();
    expect(bobRounds.rounds).toEqual([]);
    const [carol] = other.judges as [FixtureJudge];
    await setRoundState(server.ctx, other, 'Marked');
    const carolRounds: JudgeRounds = await (
      await judgeRounds(carol.id, await tokenOf(carol))
    ).json();
    expect(carolRounds.rounds).toEqual([]);
  });
});

describe('saving a dance sheet', () => {
  it('keeps a draft, then locks the submitted sheet and writes one mark per couple', async () => {
    const round = await newRound();
    const [judge] = round.judges as [FixtureJudge];
    const token = await tokenOf(judge);
    const draft = await receipt(
      await sendSheet(round, judge, token, 'Waltz', { entries: ids(round, 2), version: 1 }),
    );
    expect(draft).toMatchObject({
      outcome: 'counted',
      sheet: { status: 'draft', entries: ids(round, 2), enteredBy: 'judge', submittedAt: null },
    });
    expect(await marksOf(round, judge.id, 'Waltz')).toEqual([]);

    const submitted = await receipt(
      await sendSheet(round, judge, token, 'Waltz', {
        entries: ids(round, 3),
        version: 2,
        submit: true,
      }),
    );
    expect(submitted.sheet).toMatchObject({ status: 'submitted', entries: ids(round, 3) });
    const marks = await marksOf(round, judge.id, 'Waltz');
    expect(marks.map((m) => [m.entry_id, m.mark]).sort()).toEqual(
      ids(round, 3)
        .map((id) => [id, 1])
        .sort(),
    );

    const locked = await sendSheet(round, judge, token, 'Waltz', {
      entries: ids(round, 1),
      version: 3,
    });
    await refusal(locked, 409, 'sheet_locked');
    const fromOtherDevice = await sendSheet(round, judge, token, 'Waltz', {
      entries: ids(round, 1),
      version: 9,
      deviceId: 'device-two',
      submit: true,
    });
    await refusal(fromOtherDevice, 409, 'sheet_locked');
    // A draft the device queued before its submit arrives late: harmless, ignored.
    const queuedEarlier = await receipt(
      await sendSheet(round, judge, token, 'Waltz', { entries: ids(round, 1), version: 1 }),
    );
    expect(queuedEarlier).toMatchObject({ outcome: 'ignored', sheet: { status: 'submitted' } });
    expect(await marksOf(round, judge.id, 'Waltz')).toHaveLength(3);
  });

  it('answers a repeated submission id with the first answer, once, even when sent at once', async () => {
    const round = await newRound();
    const [judge] = round.judges as [FixtureJudge];
    const token = await tokenOf(judge);
    const first: Write = {
      submissionId: crypto.randomUUID(),
      entries: ids(round, 3),
      submit: true,
    };
    const answer = await receipt(await sendSheet(round, judge, token, 'Waltz', first));
    const again = await receipt(await sendSheet(round, judge, token, 'Waltz', first));
    expect(again).toEqual(answer);
    expect(await submissionRows(first.submissionId as string)).toHaveLength(1);

    const burst: Write = { submissionId: crypto.randomUUID(), entries: ids(round, 2), version: 1 };
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () =>
        receipt(await sendSheet(round, judge, token, 'Tango', burst)),
      ),
    );
    for (const each of answers) expect(each).toEqual(answers[0]);
    expect(await submissionRows(burst.submissionId as string)).toHaveLength(1);
  });

  it('ignores a draft older than the one this device already sent', async () => {
    const round = await newRound();
    const [judge] = round.judges as [FixtureJudge];
    const token = await tokenOf(judge);
    await receipt(
      await sendSheet(round, judge, token, 'Waltz', { entries: ids(round, 3), version: 5 }),
    );
    const late = await receipt(
      await sendSheet(round, judge, token, 'Waltz', { entries: ids(round, 1), version: 4 }),
    );
    expect(late).toMatchObject({ outcome: 'ignored', sheet: { entries: ids(round, 3) } });
    const [row] = await submissionRows(late.submissionId);
    expect(row?.outcome).toBe('ignored');

    const otherDevice = await receipt(
      await sendSheet(round, judge, token, 'Waltz', {
        entries: ids(round, 1),
        version: 1,
        deviceId: 'device-two',
      }),
    );
    expect(otherDevice).toMatchObject({ outcome: 'counted', sheet: { entries: ids(round, 1) } });
  });

  it('refuses bad sheets with specific codes, naming couples by number', async () => {
    const round = await newRound();
    const [judge] = round.judges as [FixtureJudge];
    const token = await tokenOf(judge);
    const [first] = round.couples as [{ entryId: string; number: number }];
    await refusal(
      await sendSheet(round, judge, token, 'Samba', { entries: [] }),
      400,
      'unknown_dance',
    );
    await refusal(
      await sendSheet(round, judge, token, 'Waltz', { entries: ['no-such-entry'] }),
      400,
      'unknown_couple',
    );
    const twice = await refusal(
      await sendSheet(round, judge, token, 'Waltz', { entries: [first.entryId, first.entryId] }),
      400,
      'duplicate_couple',
    );
    expect(twice.message).toContain(String(first.number));
    expect(twice.details).toEqual({ entryId: first.entryId });

    const final = await newRound({ roundNumber: 1, couples: 4 });
    const [finalJudge] = final.judges as [FixtureJudge];
    const finalToken = await tokenOf(finalJudge);
    const partial = { entries: ids(final, 3) };
    await receipt(await sendSheet(final, finalJudge, finalToken, 'Waltz', partial));
    await refusal(
      await sendSheet(final, finalJudge, finalToken, 'Waltz', { ...partial, submit: true }),
      400,
      'couples_unplaced',
    );
    const placed = await receipt(
      await sendSheet(final, finalJudge, finalToken, 'Waltz', {
        entries: ids(final, 4),
        submit: true,
      }),
    );
    expect(placed.outcome).toBe('counted');
    const places = await marksOf(final, finalJudge.id, 'Waltz');
    expect(Object.fromEntries(places.map((m) => [m.entry_id, m.mark]))).toEqual(
      Object.fromEntries(ids(final, 4).map((id, i) => [id, i + 1])),
    );
  });

  it('refuses a round that is not running, a judge off the panel and an absent judge', async () => {
    const round = await newRound({ judges: 2 });
    const other = await newRound({ judges: 1 });
    const [alice, bob] = round.judges as [FixtureJudge, FixtureJudge];
    const [outsider] = other.judges as [FixtureJudge];
    const offPanel = await sendSheet(round, outsider, await tokenOf(outsider), 'Waltz', {
      entries: [],
    });
    await refusal(offPanel, 409, 'judge_not_on_panel');

    await db()
      .insertInto('judge_absences')
      .values({
        event_id: round.eventId,
        round_number: round.roundNumber,
        judge_id: bob.id,
        reason: 'ill',
        marked_by: 'scrutineer@example.test',
        created_at: new Date().toISOString(),
      })
      .execute();
    const absent = await sendSheet(round, bob, await tokenOf(bob), 'Waltz', { entries: [] });
    expect((await refusal(absent, 409, 'judge_not_on_panel')).message).toContain('absent');

    const nextRound = { ...round, roundNumber: 1 };
    const notRunning = await sendSheet(nextRound, alice, await tokenOf(alice), 'Waltz', {
      entries: [],
    });
    await refusal(notRunning, 409, 'round_not_running');
  });

  it('keeps a sheet that arrives after posting, without counting it, and tells the scrutineer', async () => {
    const round = await newRound();
    const [judge] = round.judges as [FixtureJudge];
    const token = await tokenOf(judge);
    await setRoundState(server.ctx, round, 'Posted');
    const topic = liveTopics.marks(round.competitionId, round.roundKey);
    const changesBefore = await db()
      .selectFrom('changes')
      .select('seq')
      .where('topic', '=', topic)
      .execute();
    const late = await receipt(
      await sendSheet(round, judge, token, 'Waltz', { entries: ids(round, 3), submit: true }),
    );
    expect(late).toMatchObject({ outcome: 'after-posting', sheet: null });
    expect(await marksOf(round, judge.id, 'Waltz')).toEqual([]);
    const [row] = await submissionRows(late.submissionId);
    expect(row).toMatchObject({ outcome: 'after-posting', entries: JSON.stringify(ids(round, 3)) });
    const changesAfter = await db()
      .selectFrom('changes')
      .select('seq')
      .where('topic', '=', topic)
      .execute();
    expect(changesAfter.length).toBe(changesBefore.length + 1);
  });

  it('marks the round Marked when the last judge submits the last dance', async () => {
    const round = await newRound({ judges: 2 });
    const tokens = await Promise.all(round.judges.map(tokenOf));
    const submits = round.judges.flatMap((judge, j) =>
      DANCES.map((dance) => ({ judge, token: tokens[j] as string, dance })),
    );
    const last = submits.pop();
    for (const { judge, token, dance } of submits) {
      await receipt(
        await sendSheet(round, judge, token, dance, { entries: ids(round, 3), submit: true }),
      );
    }
    expect(await stateOf(round)).toBe('Running');
    if (!last) throw new Error('no submits');
    await receipt(
      await sendSheet(round, last.judge, last.token, last.dance, {
        entries: ids(round, 3),
        submit: true,
      }),
    );
    expect(await stateOf(round)).toBe('Marked');
  });
});
