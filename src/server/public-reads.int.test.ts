import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveTopics } from '../shared/live';
import { ScheduleRoundSchema } from '../shared/schedule';
import type { Hearing } from './live/bus';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { SYSTEM_ACTOR } from './services/audit-log';
import { updateCompetition } from './services/competition-service';
import { setMarksEmbargo } from './services/results/marks-embargo';
import { setResultsPublished } from './services/results/publish-results';
import { adminBase, couple, publicBase, registrationKit } from './testing/registration-fixtures';
import { createPostedRound } from './testing/results-fixtures';
import { openSse } from './testing/sse-client';
import { createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase, isPostgresRun } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET that leaves the body as sent (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

const recordPath = `/api/competitions/${DEMO_COMPETITION_ID}`;
const rename = (server: RunningServer, fullName: string) =>
  updateCompetition(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, { fullName });
const nameOn = async (server: RunningServer) =>
  ((await (await fetch(`${server.url}${recordPath}`)).json()) as { fullName: string }).fullName;

describe('public reads kept in memory', () => {
  let database: TestDatabase;
  let server: RunningServer;
  const { register } = registrationKit(() => server);

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers with a weak ETag and no-cache, then 304 with no body for that ETag', async () => {
    const first = await rawGet(`${server.url}${recordPath}`);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{16}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const etag = first.headers.etag ?? '';

    const again = await rawGet(`${server.url}${recordPath}`, {
      'if-none-match': `W/"something-else", ${etag}`,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const strongForm = await rawGet(`${server.url}${recordPath}`, {
      'if-none-match': etag.replace(/^W\//, ''),
    });
    expect(strongForm.status).toBe(304);
  });

  it('gives a new ETag and the new record after a change of the competition', async () => {
    const before = await rawGet(`${server.url}${recordPath}`);
    await rename(server, 'Renamed Open');
    const after = await rawGet(`${server.url}${recordPath}`, {
      'if-none-match': before.headers.etag ?? '',
    });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(after.body.toString()).fullName).toBe('Renamed Open');
  });

  it('shows a new registration in the entries list', async () => {
    const entriesOf = async () =>
      (await (await fetch(`${server.url}${publicBase}/entries`)).json()) as {
        couples: { leadName: string }[];
      }[];
    const before = JSON.stringify(await entriesOf());
    await register(couple({ lead: { ...couple().lead, name: 'Cached Newcomer' } }));
    const after = JSON.stringify(await entriesOf());
    expect(before).not.toContain('Cached Newcomer');
    expect(after).toContain('Cached Newcomer');
  });

  it('sends brotli or gzip as the caller accepts, decoding to the same JSON', async () => {
    const url = `${server.url}${publicBase}/entries`;
    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(plain.body);
    // One entity in three codings: one (weak) ETag.
    expect(new Set([plain, br, gzip].map((a) => a.headers.etag)).size).toBe(1);
  });

  it("shows an embargoed event's marks once the release time passes, with no write", async () => {
    const round = await createPostedRound(server.ctx, {
      judges: 3,
      couples: 4,
      dances: ['Waltz'],
      roundNumber: 1,
    });
    const url = `${server.url}${publicBase}/results/${round.eventId}`;
    // A refusal is not kept: the event becomes public by a write.
    expect((await rawGet(url)).status).toBe(404);
    await updateCompetition(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
      resultsPageShown: true,
    });
    const ref = { competitionId: DEMO_COMPETITION_ID, eventId: round.eventId };
    await setResultsPublished(server.ctx, SYSTEM_ACTOR, ref, true);
    const releaseAt = new Date(Date.now() + 60 * 60_000).toISOString();
    await setMarksEmbargo(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
      embargo: true,
      releaseAt,
    });
    const held = JSON.parse((await rawGet(url)).body.toString());
    expect(held.marksPublic).toBe(false);
    expect(held.marksReleaseAt).toBe(releaseAt);
    expect(JSON.parse((await rawGet(url)).body.toString()).marksPublic).toBe(false);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(releaseAt) + 1000);
    const released = JSON.parse((await rawGet(url)).body.toString());
    expect(released.marksPublic).toBe(true);
    expect(released.rounds[0].detail).not.toBeNull();
  });

  it('never keeps the session or staff reads: no-store and no ETag', async () => {
    const staff = await createSignedInStaff(server, ['admin']);
    for (const [path, cookie] of [
      ['/api/session', undefined],
      ['/api/session', staff.cookie],
      [`/api/admin/competitions/${DEMO_COMPETITION_ID}/competitors`, staff.cookie],
      ['/api/admin/staff', staff.cookie],
    ] as const) {
      const answer = await rawGet(`${server.url}${path}`, cookie ? { cookie } : {});
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-store');
      expect(answer.headers.etag, path).toBeUndefined();
    }
  });

  it('is fresh for a read made on hearing the change event', async () => {
    const topic = liveTopics.competition(DEMO_COMPETITION_ID);
    const stream = await openSse(`${server.url}/api/live?topics=${topic}`);
    try {
      expect((await stream.next()).event).toBe('ready');
      await nameOn(server);
      await rename(server, 'Heard Open');
      expect((await stream.next()).event).toBe('change');
      expect(await nameOn(server)).toBe('Heard Open');
    } finally {
      stream.close();
    }
  });
});

describe('the kept schedule', () => {
  let database: TestDatabase;
  let server: RunningServer;
  let cookie = '';
  const asOrganizer = (path: string, method = 'GET', body?: unknown) =>
    fetch(`${server.url}${adminBase}${path}`, {
      method,
      headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  /** Every round's couples, as the public schedule counts them. */
  const scheduledCouples = async () =>
    ScheduleRoundSchema.array()
      .parse(await (await fetch(`${server.url}${publicBase}/schedule`)).json())
      .reduce((sum, round) => sum + round.entryCount, 0);
  /** Each couple's place in a round, as the entry (unscratched, so counted) and its dancers. */
  const placesInRounds = () =>
    server.ctx.database.db
      .selectFrom('round_entries')
      .innerJoin('entries', 'entries.id', 'round_entries.entry_id')
      .select(['entries.id', 'entries.lead_id', 'entries.follow_id'])
      .where('entries.competition_id', '=', DEMO_COMPETITION_ID)
      .where('entries.scratched_at', 'is', null)
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer(database);
    cookie = (await createSignedInStaff(server, ['admin'])).cookie;
    const generated = await asOrganizer('/schedule/generate', 'POST', { maxCouplesPerHeat: 8 });
    expect(generated.status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('counts one couple fewer once an organizer withdraws an entry', async () => {
    const before = await scheduledCouples();
    const [place] = await placesInRounds();
    expect(place).toBeDefined();
    expect((await asOrganizer(`/entries/${place?.id}`, 'DELETE')).status).toBe(204);
    expect(await scheduledCouples()).toBe(before - 1);
  });

  it('counts the couples fewer once an organizer deletes a competitor, with their entries', async () => {
    const before = await scheduledCouples();
    const places = await placesInRounds();
    const competitorId = places[0]?.lead_id ?? '';
    const theirs = places.filter((p) => p.lead_id === competitorId || p.follow_id === competitorId);
    expect(theirs.length).toBeGreaterThan(0);
    const deleted = await asOrganizer(`/competitors/${competitorId}?confirm=true`, 'DELETE');
    expect(deleted.status).toBe(204);
    expect(await scheduledCouples()).toBe(before - theirs.length);
  });
});

// Several instances share one database only on PostgreSQL (scripts/with-postgres.sh).
describe.runIf(isPostgresRun())('public reads kept by two instances on one database', () => {
  let database: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  const hearingOf: Record<'a' | 'b', Hearing[]> = { a: [], b: [] };

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startTestServer(database);
    b = await startTestServer(database);
    a.ctx.bus.onHearing((hearing) => hearingOf.a.push(hearing));
    b.ctx.bus.onHearing((hearing) => hearingOf.b.push(hearing));
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.drop();
  });

  it('shows the writer its own write at once, before its LISTEN hears it', async () => {
    await nameOn(a);
    expect(a.ctx.readCache.size).toBe(1);
    await rename(a, 'Written on A');
    // Forgotten at commit: LISTEN brings the change back only after another
    // round trip to the database, which a busy server's next read may beat.
    expect(a.ctx.readCache.size).toBe(0);
    expect(await nameOn(a)).toBe('Written on A');
  });

  it("changes B's kept answer once B's stream has heard A's write", async () => {
    const topic = liveTopics.competition(DEMO_COMPETITION_ID);
    const onB = await openSse(`${b.url}/api/live?topics=${topic}`);
    try {
      expect((await onB.next()).event).toBe('ready');
      await nameOn(b);
      await rename(a, 'Heard on B');
      expect((await onB.next()).event).toBe('change');
      expect(await nameOn(b)).toBe('Heard on B');
    } finally {
      onB.close();
    }
  });

  it('keeps nothing while its LISTEN connection is down, and keeps again after catching up', async () => {
    const until = async (instance: 'a' | 'b', hearing: Hearing) => {
      await vi.waitFor(() => expect(hearingOf[instance]).toContain(hearing), { timeout: 10_000 });
    };
    await nameOn(b);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = 'LISTEN live_changes'`.execute(
      a.ctx.database.db,
    );
    await until('b', 'lost');
    await until('a', 'lost');
    await rename(a, 'Written while B was deaf');
    expect(await nameOn(b)).toBe('Written while B was deaf');
    await until('b', 'resumed');
    expect(b.ctx.readCache.size).toBe(0);
    expect(await nameOn(b)).toBe('Written while B was deaf');
    expect(b.ctx.readCache.size).toBe(1);
  });
});
