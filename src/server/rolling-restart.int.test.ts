import crypto from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS, liveTopics } from '../shared/live';
import { openDatabase } from './db/database';
import { findFreePort } from './http/free-port';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import type { RunningRound } from './testing/judging-fixtures';
import { createRunningRound } from './testing/judging-fixtures';
import { LiveFollower } from './testing/live-follower';
import type { RoundRobinProxy } from './testing/round-robin-proxy';
import { startRoundRobinProxy } from './testing/round-robin-proxy';
import type { ServerProcess } from './testing/server-process';
import { startServerProcess } from './testing/server-process';
import { createTestDatabase, isPostgresRun } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';
import type { Step } from './testing/write-load';
import { registrationStep, sheetStep, signInJudges } from './testing/write-load';

/**
 * The rolling restart: two server processes on one PostgreSQL database
 * behind a round-robin proxy, each stopped with SIGTERM and started again on
 * its port in turn, while clients write through the proxy and live pages
 * follow. Every write answered 2xx is stored exactly once, and every live page
 * has heard of every change on its topics, none twice.
 */

const AUTH_SECRET = crypto.randomBytes(24).toString('hex');
const LIVE_PAGES = 6;
/** Answers to wait for before the first restart and after each, so both instances take writes. */
const ANSWERS_BETWEEN_RESTARTS = 10;
const MAX_ATTEMPTS = 200;

type Outcome = 'answered' | 'unanswered';
type Written<T> = { value: T; outcome: Outcome };

const tag = crypto.randomBytes(3).toString('hex');
let database: TestDatabase;
let round: RunningRound;

beforeAll(async () => {
  if (!isPostgresRun()) return;
  database = await createTestDatabase();
  const setup = await startTestServer(database, { authSecret: AUTH_SECRET });
  try {
    round = await createRunningRound(setup.ctx, {
      judges: 2,
      couples: 6,
      dances: ['Waltz'],
      roundNumber: 2,
      recallSize: 3,
    });
  } finally {
    await setup.close();
  }
}, 60_000);
afterAll(async () => {
  await database?.drop();
});

/**
 * Sends the steps one after another until `done()`, as a client would: a
 * refused request (503 from an instance shutting down, or 502 when no instance
 * took the connection) never reached a handler and is sent again; a failure
 * after that is sent again only if the write carries an idempotency key,
 * otherwise the client cannot know whether it landed and gives up on it.
 */
async function keepWriting<T>(
  url: string,
  step: (i: number) => Step<T>,
  idempotent: boolean,
  done: () => boolean,
  onAnswer: () => void,
): Promise<Written<T>[]> {
  const written: Written<T>[] = [];
  for (let i = 0; !done(); i++) {
    const { value, send } = step(i);
    for (let attempt = 1; ; attempt++) {
      let text = '';
      const status = await send(url).then(
        async (response) => ((text = await response.text()), response.status),
        () => 'no answer' as const,
      );
      if (typeof status === 'number' && status >= 200 && status < 300) {
        written.push({ value, outcome: 'answered' });
        onAnswer();
        break;
      }
      const refused = status === 503;
      if (!refused && !idempotent && (status === 502 || status === 'no answer')) {
        written.push({ value, outcome: 'unanswered' });
        break;
      }
      if (!refused && status !== 502 && status !== 'no answer')
        throw new Error(`write ${i} refused with ${status}: ${text}`);
      if (attempt === MAX_ATTEMPTS) throw new Error(`write ${i} never answered`);
      await sleep(50);
    }
  }
  return written;
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 600; i++) {
    if (await condition()) return;
    await sleep(50);
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe.runIf(isPostgresRun())('a rolling restart of two instances behind a proxy', () => {
  it('loses no answered write and no live notification', async () => {
    const ports = [await findFreePort(), await findFreePort()];
    const start = (port: number) => {
      const instance = startServerProcess(database, {
        AUTH_SECRET,
        HOST: '127.0.0.1',
        PORT: String(port),
        // Every registration comes from the proxy's one address.
        REGISTRATION_LIMIT: '100000',
      });
      started.push(instance);
      return instance;
    };
    const instances: ServerProcess[] = [];
    /** Every process started, for its log if the test fails. */
    const started: ServerProcess[] = [];
    let proxy: RoundRobinProxy | undefined;
    const followers: LiveFollower[] = [];
    try {
      instances.push(...ports.map(start));
      await Promise.all(instances.map((instance) => instance.url));
      proxy = await startRoundRobinProxy(ports.map((port) => `http://127.0.0.1:${port}`));
      const url = proxy.url;
      const topics = [
        liveTopics.registrations(DEMO_COMPETITION_ID),
        liveTopics.marks(DEMO_COMPETITION_ID, round.roundKey),
      ];
      for (let i = 0; i < LIVE_PAGES; i++)
        followers.push(new LiveFollower(`${url}/api/live?topics=${topics.join(',')}`));
      await waitFor(() => followers.every((f) => f.startSeq !== undefined), 'live pages to open');

      const tokens = await signInJudges(url, round);
      let answers = 0;
      let stopWriting = false;
      const done = () => stopWriting;
      const onAnswer = () => (answers += 1);
      const chosen = round.couples.map((c) => c.entryId);
      const registering = Promise.all(
        [0, 1].map((writer) =>
          keepWriting(
            url,
            (i) => registrationStep(`Rolling ${tag} ${writer}`, i),
            false,
            done,
            onAnswer,
          ),
        ),
      );
      const judging = Promise.all(
        round.judges.map((judge) =>
          keepWriting(
            url,
            // A judge's drafts, each a new version of the Waltz sheet.
            (i) =>
              sheetStep(round, judge.id, tokens.get(judge.id) ?? '', 'Waltz', {
                version: i + 1,
                entries: chosen.slice(0, 1 + (i % 3)),
                submit: false,
              }),
            true,
            done,
            onAnswer,
          ),
        ),
      );

      // A writer that fails ends the test at once rather than at a timeout.
      const failed = Promise.all([registering, judging]).then(
        () => new Promise<never>(() => undefined),
      );
      const whileWriting = (waiting: Promise<void>) => Promise.race([waiting, failed]);
      const answersNow = answers;
      await whileWriting(
        waitFor(() => answers >= answersNow + ANSWERS_BETWEEN_RESTARTS, 'writes before restarting'),
      );
      for (const [index, port] of ports.entries()) {
        const old = instances[index] as ServerProcess;
        const exited = once(old.child, 'exit');
        old.child.kill('SIGTERM');
        // Exit code 0: shut down within main.ts's bound, not cut off by it.
        expect((await exited)[0], old.output()).toBe(0);
        const restarted = start(port);
        instances[index] = restarted;
        await whileWriting(restarted.url.then(() => undefined));
        const restartedAt = answers;
        await whileWriting(
          waitFor(
            () => answers >= restartedAt + ANSWERS_BETWEEN_RESTARTS,
            'writes after a restart',
          ),
        );
      }
      stopWriting = true;
      const registrations = (await registering).flat();
      const sent = (await judging).flat();

      const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      try {
        const db = handle.db;
        // Registrations: each answered couple stored once; an unanswered one at most once.
        const stored = await db
          .selectFrom('competitors')
          .select('email')
          .where('email', 'like', `rolling.${tag}.%@test.example`)
          .execute();
        const count = (email: string) => stored.filter((c) => c.email === email).length;
        for (const { value, outcome } of registrations) {
          if (outcome === 'answered') expect(count(value.leadEmail), value.leadEmail).toBe(1);
          else expect(count(value.leadEmail), value.leadEmail).toBeLessThanOrEqual(1);
          expect(count(value.followEmail), value.followEmail).toBe(count(value.leadEmail));
        }
        // Sheets: every answered submission logged and counted once.
        const logged = await db
          .selectFrom('mark_submissions')
          .select(['submission_id', 'outcome'])
          .where('event_id', '=', round.eventId)
          .execute();
        expect(logged.map((l) => l.submission_id).sort()).toEqual(
          sent.map((s) => s.value.body.submissionId).sort(),
        );
        expect(logged.every((l) => l.outcome === 'counted')).toBe(true);

        // Live pages: every change on their topics since they opened, once.
        const changes = await db
          .selectFrom('changes')
          .select(['seq', 'topic'])
          .where('topic', 'in', topics)
          .orderBy('seq')
          .execute();
        const logOf = (topic: string, after: number) =>
          changes
            .filter((c) => c.topic === topic && Number(c.seq) > after)
            .map((c) => Number(c.seq));
        const heardAll = (follower: LiveFollower) =>
          topics.every((topic) => {
            const log = logOf(topic, follower.startSeq ?? 0);
            return follower.coveredSeqs(topic, log).includes(log.at(-1) ?? 0) || log.length === 0;
          });
        await waitFor(() => followers.every(heardAll), 'live pages to catch up');
        for (const follower of followers) {
          expect(follower.eventsOf(LIVE_EVENTS.refetch)).toEqual([]);
          for (const topic of topics) {
            const log = logOf(topic, follower.startSeq ?? 0);
            expect(follower.coveredSeqs(topic, log).sort((a, b) => a - b)).toEqual(log);
          }
        }
        // The load ran through both restarts and the pages reconnected each time.
        expect(registrations.filter((r) => r.outcome === 'answered').length).toBeGreaterThan(0);
        expect(followers.every((f) => f.sessions.length >= 2)).toBe(true);
      } finally {
        await handle.close();
      }
    } catch (error) {
      const errors = started
        .flatMap((i) => i.output().split('\n'))
        .filter((l) => /"level":5/.test(l));
      console.error(errors.join('\n'));
      throw error;
    } finally {
      await Promise.all(followers.map((f) => f.stop()));
      await proxy?.close();
      for (const instance of instances) {
        if (instance.child.exitCode === null && instance.child.signalCode === null) {
          const exited = once(instance.child, 'exit');
          instance.child.kill('SIGTERM');
          await exited;
        }
      }
    }
    // Three process starts through tsx are most of the time: 111 s in all
    // at a load average of 19 on two cores, where one start took 30 s.
  }, 240_000);
});
