import crypto from 'node:crypto';
import { once } from 'node:events';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundStateFromNumber } from '../domain/competition/enumerations';
import { buildPath } from '../shared/contract/define-endpoint';
import { judgingEndpoints } from '../shared/contract/judging';
import type { SaveDanceSheet } from '../shared/judging';
import { openDatabase } from './db/database';
import type { FixtureJudge, RunningRound } from './testing/judging-fixtures';
import { createRunningRound } from './testing/judging-fixtures';
import type { ServerProcess } from './testing/server-process';
import { startServerProcess } from './testing/server-process';
import { createTestDatabase, isPostgresRun } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

/**
 * The issue's crash test: judges' devices send a burst of sheets, the server
 * process is killed with SIGKILL in the middle, restarted on the same data,
 * and the devices resend what got no answer (and some of what did) with the
 * same submission ids. Nothing answered is lost and nothing counts twice.
 */

const DANCES = ['Waltz', 'Tango', 'Foxtrot', 'Quickstep'];
const JUDGES = 5;
const COUPLES = 12;
/** Drafts per dance before the submit: each tap of a judge sends the whole list. */
const DRAFTS = 4;
const RECALLED = 6;
const SENDS = JUDGES * DANCES.length * (DRAFTS + 1);
const KILL_AFTER_ANSWERS = Math.floor(SENDS * 0.4);

type Send = { judge: FixtureJudge; dance: string; body: SaveDanceSheet };
type Answer = { status: number; body: unknown };

let database: TestDatabase;
let round: RunningRound;

beforeAll(async () => {
  database = await createTestDatabase();
  const setup = await startTestServer(database);
  round = await createRunningRound(setup.ctx, {
    judges: JUDGES,
    couples: COUPLES,
    dances: DANCES,
    roundNumber: 2,
    heats: 2,
    recallSize: RECALLED,
  });
  await setup.close();
});
afterAll(async () => {
  await database.drop();
});

/** One device's queue: per dance, drafts growing one couple at a time, then the submit. */
function queueOf(judge: FixtureJudge): Send[] {
  const deviceId = `device-${judge.id}`;
  return DANCES.flatMap((dance, d) => {
    // Each judge recalls a different set, so a mix-up between judges would show.
    const chosen = round.couples.map((couple) => couple.entryId).slice(d % 3, (d % 3) + RECALLED);
    return Array.from({ length: DRAFTS + 1 }, (_, step) => {
      const submit = step === DRAFTS;
      const entries = submit ? chosen : chosen.slice(0, step + 1);
      return {
        judge,
        dance,
        body: { submissionId: crypto.randomUUID(), deviceId, version: step + 1, entries, submit },
      };
    });
  });
}

async function send(url: string, token: string, { judge, dance, body }: Send): Promise<Answer> {
  const path = buildPath(judgingEndpoints.saveDanceSheet.path, {
    judgeId: judge.id,
    eventId: round.eventId,
    roundNumber: round.roundNumber,
    dance,
  });
  const response = await fetch(`${url}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function signIn(url: string, judge: FixtureJudge): Promise<string> {
  const path = buildPath(judgingEndpoints.judgeSignIn.path, { judgeId: judge.id });
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: judge.code }),
  });
  expect(response.status).toBe(201);
  return (await response.json()).token;
}

/** Sends a device's queue in order until the server stops answering; returns what is left. */
async function sendUntilCut(
  url: string,
  token: string,
  queue: Send[],
  answered: Map<string, Answer>,
  onAnswer: () => void,
): Promise<Send[]> {
  for (const [index, item] of queue.entries()) {
    try {
      const answer = await send(url, token, item);
      answered.set(item.body.submissionId, answer);
      onAnswer();
    } catch {
      return queue.slice(index);
    }
  }
  return [];
}

async function stop(server: ServerProcess, signal: NodeJS.Signals) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill(signal);
  await exited;
}

describe('a server killed during a burst of judges’ sheets', () => {
  it('keeps every answered submission, counts none twice, and takes the resends', async () => {
    const first = startServerProcess(database);
    const firstUrl = await first.url;
    const tokens = await Promise.all(round.judges.map((judge) => signIn(firstUrl, judge)));
    const queues = round.judges.map(queueOf);

    const answered = new Map<string, Answer>();
    const onAnswer = () => {
      if (answered.size === KILL_AFTER_ANSWERS) first.child.kill('SIGKILL');
    };
    const leftOver = await Promise.all(
      queues.map((queue, j) =>
        sendUntilCut(firstUrl, tokens[j] as string, queue, answered, onAnswer),
      ),
    );
    await stop(first, 'SIGKILL');
    expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    expect(answered.size).toBeLessThan(SENDS);
    for (const answer of answered.values()) expect(answer.status).toBe(200);

    const second = startServerProcess(database);
    try {
      const url = await second.url;
      // The devices' tokens survive the restart; each resends its queue in order.
      const resent = await Promise.all(
        leftOver.map(async (queue, j) => {
          const answers: Answer[] = [];
          for (const item of queue) answers.push(await send(url, tokens[j] as string, item));
          return answers;
        }),
      );
      for (const answer of resent.flat()) expect(answer.status, JSON.stringify(answer)).toBe(200);

      // Some answered ones again too, as a device that missed the answer would.
      const repeats = queues
        .flat()
        .filter((item, i) => i % 3 === 0 && answered.has(item.body.submissionId));
      for (const item of repeats) {
        const token = tokens[round.judges.indexOf(item.judge)] as string;
        expect(await send(url, token, item)).toEqual(answered.get(item.body.submissionId));
      }
    } finally {
      await stop(second, 'SIGTERM');
    }

    const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    try {
      const db = handle.db;
      const logged = await db
        .selectFrom('mark_submissions')
        .select(['submission_id', 'answer', 'outcome'])
        .where('event_id', '=', round.eventId)
        .execute();
      expect(logged).toHaveLength(SENDS);
      const byId = new Map(logged.map((row) => [row.submission_id, row]));
      for (const [submissionId, answer] of answered) {
        expect(JSON.parse(byId.get(submissionId)?.answer ?? 'null')).toEqual(answer.body);
      }
      expect(logged.every((row) => row.outcome === 'counted')).toBe(true);

      const sheets = await db
        .selectFrom('dance_sheets')
        .selectAll()
        .where('event_id', '=', round.eventId)
        .execute();
      expect(sheets).toHaveLength(JUDGES * DANCES.length);
      expect(sheets.every((sheet) => sheet.status === 'submitted')).toBe(true);

      const perSheet = await db
        .selectFrom('marks')
        .select(['judge_id', 'dance', (eb) => eb.fn.countAll<number>().as('count')])
        .where('event_id', '=', round.eventId)
        .groupBy(['judge_id', 'dance'])
        .execute();
      expect(perSheet).toHaveLength(JUDGES * DANCES.length);
      expect(perSheet.every((row) => Number(row.count) === RECALLED)).toBe(true);

      const state = await db
        .selectFrom('rounds')
        .select('round_state')
        .where('id', '=', round.roundKey)
        .executeTakeFirstOrThrow();
      expect(roundStateFromNumber(state.round_state)).toBe('Marked');

      if (!isPostgresRun()) {
        const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
        expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
      }
    } finally {
      await handle.close();
    }
  }, 120_000);
});
