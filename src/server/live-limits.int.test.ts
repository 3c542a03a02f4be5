import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../shared/api-error';
import { liveTopics } from '../shared/live';
import type { LiveSink } from './live/change-feed';
import { MAX_UNSENT_BYTES } from './live/change-feed';
import { pruneChanges } from './live/change-log';
import type { RunningServer } from './server';
import { updateCompetition } from './services/competition-service';
import { SYSTEM_ACTOR } from './services/audit-log';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { openSse } from './testing/sse-client';
import type { SseStream } from './testing/sse-client';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

const STREAMS_PER_ADDRESS = 2;
let database: TestDatabase;
let server: RunningServer;
const streams: SseStream[] = [];
const topic = liveTopics.competition(DEMO_COMPETITION_ID);
const rename = (fullName: string) =>
  updateCompetition(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, { fullName });

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { liveStreamsPerAddress: STREAMS_PER_ADDRESS });
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

/** A stream whose reader takes nothing: every chunk stays unsent. */
function stalledSink(alreadyUnsent: number) {
  const sink = { chunks: [] as string[], unsent: alreadyUnsent, aborted: 0 };
  const live: LiveSink = {
    write: (chunk) => {
      sink.chunks.push(chunk);
      sink.unsent += chunk.length;
      return sink.unsent;
    },
    end: () => undefined,
    abort: () => void sink.aborted++,
  };
  return { sink, live };
}

describe('a subscriber that does not read', () => {
  it(`is dropped once more than ${MAX_UNSENT_BYTES} bytes wait unsent, and hears nothing more`, async () => {
    const before = server.ctx.feed.subscriberCount;
    const reading = stalledSink(0);
    const stalled = stalledSink(MAX_UNSENT_BYTES - 300);
    const unsubscribeReading = await server.ctx.feed.subscribe(reading.live, [topic], {
      kind: 'fresh',
    });
    await server.ctx.feed.subscribe(stalled.live, [topic], { kind: 'fresh' });
    expect(server.ctx.feed.subscriberCount).toBe(before + 2);

    for (let i = 0; i < 10; i++) await rename(`Unread ${i}`);
    await rename('After the drop');
    // On PostgreSQL notifications arrive through LISTEN, a moment after commit.
    const notified = () => reading.sink.chunks.filter((c) => c.includes('event: change'));
    await expect.poll(() => notified().length).toBe(11);

    expect(stalled.sink.aborted).toBe(1);
    const changesToStalled = stalled.sink.chunks.filter((c) => c.includes('event: change'));
    expect(changesToStalled.length).toBeLessThan(10);
    expect(server.ctx.feed.subscriberCount).toBe(before + 1);
    // A reader with room keeps every notification.
    expect(reading.sink.aborted).toBe(0);
    unsubscribeReading();
  });
});

describe('streams per client address', () => {
  it(`refuses more than ${STREAMS_PER_ADDRESS} open streams from one address with 429, and frees a slot on close`, async () => {
    for (let i = 0; i < STREAMS_PER_ADDRESS; i++) {
      const stream = await openSse(`${server.url}/api/live?topics=${topic}`);
      streams.push(stream);
      expect((await stream.next()).event).toBe('ready');
    }
    const refused = await fetch(`${server.url}/api/live?topics=${topic}`);
    expect(refused.status).toBe(429);
    const body = ApiErrorSchema.parse(await refused.json());
    expect(body.error.code).toBe('too_many_streams');

    streams.pop()?.close();
    await expect
      .poll(async () => {
        const again = await openSse(`${server.url}/api/live?topics=${topic}`);
        streams.push(again);
        return again.status;
      })
      .toBe(200);
  });
});

describe('the change log', () => {
  const db = () => server.ctx.database.db;
  const seqs = async () =>
    (await db().selectFrom('changes').select('seq').orderBy('seq').execute()).map((r) =>
      Number(r.seq),
    );
  async function appendRaw(createdAt: string, bytes: number) {
    const row = await db()
      .insertInto('changes')
      .values({
        competition_id: DEMO_COMPETITION_ID,
        topic,
        payload: JSON.stringify({ ids: [] }),
        payload_bytes: bytes,
        created_at: createdAt,
      })
      .returning('seq')
      .executeTakeFirstOrThrow();
    return Number(row.seq);
  }
  const generous = { maxCount: 1_000_000, maxAgeMs: 365 * 86_400_000, maxBytes: 1e12 };

  it('drops changes older than the age limit', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    await db().deleteFrom('changes').execute();
    const old = await appendRaw('2026-11-21T12:00:00.000Z', 10);
    const recent = await appendRaw('2026-11-23T11:00:00.000Z', 10);
    await pruneChanges(db(), { ...generous, maxAgeMs: 86_400_000 }, now);
    expect(await seqs()).toEqual([recent]);
    expect(old).toBeLessThan(recent);
  });

  it('drops the oldest changes until the total size is within the limit', async () => {
    await db().deleteFrom('changes').execute();
    const now = new Date().toISOString();
    const added = [];
    for (let i = 0; i < 5; i++) added.push(await appendRaw(now, 100));
    await pruneChanges(db(), { ...generous, maxBytes: 250 });
    expect(await seqs()).toEqual(added.slice(3));
  });

  it('tells a client whose resume point was pruned to refetch', async () => {
    await db().deleteFrom('changes').execute();
    const now = new Date().toISOString();
    const first = await appendRaw(now, 100);
    for (let i = 0; i < 3; i++) await appendRaw(now, 100);
    await pruneChanges(db(), { ...generous, maxBytes: 250 });
    const stream = await openSse(`${server.url}/api/live?topics=${topic}`, {
      'last-event-id': String(first),
    });
    streams.push(stream);
    expect((await stream.next()).event).toBe('refetch');
  });
});
