import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McScriptSchema } from '../shared/mc';
import type { McScript } from '../shared/mc';
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
let mc = '';
let scrutineer = '';
let organizer = '';
let round: RunningRound;

const scriptUrl = (competitionId = DEMO_COMPETITION_ID) =>
  `/api/admin/competitions/${competitionId}/mc/script`;

async function call(cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

async function script(cookie = mc): Promise<McScript> {
  const { status, body } = await call(cookie, 'GET', scriptUrl());
  expect(status, JSON.stringify(body)).toBe(200);
  return McScriptSchema.parse(body);
}

/** The scrutineer enters every judge's sheet of every dance and posts the round. */
async function markAndPost(roundNumber: number, sheet: string[]) {
  const url = `/api/admin/competitions/${DEMO_COMPETITION_ID}/judging/rounds/${round.eventId}/${roundNumber}`;
  for (const judge of round.judges) {
    for (const dance of round.dances) {
      const entered = await call(scrutineer, 'PUT', `${url}/sheets`, {
        judgeId: judge.id,
        dance,
        entries: sheet,
      });
      expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    }
  }
  const posted = await call(scrutineer, 'POST', `${url}/post`, {});
  expect(posted.status, JSON.stringify(posted.body)).toBe(200);
}

const entryOf = (number: number) => round.couples.find((c) => c.number === number)?.entryId ?? '';

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  mc = (await createSignedInStaff(server, ['mc'])).cookie;
  scrutineer = (await createSignedInStaff(server, ['scrutineer'])).cookie;
  organizer = (await createSignedInStaff(server, ['admin'])).cookie;
  // Numbers 501-506 in two heats (odd positions in heat 1); three recalled to the final.
  round = await createRunningRound(server.ctx, {
    judges: 2,
    couples: 6,
    dances: ['Waltz', 'Quickstep'],
    roundNumber: 2,
    heats: 2,
    recallSize: 3,
    firstNumber: 501,
  });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe("the MC's script", () => {
  it('is for MCs and organizers only', async () => {
    expect((await call('', 'GET', scriptUrl())).status).toBe(401);
    const refused = await call(scrutineer, 'GET', scriptUrl());
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    expect((await call(organizer, 'GET', scriptUrl())).status).toBe(200);
    const unknown = await call(mc, 'GET', scriptUrl('no-such-competition'));
    expect(unknown.status).toBe(404);
  });

  it('calls the running round to the floor heat by heat, with a walk-on new and a scratch left out', async () => {
    const { db } = server.ctx.database;
    // 506 walked on; 503 was scratched before the round started, 504 after it.
    await db
      .updateTable('round_entries')
      .set({ walk_on: 1 })
      .where('round_id', '=', round.roundKey)
      .where('entry_id', '=', entryOf(506))
      .execute();
    const started = await db
      .selectFrom('rounds')
      .select('round_actual_start_time')
      .where('id', '=', round.roundKey)
      .executeTakeFirstOrThrow();
    const startedAt = started.round_actual_start_time ?? '';
    await db
      .updateTable('entries')
      .set({ scratched_at: '2000-01-01T00:00:00.000Z', scratch_reason: 'Injury' })
      .where('id', '=', entryOf(503))
      .execute();
    await db
      .updateTable('entries')
      .set({ scratched_at: new Date(Date.parse(startedAt) + 60_000).toISOString() })
      .where('id', '=', entryOf(504))
      .execute();

    const { now, next } = await script();
    expect(now.map((m) => [m.roundName, m.roundState])).toEqual([['Semi-Final', 'Running']]);
    const [semi] = now;
    expect(semi?.blocks).toEqual([
      {
        kind: 'call',
        heat: 1,
        text: `${round.eventName}, Semi-Final, Waltz and Quickstep, heat 1: numbers 501, 505.`,
        parts: [
          {
            text: `${round.eventName}, Semi-Final, Waltz and Quickstep, heat 1: numbers 501, 505.`,
            walkOn: false,
          },
        ],
      },
      {
        kind: 'call',
        heat: 2,
        text: `${round.eventName}, Semi-Final, Waltz and Quickstep, heat 2: numbers 502, 504, 506 (new).`,
        parts: [
          {
            text: `${round.eventName}, Semi-Final, Waltz and Quickstep, heat 2: numbers 502, 504, `,
            walkOn: false,
          },
          { text: '506 (new)', walkOn: true },
          { text: '.', walkOn: false },
        ],
      },
    ]);
    expect(semi?.changes.map((c) => [c.number, c.change])).toEqual([
      [506, 'new'],
      [503, 'scratched'],
    ]);
    expect(semi?.startedAt).toBe(startedAt);
    expect(next.map((m) => m.roundName)).toEqual(['Final']);

    await db
      .updateTable('entries')
      .set({ scratched_at: null, scratch_reason: null })
      .where('id', 'in', [entryOf(503), entryOf(504)])
      .execute();
  });

  it('announces the recall once the round is posted, and then calls and reads the final', async () => {
    await markAndPost(2, [entryOf(505), entryOf(501), entryOf(502)]);
    const afterRecall = await script();
    expect(afterRecall.now.map((m) => m.blocks)).toEqual([
      [
        {
          kind: 'recall',
          text: `${round.eventName}, Semi-Final: 3 couples are recalled to the Final: numbers 501, 502, 505.`,
        },
      ],
    ]);
    expect(afterRecall.next[0]?.blocks).toEqual([
      {
        kind: 'call',
        heat: null,
        text: `${round.eventName}, Final, Waltz and Quickstep: numbers 501, 502, 505.`,
        parts: [
          {
            text: `${round.eventName}, Final, Waltz and Quickstep: numbers 501, 502, 505.`,
            walkOn: false,
          },
        ],
      },
    ]);

    const started = await call(
      scrutineer,
      'POST',
      `/api/admin/competitions/${DEMO_COMPETITION_ID}/judging/rounds/${round.eventId}/1/start`,
      {},
    );
    expect(started.status).toBe(200);
    const onFloor = await script();
    // The semi-final's announcement gives way once the final starts.
    expect(onFloor.now.map((m) => [m.roundName, m.roundState])).toEqual([['Final', 'Running']]);
    expect(onFloor.next).toEqual([]);

    await markAndPost(1, [entryOf(502), entryOf(505), entryOf(501)]);
    const results = await script();
    expect(results.now[0]?.blocks).toEqual([
      {
        kind: 'results',
        lines: [
          'In third place, number 501, Lead 501 and Follow 501.',
          'In second place, number 505, Lead 505 and Follow 505.',
          'And in first place, number 502, Lead 502 and Follow 502.',
        ],
      },
    ]);
  });
});
