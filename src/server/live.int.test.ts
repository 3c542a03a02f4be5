import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveTopics } from '../shared/live';
import { MAX_REPLAY } from './live/change-feed';
import { runWriteTransaction } from './live/write-transaction';
import type { RunningServer } from './server';
import { updateCompetition, updateEventSettings } from './services/competition-service';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { openSse } from './testing/sse-client';
import type { SseStream } from './testing/sse-client';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';
import { SYSTEM_ACTOR } from './services/audit-log';

let database: TestDatabase;
let server: RunningServer;
const streams: SseStream[] = [];
const competitionTopic = liveTopics.competition(DEMO_COMPETITION_ID);
const settingsTopic = liveTopics.eventSettings(DEMO_COMPETITION_ID);

async function subscribe(topics: string[], headers: Record<string, string> = {}, query = '') {
  const stream = await openSse(
    `${server.url}/api/live?topics=${topics.join(',')}${query}`,
    headers,
  );
  streams.push(stream);
  return stream;
}
const rename = (fullName: string) =>
  updateCompetition(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, { fullName });

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('live stream', () => {
  it('starts with a ready event whose id is the head of the change log', async () => {
    await rename('Before subscribing');
    const stream = await subscribe([competitionTopic]);
    expect(stream.status).toBe(200);
    const ready = await stream.next();
    expect(ready.event).toBe('ready');
    expect(Number(ready.id)).toBeGreaterThan(0);
  });

  it('pushes a committed change with the new public value', async () => {
    const stream = await subscribe([competitionTopic]);
    await stream.next();
    await rename('Pushed live');
    const change = await stream.next();
    expect(change.event).toBe('change');
    const body = JSON.parse(change.data);
    expect(body).toMatchObject({ topic: competitionTopic, data: { fullName: 'Pushed live' } });
    expect(change.id).toBe(String(body.seq));
  });

  it('delivers only the topics asked for', async () => {
    const stream = await subscribe([settingsTopic]);
    await stream.next();
    await rename('Not for settings subscribers');
    await updateEventSettings(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
      showScheduleIndex: true,
    });
    const change = await stream.next();
    expect(JSON.parse(change.data)).toMatchObject({
      topic: settingsTopic,
      data: { showScheduleIndex: true },
    });
    expect(stream.pending()).toEqual([]);
  });

  it('publishes nothing when the transaction rolls back', async () => {
    const stream = await subscribe([competitionTopic]);
    await stream.next();
    await expect(
      runWriteTransaction(server.ctx, async (_trx, announce) => {
        announce({
          competitionId: DEMO_COMPETITION_ID,
          topic: competitionTopic,
          data: { fullName: 'Ghost' },
        });
        throw new Error('fails after announcing');
      }),
    ).rejects.toThrow('fails after announcing');
    await rename('Real change');
    const change = await stream.next();
    expect(JSON.parse(change.data).data.fullName).toBe('Real change');
  });

  it('replays what a reconnecting client missed, in order, from Last-Event-ID', async () => {
    const first = await subscribe([competitionTopic]);
    const lastSeen = (await first.next()).id as string;
    first.close();
    await rename('Missed one');
    await rename('Missed two');
    const again = await subscribe([competitionTopic], { 'last-event-id': lastSeen });
    const replayed = [await again.next(), await again.next()].map(
      (e) => JSON.parse(e.data).data.fullName,
    );
    expect(replayed).toEqual(['Missed one', 'Missed two']);
    await rename('Live again');
    expect(JSON.parse((await again.next()).data).data.fullName).toBe('Live again');
  });

  it('accepts the resume point as a query parameter when the client reopens with new topics', async () => {
    const first = await subscribe([competitionTopic]);
    const lastSeen = (await first.next()).id as string;
    await rename('Between streams');
    const again = await subscribe(
      [competitionTopic, settingsTopic],
      {},
      `&lastEventId=${lastSeen}`,
    );
    expect(JSON.parse((await again.next()).data).data.fullName).toBe('Between streams');
  });

  it('moves a resumed client to the head when none of its topics changed', async () => {
    const first = await subscribe([settingsTopic]);
    const lastSeen = (await first.next()).id as string;
    await rename('Someone else’s topic');
    const again = await subscribe([settingsTopic], { 'last-event-id': lastSeen });
    const ready = await again.next();
    expect(ready.event).toBe('ready');
    expect(Number(ready.id)).toBeGreaterThan(Number(lastSeen));
  });

  it.each([
    ['garbage', 'not-a-number'],
    ['negative', '-5'],
    ['from the future (e.g. before a database reset)', '999999999'],
    ['beyond any id the database can hold', '3000000000'],
  ])('answers a %s Last-Event-ID with one refetch signal, not an error', async (_label, id) => {
    const stream = await subscribe([competitionTopic], { 'last-event-id': id });
    expect(stream.status).toBe(200);
    const signal = await stream.next();
    expect(signal.event).toBe('refetch');
    // The refetch carries the head id, so the browser's next reconnect is clean.
    const again = await subscribe([competitionTopic], { 'last-event-id': signal.id as string });
    expect((await again.next()).event).toBe('ready');
  });

  it(`tells a client more than ${MAX_REPLAY} changes behind to refetch`, async () => {
    const first = await subscribe([settingsTopic]);
    const lastSeen = (await first.next()).id as string;
    first.close();
    for (let i = 0; i <= MAX_REPLAY; i++) {
      await updateEventSettings(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
        liveScrollRefreshIndex: i,
      });
    }
    const again = await subscribe([settingsTopic], { 'last-event-id': lastSeen });
    expect((await again.next()).event).toBe('refetch');
  });

  it('forgets a subscriber when its connection closes', async () => {
    const stream = await subscribe([competitionTopic]);
    await stream.next();
    const before = server.ctx.feed.subscriberCount;
    stream.close();
    await expect.poll(() => server.ctx.feed.subscriberCount).toBe(before - 1);
  });
});
