import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChairmanOverviewSchema, ChairmanRoundSchema } from '../shared/chairman';
import { buildPath } from '../shared/contract/define-endpoint';
import { judgingEndpoints } from '../shared/contract/judging';
import { liveTopics } from '../shared/live';
import { FREE_PIN_FAILURES } from './auth/chairman-pin-limits';
import type { RunningServer } from './server';
import type { RunningRound } from './testing/judging-fixtures';
import { createRunningRound } from './testing/judging-fixtures';
import { createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let chairman = { cookie: '', email: '' };
let scrutineer = '';
let final: RunningRound;

const competitionUrl = (c: string) => `/api/admin/competitions/${c}`;
const chairmanUrl = () => `${competitionUrl(final.competitionId)}/chairman`;
const chairmanRoundUrl = () => `${chairmanUrl()}/rounds/${final.eventId}/1`;
const scrutineerRoundUrl = () =>
  `${competitionUrl(final.competitionId)}/judging/rounds/${final.eventId}/1`;

async function call(headers: Record<string, string>, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  };
}
const asChairman = (method: string, path: string, body?: unknown) =>
  call({ cookie: chairman.cookie }, method, path, body);
const asScrutineer = (method: string, path: string, body?: unknown) =>
  call({ cookie: scrutineer }, method, path, body);
const auditRows = async (action: string) =>
  (
    await server.ctx.database.db
      .selectFrom('audit_log')
      .select(['actor_email', 'details', 'created_at'])
      .where('action', '=', action)
      .orderBy('id')
      .execute()
  ).map((row) => ({ ...row, details: JSON.parse(row.details) as Record<string, unknown> }));

const topicsSince = async (seq: number) =>
  (
    await server.ctx.database.db
      .selectFrom('changes')
      .select('topic')
      .where('seq', '>', seq)
      .execute()
  ).map((row) => row.topic);
const lastSeq = async () =>
  Number(
    (
      await server.ctx.database.db
        .selectFrom('changes')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .executeTakeFirstOrThrow()
    ).seq ?? 0,
  );

/** A competition of its own, so its PIN and its wrong guesses touch no other test. */
async function newCompetition(): Promise<string> {
  const id = `chair-${crypto.randomBytes(4).toString('hex')}`;
  const stamp = new Date().toISOString();
  await server.ctx.database.db
    .insertInto('competitions')
    .values({
      id,
      full_name: `Chairman test ${id}`,
      start_date: null,
      end_date: null,
      date_registration_open: null,
      date_registration_early: null,
      date_registration_closed: null,
      registration_status: 'OPEN',
      results_page_shown: 0,
      primary_color: '#7b1fa2',
      website: null,
      facebook: null,
      instagram: null,
      community_chat: null,
      is_default: 0,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  return id;
}
const pinUrl = (competitionId: string) => `${competitionUrl(competitionId)}/chairman/pin`;

const PIN = '2468';
const NEW_PIN = '13572468';

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  const staff = await createSignedInStaff(server, ['chairman']);
  chairman = { cookie: staff.cookie, email: staff.email };
  scrutineer = (await createSignedInStaff(server, ['scrutineer'])).cookie;
  // A one-dance final of four couples and three judges; the third judge reverses the others.
  final = await createRunningRound(server.ctx, {
    judges: 3,
    couples: 4,
    dances: ['Waltz'],
    roundNumber: 1,
  });
  const order = final.couples.map((couple) => couple.entryId);
  for (const [i, judge] of final.judges.entries()) {
    const entries = i === 2 ? [...order].reverse() : order;
    const entered = await asScrutineer('PUT', `${scrutineerRoundUrl()}/sheets`, {
      judgeId: judge.id,
      dance: 'Waltz',
      entries,
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
  }
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe("the chairman's access", () => {
  it('lets chairmen in and refuses scrutineers, judges and strangers', async () => {
    expect((await asChairman('GET', chairmanUrl())).status).toBe(200);
    expect((await asScrutineer('GET', chairmanUrl())).status).toBe(403);
    expect((await asScrutineer('PUT', `${chairmanUrl()}/pin`, { pin: '1111' })).status).toBe(403);
    expect((await asScrutineer('POST', `${chairmanRoundUrl()}/lock`, { pin: '1111' })).status).toBe(
      403,
    );
    const judge = final.judges[0];
    const signIn = await call({}, 'POST', `/api/judges/${judge?.id}/session`, {
      code: judge?.code,
    });
    const judgeToken = { authorization: `Bearer ${signIn.body.token}` };
    expect((await call(judgeToken, 'GET', chairmanUrl())).status).toBe(401);
    expect((await call({}, 'GET', chairmanRoundUrl())).status).toBe(401);
    expect((await asChairman('GET', `${competitionUrl('nope')}/chairman`)).status).toBe(404);
  });
});

describe("the chairman's PIN", () => {
  it('refuses a PIN that is not 4 to 8 digits, naming the field', async () => {
    for (const pin of ['123', '123456789', '12a4', ' 1234', '']) {
      const refused = await asChairman('PUT', `${chairmanUrl()}/pin`, { pin });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('invalid_input');
      expect(refused.body.error.details.issues).toEqual([
        {
          path: ['pin'],
          message: 'must be 4 to 8 digits (0-9), with no spaces or other characters',
        },
      ]);
    }
  });

  it('asks for a PIN to be set before a round can be locked', async () => {
    const refused = await asChairman('POST', `${chairmanRoundUrl()}/lock`, { pin: PIN });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'pin_not_set' } } });
  });

  it('sets the PIN as a slow hash, audited without the PIN', async () => {
    const set = await asChairman('PUT', `${chairmanUrl()}/pin`, { pin: PIN });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ setBy: chairman.email });
    const stored = await server.ctx.database.db
      .selectFrom('chairman_pins')
      .select('pin_hash')
      .executeTakeFirstOrThrow();
    expect(stored.pin_hash).toMatch(/^scrypt\$/);
    expect(stored.pin_hash).not.toContain(PIN);
    const [audit] = await auditRows('chairman.pin.set');
    expect(audit?.actor_email).toBe(chairman.email);
    expect(JSON.stringify(audit?.details)).not.toContain(PIN);
    const overview = ChairmanOverviewSchema.parse((await asChairman('GET', chairmanUrl())).body);
    expect(overview.pin?.setBy).toBe(chairman.email);
  });

  it('changes the PIN only with the current one', async () => {
    const missing = await asChairman('PUT', `${chairmanUrl()}/pin`, { pin: NEW_PIN });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.issues[0].path).toEqual(['currentPin']);
    const wrong = await asChairman('PUT', `${chairmanUrl()}/pin`, {
      pin: NEW_PIN,
      currentPin: '9999',
    });
    expect(wrong).toMatchObject({
      status: 403,
      body: { error: { code: 'wrong_pin', path: ['currentPin'] } },
    });
    const changed = await asChairman('PUT', `${chairmanUrl()}/pin`, {
      pin: NEW_PIN,
      currentPin: PIN,
    });
    expect(changed.status).toBe(200);
    expect(await auditRows('chairman.pin.change')).toHaveLength(1);
  });
});

describe('approving and locking a posted final', () => {
  it('shows the marks, progress and irregularities of the round', async () => {
    const round = ChairmanRoundSchema.parse((await asChairman('GET', chairmanRoundUrl())).body);
    expect(round.roundState).toBe('Marked');
    expect(round.sheets.filter((sheet) => sheet.status === 'submitted')).toHaveLength(3);
    expect(round.oversight.final?.map((judge) => judge.overall)).toEqual([1, 1, -1]);
    expect(round.oversight.irregularities).toEqual([
      expect.objectContaining({ kind: 'final-disagreement', judgeId: final.judges[2]?.id }),
    ]);
  });

  it('refuses to lock a round that is not posted', async () => {
    const refused = await asChairman('POST', `${chairmanRoundUrl()}/lock`, { pin: NEW_PIN });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('only a posted round can be approved');
  });

  it('locks a posted round with the PIN, and refuses a wrong PIN', async () => {
    expect((await asScrutineer('POST', `${scrutineerRoundUrl()}/post`, {})).status).toBe(200);
    const wrong = await asChairman('POST', `${chairmanRoundUrl()}/lock`, { pin: PIN });
    expect(wrong).toMatchObject({ status: 403, body: { error: { code: 'wrong_pin' } } });

    const locked = await asChairman('POST', `${chairmanRoundUrl()}/lock`, { pin: NEW_PIN });
    expect(locked.status).toBe(200);
    expect(ChairmanRoundSchema.parse(locked.body).lock).toMatchObject({ lockedBy: chairman.email });
    const [audit] = await auditRows('round.lock');
    expect(audit).toMatchObject({
      actor_email: chairman.email,
      details: {
        eventId: final.eventId,
        roundName: 'Final',
        after: { lock: { lockedBy: chairman.email } },
      },
    });
    const again = await asChairman('POST', `${chairmanRoundUrl()}/lock`, { pin: NEW_PIN });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'round_locked' } } });
  });

  it('refuses every write to the locked round with 409 round_locked and a message saying who can unlock it', async () => {
    const message = `${final.eventName} Final is approved and locked by the chairman; ask the chairman to unlock it.`;
    const judgeId = final.judges[0]?.id ?? '';
    const refusals = [
      await asScrutineer('POST', `${scrutineerRoundUrl()}/unpost`, { reason: 'wrong marks' }),
      await asScrutineer('PUT', `${scrutineerRoundUrl()}/sheets`, {
        judgeId,
        dance: 'Waltz',
        entries: final.couples.map((couple) => couple.entryId),
      }),
      await asScrutineer('POST', `${scrutineerRoundUrl()}/absences`, {
        judgeId,
        reason: 'taken ill',
      }),
      await asScrutineer('POST', `${scrutineerRoundUrl()}/scratch`, {
        entryId: final.couples[0]?.entryId,
        reason: 'injured',
      }),
      await asScrutineer('POST', `${scrutineerRoundUrl()}/start`, {}),
      await asScrutineer('PUT', `${scrutineerRoundUrl()}/recall-target`, { recallTarget: 3 }),
    ];
    for (const refused of refusals) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'round_locked', message });
    }

    const judge = final.judges[0];
    const signIn = await call({}, 'POST', `/api/judges/${judge?.id}/session`, {
      code: judge?.code,
    });
    const path = buildPath(judgingEndpoints.saveDanceSheet.path, {
      judgeId,
      eventId: final.eventId,
      roundNumber: 1,
      dance: 'Waltz',
    });
    const late = await call({ authorization: `Bearer ${signIn.body.token}` }, 'PUT', path, {
      submissionId: crypto.randomUUID(),
      deviceId: 'judge-phone-1',
      version: 1,
      entries: final.couples.map((couple) => couple.entryId),
      submit: true,
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'round_locked', message });

    // A schedule operation rewrites every round; the lock goes with its round.
    const organizer = (await createSignedInStaff(server, ['admin'])).cookie;
    const shifted = await call(
      { cookie: organizer },
      'POST',
      `${competitionUrl(final.competitionId)}/schedule/shift-round`,
      { eventId: final.eventId, roundNumber: 1, direction: -1 },
    );
    expect(shifted.status).toBe(200);

    const scrutineerView = await asScrutineer('GET', scrutineerRoundUrl());
    expect(scrutineerView.body.lock).toMatchObject({ lockedBy: chairman.email });
    expect(scrutineerView.body.roundState).toBe('Posted');
  });

  it('unlocks with the PIN and a reason, audited, after which un-posting works', async () => {
    const noReason = await asChairman('POST', `${chairmanRoundUrl()}/unlock`, { pin: NEW_PIN });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details.issues[0].path).toEqual(['reason']);

    const unlocked = await asChairman('POST', `${chairmanRoundUrl()}/unlock`, {
      pin: NEW_PIN,
      reason: 'Judge 3 misread the numbers',
    });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.lock).toBeNull();
    const [audit] = await auditRows('round.unlock');
    expect(audit).toMatchObject({
      actor_email: chairman.email,
      details: {
        reason: 'Judge 3 misread the numbers',
        before: { lock: { lockedBy: chairman.email } },
        after: { lock: null },
      },
    });
    const again = await asChairman('POST', `${chairmanRoundUrl()}/unlock`, {
      pin: NEW_PIN,
      reason: 'twice',
    });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'round_not_locked' } } });

    const unposted = await asScrutineer('POST', `${scrutineerRoundUrl()}/unpost`, {
      reason: 'Judge 3 misread the numbers',
    });
    expect(unposted.status).toBe(200);
  });
});

describe('wrong PINs', () => {
  it(`are answered normally ${FREE_PIN_FAILURES} times, then refused with 429 and how long to wait`, async () => {
    for (let i = 0; i < FREE_PIN_FAILURES; i++) {
      const wrong = await asChairman('POST', `${chairmanRoundUrl()}/unlock`, {
        pin: '0000',
        reason: 'guessing',
      });
      expect(wrong.status).toBe(403);
    }
    // Even the right PIN waits now.
    const limited = await asChairman('PUT', `${chairmanUrl()}/pin`, {
      pin: PIN,
      currentPin: NEW_PIN,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({
      code: 'rate_limited',
      message: 'Too many wrong PINs. Wait 15 seconds and try again.',
    });
    expect(limited.retryAfter).toBe('15');
  });
});

describe('PINs typed at once', () => {
  it('keeps the first of two first PINs and refuses the other instead of replacing it', async () => {
    const competitionId = await newCompetition();
    const answers = await Promise.all(
      ['1111', '2222'].map((pin) => asChairman('PUT', pinUrl(competitionId), { pin })),
    );
    const kept = answers.filter((answer) => answer.status === 200);
    expect(kept).toHaveLength(1);
    const refused = answers.find((answer) => answer.status !== 200);
    // Either it met the new PIN inside its transaction, or it arrived after and needs it.
    expect([409, 400]).toContain(refused?.status);
    if (refused?.status === 409)
      expect(refused.body.error).toMatchObject({
        code: 'pin_changed',
        message: 'A PIN was set meanwhile; enter it as the current PIN to change it.',
      });
    const stored = await server.ctx.database.db
      .selectFrom('chairman_pins')
      .select('set_at')
      .where('competition_id', '=', competitionId)
      .executeTakeFirstOrThrow();
    expect(stored.set_at).toBe(kept[0]?.body.setAt);
  });

  it('keeps one of two changes made with the same current PIN', async () => {
    const competitionId = await newCompetition();
    expect((await asChairman('PUT', pinUrl(competitionId), { pin: '1111' })).status).toBe(200);
    const answers = await Promise.all(
      ['2222', '3333'].map((pin) =>
        asChairman('PUT', pinUrl(competitionId), { pin, currentPin: '1111' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    // Refused inside the transaction (409), or after the other change (403: no longer the current PIN).
    expect(answers.some((answer) => [403, 409].includes(answer.status))).toBe(true);
  });

  it('limits wrong PINs sent all at once like wrong PINs sent one by one', async () => {
    const competitionId = await newCompetition();
    expect((await asChairman('PUT', pinUrl(competitionId), { pin: '1111' })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        asChairman('PUT', pinUrl(competitionId), {
          pin: '4444',
          currentPin: String(5000 + i),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 403)).toHaveLength(FREE_PIN_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - FREE_PIN_FAILURES);
  });
});

describe('setting the PIN', () => {
  it("tells the chairman's screens (rounds topic) and the audit log live", async () => {
    const competitionId = await newCompetition();
    const before = await lastSeq();
    expect((await asChairman('PUT', pinUrl(competitionId), { pin: '1111' })).status).toBe(200);
    expect(await topicsSince(before)).toEqual(
      expect.arrayContaining([liveTopics.rounds(competitionId), liveTopics.audit(competitionId)]),
    );
  });
});

describe("a round's no-shows", () => {
  it('leave out a couple scratched before the round started, like its marks do', async () => {
    const recall = await createRunningRound(server.ctx, {
      judges: 2,
      couples: 4,
      dances: ['Waltz'],
      roundNumber: 2,
    });
    const [noShow, scratched] = recall.couples;
    const db = server.ctx.database.db;
    await db
      .updateTable('round_entries')
      .set({ absent: 1 })
      .where('round_id', '=', recall.roundKey)
      .where('entry_id', 'in', [noShow!.entryId, scratched!.entryId])
      .execute();
    await db
      .updateTable('entries')
      .set({ scratched_at: '2000-01-01T00:00:00.000Z', scratch_reason: 'injured' })
      .where('id', '=', scratched!.entryId)
      .execute();
    const round = await asChairman(
      'GET',
      `${competitionUrl(recall.competitionId)}/chairman/rounds/${recall.eventId}/2`,
    );
    expect(round.status).toBe(200);
    expect(round.body.absentEntryIds).toEqual([noShow!.entryId]);
  });
});
