import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveTopics } from '../shared/live-topics';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import type { RunningRound } from './testing/judging-fixtures';
import { callResults } from './testing/results-api';
import { createRunningRound } from './testing/judging-fixtures';
import { agreeingPlaces, createPostedRound, markRound } from './testing/results-fixtures';
import { openSse } from './testing/sse-client';
import type { SseStream } from './testing/sse-client';
import { createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let staff: Record<'scrutineer' | 'chairman' | 'admin' | 'deckCaptain', string>;
let round: RunningRound;
const streams: SseStream[] = [];

const competitionId = DEMO_COMPETITION_ID;
const ref = () => ({ competitionId, eventId: round.eventId });
const asStaff = (cookie: string, body?: unknown) => ({ cookie, body });

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  const cookieOf = async (role: 'scrutineer' | 'chairman' | 'admin' | 'deckCaptain') =>
    (await createSignedInStaff(server, [role])).cookie;
  staff = {
    scrutineer: await cookieOf('scrutineer'),
    chairman: await cookieOf('chairman'),
    admin: await cookieOf('admin'),
    deckCaptain: await cookieOf('deckCaptain'),
  };
  round = await createPostedRound(server.ctx, {
    judges: 3,
    couples: 4,
    dances: ['Waltz'],
    roundNumber: 1,
  });
  await server.ctx.database.db
    .updateTable('competitions')
    .set({ results_page_shown: 1 })
    .where('id', '=', competitionId)
    .execute();
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('who may read and change results', () => {
  const staffReads = () =>
    [
      ['getStaffResults', { competitionId }],
      ['getStaffEventResults', ref()],
    ] as const;
  const writes = () =>
    [
      ['setResultsPublished', ref(), { published: false }],
      ['setMarksEmbargo', { competitionId }, { embargo: true, releaseAt: null }],
    ] as const;

  it('lets anyone read the public results', async () => {
    expect((await callResults(server, 'getResultsIndex', { competitionId })).status).toBe(200);
    expect((await callResults(server, 'getEventResults', ref())).status).toBe(200);
  });

  it('refuses staff reads and writes to the anonymous (401) and to a deck captain (403)', async () => {
    for (const [endpoint, params] of staffReads()) {
      expect((await callResults(server, endpoint, params)).status).toBe(401);
      const refused = await callResults(server, endpoint, params, { cookie: staff.deckCaptain });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('forbidden');
    }
    for (const [endpoint, params, body] of writes()) {
      expect((await callResults(server, endpoint, params, { body })).status).toBe(401);
      const refused = await callResults(server, endpoint, params, asStaff(staff.deckCaptain, body));
      expect(refused.status).toBe(403);
    }
    // Nothing changed.
    expect((await callResults(server, 'getEventResults', ref())).status).toBe(200);
  });

  it('lets scrutineers, chairmen and admins read staff results', async () => {
    for (const cookie of [staff.scrutineer, staff.chairman, staff.admin]) {
      for (const [endpoint, params] of staffReads()) {
        expect((await callResults(server, endpoint, params, { cookie })).status).toBe(200);
      }
    }
  });
});

describe('refused input', () => {
  const embargo = (body: unknown) =>
    callResults(server, 'setMarksEmbargo', { competitionId }, asStaff(staff.scrutineer, body));

  it('refuses a release time that is not a date and time, naming the field', async () => {
    const answer = await embargo({ embargo: true, releaseAt: 'tomorrow at five' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_input');
    expect(answer.body.error.message).toContain("'releaseAt' must be a date and time");
  });

  it('refuses a release time without an embargo', async () => {
    const answer = await embargo({ embargo: false, releaseAt: '2026-11-24T17:00:00Z' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain("'releaseAt' must be null when embargo is false");
  });

  it('refuses missing and unknown fields', async () => {
    expect((await embargo({ embargo: true })).status).toBe(400);
    const stray = await embargo({ embargo: true, releaseAt: null, until: 'later' });
    expect(stray.status).toBe(400);
    const published = await callResults(
      server,
      'setResultsPublished',
      ref(),
      asStaff(staff.scrutineer, { published: 'yes' }),
    );
    expect(published.status).toBe(400);
    expect(published.body.error.message).toContain("'published'");
  });

  it('answers an unknown event or competition with 404 on staff endpoints', async () => {
    const unknownEvent = { competitionId, eventId: 'no-such-event' };
    const read = await callResults(server, 'getStaffEventResults', unknownEvent, {
      cookie: staff.scrutineer,
    });
    expect(read.status).toBe(404);
    expect(read.body.error.code).toBe('event_not_found');
    const write = await callResults(
      server,
      'setResultsPublished',
      unknownEvent,
      asStaff(staff.scrutineer, { published: true }),
    );
    expect(write.status).toBe(404);
    const noCompetition = await callResults(
      server,
      'setMarksEmbargo',
      { competitionId: 'no-such-competition' },
      asStaff(staff.admin, { embargo: false, releaseAt: null }),
    );
    expect(noCompetition.status).toBe(404);
    expect(noCompetition.body.error.code).toBe('competition_not_found');
  });
});

describe('withdrawing results', () => {
  it("takes effect even when a Marked round's preview cannot be worked out", async () => {
    const marked = await createRunningRound(server.ctx, {
      judges: 3,
      couples: 3,
      dances: ['Waltz'],
      roundNumber: 1,
    });
    await markRound(server.ctx, marked, agreeingPlaces);
    // A sheet the engine cannot read: the staff answer's preview fails, the withdrawal must not.
    await server.ctx.database.db
      .updateTable('dance_sheets')
      .set({ entries: 'not a list' })
      .where('event_id', '=', marked.eventId)
      .execute();
    await callResults(
      server,
      'setResultsPublished',
      { competitionId, eventId: marked.eventId },
      asStaff(staff.chairman, { published: false }),
    );
    const event = await server.ctx.database.db
      .selectFrom('events')
      .select('results_published')
      .where('id', '=', marked.eventId)
      .executeTakeFirstOrThrow();
    expect(event.results_published).toBe(0);
  });
});

describe('live notifications', () => {
  const resultsTopic = liveTopics.results(competitionId);
  async function subscribe() {
    const stream = await openSse(`${server.url}/api/live?topics=${resultsTopic}`);
    streams.push(stream);
    expect((await stream.next()).event).toBe('ready');
    return stream;
  }

  it('tells open results pages when an event is withdrawn or published', async () => {
    const stream = await subscribe();
    for (const published of [false, true]) {
      const answer = await callResults(
        server,
        'setResultsPublished',
        ref(),
        asStaff(staff.chairman, { published }),
      );
      expect(answer.status, answer.text).toBe(200);
      const change = await stream.next();
      expect(JSON.parse(change.data)).toMatchObject({ topic: resultsTopic, ids: [round.eventId] });
    }
  });

  it('tells every results page when the embargo changes, and logs only a real change', async () => {
    const stream = await subscribe();
    const body = { embargo: true, releaseAt: null };
    const answer = await callResults(
      server,
      'setMarksEmbargo',
      { competitionId },
      asStaff(staff.scrutineer, body),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(JSON.parse((await stream.next()).data)).toMatchObject({ topic: resultsTopic, ids: [] });
    await callResults(
      server,
      'setMarksEmbargo',
      { competitionId },
      asStaff(staff.scrutineer, body),
    );
    const audit = await server.ctx.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'results.embargo')
      .execute();
    expect(audit.map((row) => JSON.parse(row.details))).toEqual([
      { before: { embargo: false, releaseAt: null }, after: { embargo: true, releaseAt: null } },
    ]);
  });
});
