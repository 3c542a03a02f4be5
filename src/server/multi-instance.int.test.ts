import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTopics } from '../shared/live';
import type { RunningServer } from './server';
import { updateCompetition } from './services/competition-service';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { openSse } from './testing/sse-client';
import { createTestDatabase, isPostgresRun } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';
import { SYSTEM_ACTOR } from './services/audit-log';

// Several instances share one database only on PostgreSQL, so this suite runs in
// the PostgreSQL pass of `npm test` (scripts/with-postgres.sh).
describe.runIf(isPostgresRun())('two server instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startTestServer(database);
    b = await startTestServer(database);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.drop();
  });

  it('delivers a write on instance A to a subscriber of instance B (LISTEN/NOTIFY)', async () => {
    const topic = liveTopics.competition(DEMO_COMPETITION_ID);
    const onB = await openSse(`${b.url}/api/live?topics=${topic}`);
    const onA = await openSse(`${a.url}/api/live?topics=${topic}`);
    try {
      expect((await onB.next()).event).toBe('ready');
      expect((await onA.next()).event).toBe('ready');
      await updateCompetition(a.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
        fullName: 'Written on A',
      });
      await updateCompetition(b.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
        fullName: 'Written on B',
      });
      const seen = [];
      for (const stream of [onA, onB]) {
        const notifications = [await stream.next(), await stream.next()].map((e) =>
          JSON.parse(e.data),
        );
        expect(notifications.map((n) => n.topic)).toEqual([topic, topic]);
        seen.push(notifications.map((n) => n.seq));
      }
      // Both instances saw the same two changes, in commit order.
      expect(seen[0]).toEqual(seen[1]);
      expect(seen[0]?.[1]).toBeGreaterThan(seen[0]?.[0] ?? Infinity);
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('keeps seq order equal to commit order under concurrent writes from both instances', async () => {
    const topic = liveTopics.competition(DEMO_COMPETITION_ID);
    const stream = await openSse(`${b.url}/api/live?topics=${topic}`);
    try {
      await stream.next();
      const writes = Array.from({ length: 20 }, (_, i) =>
        updateCompetition((i % 2 ? a : b).ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
          fullName: `Concurrent ${i}`,
        }),
      );
      await Promise.all(writes);
      const seqs: number[] = [];
      for (let i = 0; i < 20; i++) seqs.push(Number((await stream.next()).id));
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
      expect(new Set(seqs).size).toBe(20);
    } finally {
      stream.close();
    }
  });
});
