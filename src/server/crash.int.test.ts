import crypto from 'node:crypto';
import { once } from 'node:events';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionEndpoints } from '../shared/contract/competitions';
import { deckCaptainEndpoints } from '../shared/contract/deck-captain';
import { buildPath } from '../shared/contract/define-endpoint';
import { scheduleEndpoints } from '../shared/contract/schedule';
import { DEFAULT_SCHEDULE_TIMING } from '../shared/schedule';
import { openDatabase } from './db/database';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { verifyAuditLog } from './services/audit-verify';
import type { RunningRound } from './testing/judging-fixtures';
import { createRunningRound } from './testing/judging-fixtures';
import { BRONZE_STANDARD, SILVER_LATIN } from './testing/registration-fixtures';
import type { ServerProcess } from './testing/server-process';
import { startServerProcess } from './testing/server-process';
import { createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase, isPostgresRun } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';
import type { RegisteredCouple, Sheet, Step } from './testing/write-load';
import { registrationStep, sendJson, sheetStep, signInJudges } from './testing/write-load';

/**
 * The crash test for everyday writes: four clients write at once (a
 * public registration form, an organizer editing a page and the schedule's
 * timing, a deck captain toggling check-ins, judges' devices sending sheets),
 * the server process is killed with SIGKILL after K answers, and restarted
 * on the same database. Every answered write is there exactly once; of the
 * write that was under way at the kill, either all or nothing is.
 *
 * Why an answer is durable: the server answers after its transaction commits.
 * SQLite runs in WAL mode with synchronous=NORMAL, so a commit is in the WAL
 * file (in the operating system's cache) before the answer; a killed process
 * loses nothing the kernel holds, only a power cut could. The test PostgreSQL
 * runs with fsync=off and synchronous_commit=off (scripts/with-postgres.sh),
 * which does not weaken this test: only the application server is killed,
 * PostgreSQL keeps running and holds every commit it acknowledged.
 *
 * judging-crash.int.test.ts tests the judges' resends in depth; here sheets
 * are one kind of write among the others.
 */

const AUTH_SECRET = crypto.randomBytes(24).toString('hex');
const REGISTRATIONS = 30;
const ORGANIZER_EDITS = 60;
const CHECK_IN_TOGGLES = 60;
const CHECK_IN_COUPLES = 6;
const JUDGES = 2;
const DANCES = ['Waltz', 'Tango', 'Foxtrot', 'Quickstep'];
const RECALLED = 3;
/** Drafts per dance before the submit. */
const DRAFTS = 3;
const SHEETS = JUDGES * DANCES.length * (DRAFTS + 1);
const KILL_AFTER_ANSWERS = 50;
const PAGE = 'about';

type Answered<T> = { value: T; status: number };
/** What a client got answered, and what not: the first unanswered may have been applied. */
type ClientRun<T> = { answered: Answered<T>[]; unanswered: Step<T>[] };

type OrganizerEdit = { target: 'page' | 'timing'; revision: number };
type CheckIn = { entryId: string; checkedIn: boolean };

let database: TestDatabase;
let organizer = '';
let deckCaptain = '';
let judged: RunningRound;
let checkInRound: RunningRound;
let pageBefore = '';
const tag = crypto.randomBytes(3).toString('hex');

beforeAll(async () => {
  database = await createTestDatabase();
  const setup = await startTestServer(database, { authSecret: AUTH_SECRET });
  try {
    // Sessions live in the database, so the cookies hold in the child server too.
    organizer = (await createSignedInStaff(setup, ['admin'])).cookie;
    deckCaptain = (await createSignedInStaff(setup, ['deckCaptain'])).cookie;
    const db = setup.ctx.database.db;
    judged = await createRunningRound(setup.ctx, {
      judges: JUDGES,
      couples: 6,
      dances: DANCES,
      roundNumber: 2,
      recallSize: RECALLED,
    });
    checkInRound = await createRunningRound(setup.ctx, {
      judges: 1,
      couples: CHECK_IN_COUPLES,
      dances: ['Waltz'],
      roundNumber: 1,
      firstNumber: 600,
    });
    pageBefore = (
      await db
        .selectFrom('pages')
        .select('body_markdown')
        .where('competition_id', '=', DEMO_COMPETITION_ID)
        .where('slug', '=', PAGE)
        .executeTakeFirstOrThrow()
    ).body_markdown;
  } finally {
    await setup.close();
  }
}, 60_000);
afterAll(async () => {
  await database.drop();
});

function registrationSteps(): Step<RegisteredCouple>[] {
  return Array.from({ length: REGISTRATIONS }, (_, i) => registrationStep(`Crash ${tag}`, i));
}

/** Sequential edits, alternating between the page and the timing, each carrying its revision. */
function organizerSteps(): Step<OrganizerEdit>[] {
  const cookie = { cookie: organizer };
  return Array.from({ length: ORGANIZER_EDITS }, (_, revision) =>
    revision % 2 === 0
      ? {
          value: { target: 'page', revision },
          send: (url) =>
            sendJson(
              `${url}${buildPath(competitionEndpoints.updatePage.path, { competitionId: DEMO_COMPETITION_ID, slug: PAGE })}`,
              'PUT',
              { bodyMarkdown: `rev ${revision}` },
              cookie,
            ),
        }
      : {
          value: { target: 'timing', revision },
          send: (url) =>
            sendJson(
              `${url}${buildPath(scheduleEndpoints.saveScheduleTiming.path, { competitionId: DEMO_COMPETITION_ID })}`,
              'PUT',
              { ...DEFAULT_SCHEDULE_TIMING, secondsPerDance: timingOf(revision) },
              cookie,
            ),
        },
  );
}
const timingOf = (revision: number) => 100 + revision;

/** Each couple in turn, each tap the opposite of that couple's last (they start checked in). */
function checkInSteps(): Step<CheckIn>[] {
  const path = buildPath(deckCaptainEndpoints.checkInCouple.path, {
    competitionId: DEMO_COMPETITION_ID,
    eventId: checkInRound.eventId,
    roundNumber: checkInRound.roundNumber,
  });
  return Array.from({ length: CHECK_IN_TOGGLES }, (_, i) => {
    const entryId = checkInRound.couples[i % CHECK_IN_COUPLES]?.entryId ?? '';
    const checkedIn = Math.floor(i / CHECK_IN_COUPLES) % 2 === 1;
    return {
      value: { entryId, checkedIn },
      send: (url) =>
        sendJson(`${url}${path}`, 'POST', { entryId, checkedIn }, { cookie: deckCaptain }),
    };
  });
}

/** Per judge and dance, drafts growing a couple at a time, then the submit. */
function sheetSteps(tokens: Map<string, string>): Step<Sheet>[] {
  const chosen = judged.couples.slice(0, RECALLED).map((c) => c.entryId);
  return judged.judges.flatMap((judge) =>
    DANCES.flatMap((dance) =>
      Array.from({ length: DRAFTS + 1 }, (_, step) => {
        const submit = step === DRAFTS;
        return sheetStep(judged, judge.id, tokens.get(judge.id) ?? '', dance, {
          version: step + 1,
          entries: submit ? chosen : chosen.slice(0, step + 1),
          submit,
        });
      }),
    ),
  );
}

/** Sends the steps in order until one gets no answer (the server is gone). */
async function runClient<T>(url: string, steps: Step<T>[], onAnswer: () => void) {
  const answered: Answered<T>[] = [];
  for (const [index, step] of steps.entries()) {
    try {
      const response = await step.send(url);
      await response.arrayBuffer();
      answered.push({ value: step.value, status: response.status });
      onAnswer();
    } catch {
      return { answered, unanswered: steps.slice(index) } satisfies ClientRun<T>;
    }
  }
  return { answered, unanswered: [] } satisfies ClientRun<T>;
}

async function stop(server: ServerProcess, signal: NodeJS.Signals) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill(signal);
  await exited;
}

/** The value after the last answered write, or the one in flight at the kill (it may have landed). */
function allowedValues<T, V>(
  run: ClientRun<T>,
  select: (value: T) => V | undefined,
  before: V,
): V[] {
  const lastAnswered = run.answered
    .map((a) => select(a.value))
    .filter((v) => v !== undefined)
    .at(-1);
  const first = run.unanswered[0];
  const inFlight = first ? select(first.value) : undefined;
  return [lastAnswered ?? before, ...(inFlight === undefined ? [] : [inFlight])];
}

const serverEnv = {
  AUTH_SECRET,
  // The test is one address sending many registrations.
  REGISTRATION_LIMIT: '100000',
};

describe('a server killed during a burst of mixed writes', () => {
  it('keeps every answered write exactly once and stays consistent', async () => {
    const first = startServerProcess(database, serverEnv);
    const firstUrl = await first.url;
    const tokens = await signInJudges(firstUrl, judged);

    let answers = 0;
    const onAnswer = () => {
      answers += 1;
      if (answers === KILL_AFTER_ANSWERS) first.child.kill('SIGKILL');
    };
    const [registrations, edits, checkIns, sheets] = await Promise.all([
      runClient(firstUrl, registrationSteps(), onAnswer),
      runClient(firstUrl, organizerSteps(), onAnswer),
      runClient(firstUrl, checkInSteps(), onAnswer),
      runClient(firstUrl, sheetSteps(tokens), onAnswer),
    ]);
    await stop(first, 'SIGKILL');
    expect(answers).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    expect(registrations.answered.every((a) => a.status === 201)).toBe(true);
    for (const run of [edits, checkIns, sheets])
      expect(run.answered.every((a) => a.status === 200)).toBe(true);

    // The judges' devices resend what got no answer, with the same submission ids.
    const second = startServerProcess(database, serverEnv);
    try {
      const url = await second.url;
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      for (const step of sheets.unanswered) {
        const response = await step.send(url);
        expect(response.status, await response.text()).toBe(200);
      }
    } finally {
      await stop(second, 'SIGTERM');
    }

    const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const db = handle.db;
    try {
      // Registrations: one competitor per answered email with its two entries;
      // the one in flight entirely or not at all; none sent after the kill.
      const competitors = await db
        .selectFrom('competitors')
        .select(['id', 'email'])
        .where('email', 'like', `crash.${tag}.%@test.example`)
        .execute();
      const perEmail = (email: string) => competitors.filter((c) => c.email === email);
      for (const { value } of registrations.answered) {
        const [lead] = perEmail(value.leadEmail);
        expect(perEmail(value.leadEmail)).toHaveLength(1);
        expect(perEmail(value.followEmail)).toHaveLength(1);
        const entries = await db
          .selectFrom('entries')
          .select('event_id')
          .where('lead_id', '=', lead?.id ?? '')
          .execute();
        expect(entries.map((e) => e.event_id).sort()).toEqual(
          [BRONZE_STANDARD, SILVER_LATIN].sort(),
        );
      }
      const [inFlight, ...neverSent] = registrations.unanswered;
      if (inFlight) {
        const landed = perEmail(inFlight.value.leadEmail).length;
        expect(landed).toBeLessThanOrEqual(1);
        expect(perEmail(inFlight.value.followEmail)).toHaveLength(landed);
      }
      for (const { value } of neverSent) expect(perEmail(value.leadEmail)).toHaveLength(0);
      expect(competitors).toHaveLength(
        2 * registrations.answered.length +
          (inFlight && perEmail(inFlight.value.leadEmail).length ? 2 : 0),
      );

      // The organizer's page and timing: the last answered revision, or the one in flight.
      const page = await db
        .selectFrom('pages')
        .select('body_markdown')
        .where('competition_id', '=', DEMO_COMPETITION_ID)
        .where('slug', '=', PAGE)
        .executeTakeFirstOrThrow();
      expect(
        allowedValues(
          edits,
          (e) => (e.target === 'page' ? `rev ${e.revision}` : undefined),
          pageBefore,
        ),
      ).toContain(page.body_markdown);
      const timing = await db
        .selectFrom('schedule_timing')
        .select('seconds_per_dance')
        .where('competition_id', '=', DEMO_COMPETITION_ID)
        .executeTakeFirst();
      expect(
        allowedValues(
          edits,
          (e) => (e.target === 'timing' ? timingOf(e.revision) : undefined),
          DEFAULT_SCHEDULE_TIMING.secondsPerDance,
        ),
      ).toContain(timing?.seconds_per_dance ?? DEFAULT_SCHEDULE_TIMING.secondsPerDance);

      // Check-ins: per couple, the last answered tap or the one in flight.
      const stored = await db
        .selectFrom('round_entries')
        .select(['entry_id', 'checked_in'])
        .where('round_id', '=', checkInRound.roundKey)
        .execute();
      for (const { entryId } of checkInRound.couples) {
        const row = stored.find((r) => r.entry_id === entryId);
        expect(
          allowedValues(checkIns, (c) => (c.entryId === entryId ? c.checkedIn : undefined), true),
        ).toContain(row?.checked_in === 1);
      }

      // Sheets: every submission logged once and counted; each judge's dances submitted.
      const logged = await db
        .selectFrom('mark_submissions')
        .select(['submission_id', 'outcome'])
        .where('event_id', '=', judged.eventId)
        .execute();
      expect(logged).toHaveLength(SHEETS);
      expect(new Set(logged.map((row) => row.submission_id)).size).toBe(SHEETS);
      expect(logged.every((row) => row.outcome === 'counted')).toBe(true);
      const perSheet = await db
        .selectFrom('marks')
        .select(['judge_id', 'dance', (eb) => eb.fn.countAll<number>().as('count')])
        .where('event_id', '=', judged.eventId)
        .groupBy(['judge_id', 'dance'])
        .execute();
      expect(perSheet).toHaveLength(JUDGES * DANCES.length);
      expect(perSheet.every((row) => Number(row.count) === RECALLED)).toBe(true);

      expect((await verifyAuditLog(db)).status).toBe('intact');
      if (!isPostgresRun()) {
        const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
        expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
        expect((await sql`PRAGMA foreign_key_check`.execute(db)).rows).toEqual([]);
      }
    } finally {
      await handle.close();
    }
  }, 120_000);
});
