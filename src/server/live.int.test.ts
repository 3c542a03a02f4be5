import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveTopics } from '../shared/live';
import { runWriteTransaction } from './live/write-transaction';
import type { RunningServer } from './server';
import { updateCompetition, updateEventSettings } from './services/competition-service';
import { listEvents, updateEvent } from './services/events-service';
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
const eventsTopic = liveTopics.events(DEMO_COMPETITION_ID);

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

  it('notifies a committed change with its topic and seq, not the changed record', async () => {
    const stream = await subscribe([competitionTopic]);
    await stream.next();
    await rename('Pushed live');
    const change = await stream.next();
    expect(change.event).toBe('change');
    const body = JSON.parse(change.data);
    expect(body).toEqual({ seq: Number(change.id), topic: competitionTopic, ids: [] });
  });

  it('notifies an event edit with the event id and no event or list in it', async () => {
    const [event] = await listEvents(server.ctx.database.db, DEMO_COMPETITION_ID);
    if (!event) throw new Error('the demo has events');
    const stream = await subscribe([eventsTopic]);
    await stream.next();
    const { id, name, style, level, ageCategory, dances } = event;
    await updateEvent(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, id, {
      name: `${name} (renamed)`,
      style,
      level,
      ageCategory,
      dances,
    });
    const change = await stream.next();
    expect(JSON.parse(change.data)).toEqual({
      seq: Number(change.id),
      topic: eventsTopic,
      ids: [id],
    });
    expect(change.data).not.toContain('renamed');
    expect(change.data.length).toBeLessThan(200);
  });

  it('delivers only the topics asked for', async () => {
    const stream = await subscribe([settingsTopic]);
    await stream.next();
    await rename('Not for settings subscribers');
    await updateEventSettings(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
      showScheduleIndex: true,
    });
    const change = await stream.next();
    expect(JSON.parse(change.data)).toMatchObject({ topic: settingsTopic });
    expect(stream.pending()).toEqual([]);
  });

  it('publishes nothing when the transaction rolls back', async () => {
    const stream = await subscribe([competitionTopic, settingsTopic]);
    await stream.next();
    await expect(
      runWriteTransaction(server.ctx, async (_trx, changed) => {
        changed({ kind: 'eventSettings', competitionId: DEMO_COMPETITION_ID });
        throw new Error('fails after declaring');
      }),
    ).rejects.toThrow('fails after declaring');
    await rename('Real change');
    expect(JSON.parse((await stream.next()).data).topic).toBe(competitionTopic);
  });

  it('catches a reconnecting client up with one notification per topic, at the latest seq', async () => {
    const first = await subscribe([competitionTopic, settingsTopic]);
    const lastSeen = (await first.next()).id as string;
    first.close();
    await rename('Missed one');
    await updateEventSettings(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
      liveScrollRefreshIndex: 1,
    });
    await rename('Missed two');
    const again = await subscribe([competitionTopic, settingsTopic], {
      'last-event-id': lastSeen,
    });
    const caughtUp = [await again.next(), await again.next()].map((e) => JSON.parse(e.data));
    expect(caughtUp.map((n) => n.topic)).toEqual([settingsTopic, competitionTopic]);
    // The competition changed twice: one notification, at the second change's seq.
    expect(caughtUp[1].seq).toBeGreaterThan(caughtUp[0].seq);
    // Then the head (other topics, such as the audit log, changed later).
    expect((await again.next()).event).toBe('ready');
    await rename('Live again');
    const live = JSON.parse((await again.next()).data);
    expect(live).toMatchObject({ topic: competitionTopic });
    expect(live.seq).toBeGreaterThan(caughtUp[1].seq);
  });

  it('coalesces however many changes a client missed on a topic into one', async () => {
    const first = await subscribe([settingsTopic]);
    const lastSeen = (await first.next()).id as string;
    first.close();
    for (let i = 0; i < 30; i++) {
      await updateEventSettings(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
        liveScrollRefreshIndex: i,
      });
    }
    const again = await subscribe([settingsTopic], { 'last-event-id': lastSeen });
    const caughtUp = await again.next();
    expect(caughtUp.event).toBe('change');
    expect(JSON.parse(caughtUp.data)).toMatchObject({ topic: settingsTopic, ids: [] });
    expect((await again.next()).event).toBe('ready');
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
    expect(JSON.parse((await again.next()).data).topic).toBe(competitionTopic);
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

  it('forgets a subscriber when its connection closes', async () => {
    const stream = await subscribe([competitionTopic]);
    await stream.next();
    const before = server.ctx.feed.subscriberCount;
    stream.close();
    await expect.poll(() => server.ctx.feed.subscriberCount).toBe(before - 1);
  });
});
