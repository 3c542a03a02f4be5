import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundStateNumber } from '../domain/competition/enumerations';
import type { JumbotronScene, JumbotronScreen, JumbotronView } from '../shared/jumbotron';
import { JumbotronScreenSchema, JumbotronViewSchema } from '../shared/jumbotron';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import type { RunningRound } from './testing/judging-fixtures';
import { createRunningRound } from './testing/judging-fixtures';
import { createPostedRound } from './testing/results-fixtures';
import { createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let operator = '';
let scrutineer = '';
let organizer = '';
/** Numbers 501-506 in two heats (501, 503, 505 in heat 1), Running. */
let semi: RunningRound;

const publicUrl = `/api/competitions/${DEMO_COMPETITION_ID}/jumbotron`;
const staffUrl = `/api/admin/competitions/${DEMO_COMPETITION_ID}/jumbotron`;

async function call(cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

/** What the public screen reads: the picture only. */
async function screen(): Promise<JumbotronScreen> {
  const { status, body } = await call('', 'GET', publicUrl);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(Object.keys(body).sort()).toEqual(['competitionName', 'content']);
  return JumbotronScreenSchema.parse(body);
}

/** What a controller reads: the screen with the scene behind it. */
async function control(): Promise<JumbotronView> {
  const { status, body } = await call(operator, 'GET', staffUrl);
  expect(status, JSON.stringify(body)).toBe(200);
  return JumbotronViewSchema.parse(body);
}

/** Shows a scene from the version on screen now, as a controller that just looked would. */
async function show(scene: JumbotronScene, cookie = operator) {
  const { version } = await control();
  return call(cookie, 'PUT', staffUrl, { scene, expectedVersion: version });
}

async function shown(scene: JumbotronScene): Promise<JumbotronView> {
  const { status, body } = await show(scene);
  expect(status, JSON.stringify(body)).toBe(200);
  return JumbotronViewSchema.parse(body);
}

const preview = (scene: unknown) => call(operator, 'POST', `${staffUrl}/preview`, { scene });

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  operator = (await createSignedInStaff(server, ['jumbotron'])).cookie;
  scrutineer = (await createSignedInStaff(server, ['scrutineer'])).cookie;
  organizer = (await createSignedInStaff(server, ['admin'])).cookie;
  semi = await createRunningRound(server.ctx, {
    judges: 3,
    couples: 6,
    dances: ['Waltz', 'Tango'],
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

describe('the jumbotron', () => {
  it('shows the welcome slide before any controller picked a scene', async () => {
    expect(await screen()).toEqual({
      competitionName: expect.any(String),
      content: { kind: 'welcome', text: null, sponsor: null },
    });
    expect(await control()).toMatchObject({
      competitionName: expect.any(String),
      scene: { kind: 'welcome' },
      version: 0,
      updatedAt: null,
      content: { kind: 'welcome', text: null, sponsor: null },
      unavailable: null,
    });
    const unknown = await call('', 'GET', '/api/competitions/no-such-competition/jumbotron');
    expect(unknown.status).toBe(404);
  });

  it('is changed by jumbotron operators and organizers only', async () => {
    const scene = { kind: 'message', text: 'Dinner is served' };
    expect((await call('', 'PUT', staffUrl, { scene, expectedVersion: 0 })).status).toBe(401);
    const refused = await call(scrutineer, 'PUT', staffUrl, { scene, expectedVersion: 0 });
    expect(refused.status).toBe(403);
    expect((await call(scrutineer, 'POST', `${staffUrl}/preview`, { scene })).status).toBe(403);
    expect((await call('', 'GET', staffUrl)).status).toBe(401);
    expect((await call(scrutineer, 'GET', staffUrl)).status).toBe(403);
    expect((await show({ kind: 'message', text: 'Dinner is served' }, organizer)).status).toBe(
      200,
    );
    const view = await control();
    expect(view.content).toEqual({ kind: 'message', text: 'Dinner is served' });
    expect(view.version).toBe(1);
  });

  it('refuses a controller that did not see the latest change, saying another controller changed the screen', async () => {
    const { version } = await shown({ kind: 'welcome', text: 'Evening session', sponsor: 'Acme' });
    const stale = await call(operator, 'PUT', staffUrl, {
      scene: { kind: 'message', text: 'Too late' },
      expectedVersion: version - 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('jumbotron_changed');
    expect(stale.body.error.message).toBe(
      'Another controller changed the screen meanwhile: it now shows the welcome slide. Your change was not made; check the live screen and try again.',
    );
    expect(stale.body.error.details).toEqual({ version });
    expect((await screen()).content).toEqual({
      kind: 'welcome',
      text: 'Evening session',
      sponsor: 'Acme',
    });
  });

  it('records every change in the audit log', async () => {
    await shown({ kind: 'message', text: 'Audited' });
    const entry = await server.ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'jumbotron.show')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.competition_id).toBe(DEMO_COMPETITION_ID);
    expect(JSON.parse(entry.details)).toMatchObject({
      after: { kind: 'message', text: 'Audited' },
    });
  });

  it("shows a heat's couples with names and schools, leaving a scratched couple out", async () => {
    await server.ctx.database.db
      .updateTable('entries')
      .set({ scratched_at: '2000-01-01T00:00:00.000Z', scratch_reason: 'Injury' })
      .where('id', '=', semi.couples.find((c) => c.number === 503)?.entryId ?? '')
      .execute();
    const view = await shown({ kind: 'heat', eventId: semi.eventId, roundNumber: 2, heat: 1 });
    expect(view.content).toMatchObject({
      kind: 'heat',
      eventName: semi.eventName,
      roundName: 'Semi-Final',
      dances: ['Waltz', 'Tango'],
      heat: 1,
      heats: 2,
    });
    expect(view.content.kind === 'heat' && view.content.couples).toEqual([
      expect.objectContaining({ number: 501, leadName: 'Lead 501', followName: 'Follow 501' }),
      expect.objectContaining({ number: 505 }),
    ]);

    const onDeck = await shown({ kind: 'onDeck', eventId: semi.eventId, roundNumber: 2 });
    expect(
      onDeck.content.kind === 'onDeck' &&
        onDeck.content.heats.map((h) => [h.heat, h.couples.map((c) => c.number)]),
    ).toEqual([
      [1, [501, 505]],
      [2, [502, 504, 506]],
    ]);
  });

  it('refuses scenes naming what does not exist, each with its reason', async () => {
    const cases: [unknown, number, string, string][] = [
      [
        { kind: 'heat', eventId: semi.eventId, roundNumber: 2, heat: 3 },
        404,
        'heat_not_found',
        `${semi.eventName} Semi-Final has heats 1, 2; there is no heat 3.`,
      ],
      [
        { kind: 'heat', eventId: 'no-such-event', roundNumber: 2, heat: 1 },
        404,
        'event_not_found',
        "No event with id 'no-such-event' in this competition.",
      ],
      [
        { kind: 'onDeck', eventId: semi.eventId, roundNumber: 5 },
        404,
        'round_not_found',
        'This event has no round 5.',
      ],
      [
        { kind: 'onDeck', eventId: semi.eventId, roundNumber: 1 },
        409,
        'round_not_filled',
        `${semi.eventName} Final has no couples yet: they come with the recall from the round before.`,
      ],
      [
        { kind: 'recall', eventId: semi.eventId, roundNumber: 2 },
        409,
        'round_not_posted',
        `${semi.eventName} Semi-Final is Running; its recall can be shown once the scrutineer posts it.`,
      ],
      [
        { kind: 'finalReveal', eventId: semi.eventId, revealed: 0 },
        409,
        'round_not_posted',
        `The final of ${semi.eventName} is not posted yet; its places can be revealed once the scrutineer posts it.`,
      ],
    ];
    for (const [scene, status, code, message] of cases) {
      for (const answer of [await preview(scene), await show(scene as JumbotronScene)]) {
        expect(answer.status, JSON.stringify(scene)).toBe(status);
        expect(answer.body.error).toMatchObject({ code, message });
      }
    }
  });

  it('refuses malformed scenes with the field and the reason', async () => {
    const refusal = async (scene: unknown) => {
      const answer = await call(operator, 'PUT', staffUrl, { scene, expectedVersion: 0 });
      expect(answer.status).toBe(400);
      return answer.body.error.message as string;
    };
    expect(await refusal({ kind: 'fireworks' })).toContain(
      "'scene.kind' must be one of welcome, heat, onDeck, recall, finalReveal, message",
    );
    expect(await refusal({ kind: 'message', text: 'x'.repeat(281) })).toContain(
      "'scene.text' must be at most 280 characters",
    );
    expect(await refusal({ kind: 'message', text: '   ' })).toContain(
      "'scene.text' must not be empty",
    );
    expect(await refusal({ kind: 'recall', eventId: semi.eventId, roundNumber: 1 })).toContain(
      "'scene.roundNumber' must be a recall round (2 or more); round 1 is the final",
    );
    expect(await refusal({ kind: 'heat', eventId: semi.eventId, roundNumber: 2 })).toContain(
      "'scene.heat' must be a heat number",
    );
    expect(await refusal({ kind: 'welcome', colour: 'red' })).toContain('colour');
    const noVersion = await call(operator, 'PUT', staffUrl, { scene: { kind: 'welcome' } });
    expect(noVersion.body.error.message).toContain(
      "'expectedVersion' must be the version of the screen you last saw",
    );
  });

  it('announces the numbers recalled from a posted round', async () => {
    const posted = await createPostedRound(server.ctx, {
      judges: 3,
      couples: 6,
      dances: ['Waltz'],
      roundNumber: 2,
      recallSize: 3,
      firstNumber: 601,
      listFor: (_judge, _dance, round) =>
        round.couples.filter((c) => [604, 601, 606].includes(c.number)).map((c) => c.entryId),
    });
    const view = await shown({ kind: 'recall', eventId: posted.eventId, roundNumber: 2 });
    expect(view.content).toMatchObject({
      kind: 'recall',
      roundName: 'Semi-Final',
      nextRoundName: 'Final',
    });
    expect(view.content.kind === 'recall' && view.content.recalled.map((c) => c.number)).toEqual([
      601, 604, 606,
    ]);
  });

  it('falls back to the welcome slide when the scene shown goes away, telling controllers why and the public nothing', async () => {
    const posted = await createPostedRound(server.ctx, {
      judges: 3,
      couples: 4,
      dances: ['Waltz'],
      roundNumber: 2,
      recallSize: 2,
      firstNumber: 901,
    });
    const scene = { kind: 'recall', eventId: posted.eventId, roundNumber: 2 } as const;
    await shown(scene);
    await server.ctx.database.db
      .updateTable('rounds')
      .set({ round_state: roundStateNumber('Marked') })
      .where('event_id', '=', posted.eventId)
      .where('round_number', '=', 2)
      .execute();
    const welcome = { kind: 'welcome', text: null, sponsor: null };
    const publicView = await screen();
    expect(publicView.content).toEqual(welcome);
    expect(JSON.stringify(publicView)).not.toContain(posted.eventId);
    expect(JSON.stringify(publicView)).not.toContain(posted.eventName);
    expect(await control()).toMatchObject({
      scene,
      content: welcome,
      unavailable: `${posted.eventName} Semi-Final is Marked; its recall can be shown once the scrutineer posts it.`,
    });
  });

  it('reveals a final place by place from last to first, never sending a place not revealed yet', async () => {
    const final = await createPostedRound(server.ctx, {
      judges: 3,
      couples: 4,
      dances: ['Waltz'],
      roundNumber: 1,
      firstNumber: 701,
      // Every judge places 704, 703, 702, 701: 704 wins, 701 is fourth.
      listFor: (_judge, _dance, round) => round.couples.map((c) => c.entryId).reverse(),
    });
    const numbersOf = (view: JumbotronScreen) =>
      view.content.kind === 'finalReveal'
        ? view.content.places.map((p) => [p.position, p.couples.map((c) => c.number), p.revealed])
        : null;

    const full = await preview({ kind: 'finalReveal', eventId: final.eventId, revealed: 1 });
    expect(full.status).toBe(200);
    expect(numbersOf(JumbotronViewSchema.parse(full.body))).toEqual([
      [4, [701], true],
      [3, [702], false],
      [2, [703], false],
      [1, [704], false],
    ]);

    const expected: [number, number[], boolean][] = [];
    for (const [revealed, position, number] of [
      [0, 0, 0],
      [1, 4, 701],
      [2, 3, 702],
      [3, 2, 703],
      [4, 1, 704],
    ] as const) {
      if (revealed > 0) expected.push([position, [number], true]);
      await shown({ kind: 'finalReveal', eventId: final.eventId, revealed });
      const view = await screen();
      expect(numbersOf(view)).toEqual(expected);
      expect(view.content).toMatchObject({ steps: 4, revealed });
      // Nothing about a hidden couple leaves the server.
      for (const hidden of [701, 702, 703, 704].slice(revealed))
        expect(JSON.stringify(view)).not.toContain(`Lead ${hidden}`);
    }

    const tooFar = await show({ kind: 'finalReveal', eventId: final.eventId, revealed: 5 });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.error.message).toContain(
      "'scene.revealed' the final of " +
        `${final.eventName} has 4 places to reveal, so at most 4 can be shown.`,
    );
  });

  it('reveals a final withdrawn from the public while it stays off the results pages', async () => {
    const final = await createPostedRound(server.ctx, {
      judges: 3,
      couples: 3,
      dances: ['Waltz'],
      roundNumber: 1,
      firstNumber: 801,
    });
    const resultsUrl = `/api/competitions/${DEMO_COMPETITION_ID}/results/${final.eventId}`;
    const published = (value: boolean) =>
      call(
        organizer,
        'PUT',
        `/api/admin/competitions/${DEMO_COMPETITION_ID}/results/${final.eventId}/published`,
        { published: value },
      );
    // Organizers hold the final back, announce it on the screen, then publish it.
    expect((await published(false)).status).toBe(200);
    for (const revealed of [1, 2, 3]) {
      const view = await shown({ kind: 'finalReveal', eventId: final.eventId, revealed });
      expect(view.unavailable).toBeNull();
      expect(view.content).toMatchObject({ kind: 'finalReveal', steps: 3, revealed });
      expect((await call('', 'GET', resultsUrl)).status).toBe(404);
    }
    expect(JSON.stringify(await screen())).toContain('Lead 801');
    expect((await published(true)).status).toBe(200);
  });
});
