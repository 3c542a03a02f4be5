import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundStateFromNumber } from '../domain/competition/enumerations';
import { DEMO_COMPETITION_ID } from '../shared/competition';
import type { RunningServer } from './server';
import { DEMO_STAFF_ACCOUNTS, DEMO_STAFF_PASSWORD } from './seed/demo-accounts';
import { DEMO_CHAIRMAN_PIN } from './seed/seed-demo-day';
import { seedDemoCompetition } from './seed/seed-demo';
import { seedDemoDay } from './seed/seed-demo-day';
import { getInvoices } from './services/invoices/school-invoices';
import { parseSavedResult } from './services/judging/round-store';
import { computeRound } from './services/judging/scrutineer-compute';
import { roundRowId } from './services/schedule-store';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { callResults } from './testing/results-api';
import { signInCookie } from './testing/staff-fixtures';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
const cid = DEMO_COMPETITION_ID;

beforeAll(async () => {
  database = await createTestDatabase();
  // 9 s on a quiet machine; a loaded CI box takes several times that.
  server = await startTestServer(database, { demo: 'day' });
}, 120_000);
afterAll(async () => {
  await server.close();
  await database.drop();
});

const db = () => server.ctx.database.db;

async function roundsByState() {
  const rows = await db()
    .selectFrom('rounds')
    .select(['event_id', 'round_number', 'round_name', 'round_state'])
    .where('competition_id', '=', cid)
    .orderBy('schedule_index')
    .execute();
  return rows.map((row) => ({ ...row, state: roundStateFromNumber(row.round_state) }));
}

/** The sheets of every posted round, in a form that compares across two seedings. */
async function postedMarks() {
  const rows = await db()
    .selectFrom('marks')
    .select(['event_id', 'round_number', 'judge_id', 'dance', 'entry_id', 'mark'])
    .orderBy('event_id')
    .orderBy('round_number')
    .orderBy('judge_id')
    .orderBy('dance')
    .orderBy('entry_id')
    .execute();
  return rows;
}

describe('the seeded demo day', () => {
  it('has twelve events, about a hundred and twenty couples from ten schools and seven judges', async () => {
    const events = await db()
      .selectFrom('events')
      .select(['style', 'level'])
      .where('competition_id', '=', cid)
      .execute();
    expect(events.length).toBe(12);
    expect(new Set(events.map((e) => e.style))).toEqual(
      new Set(['Standard', 'Latin', 'Smooth', 'Rhythm', 'Nightclub']),
    );
    expect(events.map((e) => e.level)).toEqual(
      expect.arrayContaining(['Newcomer', 'Bronze', 'Silver', 'Gold', 'Novice', 'Championship']),
    );
    const couples = await db()
      .selectFrom('entries')
      .select(['lead_id', 'follow_id', 'affiliation'])
      .where('competition_id', '=', cid)
      .execute();
    const distinct = new Set(couples.map((c) => `${c.lead_id}/${c.follow_id}`)).size;
    expect(distinct).toBeGreaterThan(110);
    expect(distinct).toBeLessThan(130);
    // Ten schools, and a few dancers who came on their own ('Other').
    const schools = new Set(couples.map((c) => c.affiliation).filter((s) => s !== 'Other'));
    expect(schools.size).toBe(10);
    const judges = await db()
      .selectFrom('officials')
      .select(['role', 'access_code'])
      .where('competition_id', '=', cid)
      .where('role', '=', 'Judge')
      .execute();
    expect(judges).toHaveLength(7);
    for (const judge of judges) expect(judge.access_code).toHaveLength(7);
  });

  it('is dated today, with registration closed and every round given a start time', async () => {
    const competition = await db()
      .selectFrom('competitions')
      .selectAll()
      .where('id', '=', cid)
      .executeTakeFirstOrThrow();
    expect(competition.start_date).toBe(new Date().toISOString().slice(0, 10));
    expect(competition.registration_status).toBe('CLOSED');
    const starts = await db()
      .selectFrom('rounds')
      .select('round_start_time')
      .where('competition_id', '=', cid)
      .execute();
    expect(starts.length).toBeGreaterThan(20);
    for (const round of starts) expect(round.round_start_time).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('shows the posted results of the morning to everyone, finals approved by the chairman', async () => {
    const index = await callResults(server, 'getResultsIndex', { competitionId: cid });
    expect(index.status).toBe(200);
    expect(JSON.stringify(index.body)).toContain('Championship Standard Five Dance');
    const finals = await db()
      .selectFrom('final_results')
      .innerJoin('events', 'events.id', 'final_results.event_id')
      .select('events.name')
      .where('events.competition_id', '=', cid)
      .execute();
    expect(finals.length).toBeGreaterThanOrEqual(4);
    const posted = (await roundsByState()).filter((round) => round.state === 'Posted');
    const locks = await db().selectFrom('round_locks').selectAll().execute();
    expect(locks).toHaveLength(posted.length);
  });

  it('has a final decided by Rule 10 and one by Rule 11', async () => {
    const saved = await db()
      .selectFrom('saved_results')
      .innerJoin('events', 'events.id', 'saved_results.event_id')
      .select(['events.name', 'saved_results.payload'])
      .where('saved_results.round_number', '=', 1)
      .execute();
    const rulesOf = (name: string) => {
      const payload = saved.find((row) => row.name === name)?.payload;
      const result = payload ? parseSavedResult(payload) : null;
      const computation = result?.computation;
      return computation?.kind === 'final'
        ? computation.explanations.summary.placements.map((placement) => placement.rule)
        : [];
    };
    expect(rulesOf('Gold Rhythm Cha Cha/Rumba/Swing')).toContain('rule-10');
    expect(rulesOf('Gold Rhythm Cha Cha/Rumba/Swing')).not.toContain('rule-11');
    expect(rulesOf('Championship Standard Five Dance')).toContain('rule-11');
  });

  it('settled a tie at the cut by the chairman recalling every tied couple', async () => {
    const saved = await db()
      .selectFrom('saved_results')
      .select(['event_id', 'round_number', 'payload'])
      .where('round_number', '>', 1)
      .execute();
    const settled = saved
      .map((row) => parseSavedResult(row.payload)?.computation)
      .filter((c) => c?.kind === 'recall' && c.tie !== null);
    expect(settled.length).toBeGreaterThanOrEqual(1);
    expect(settled[0]).toMatchObject({ tieChoice: 'recall-more' });
  });

  it('recomputes every posted round to the places it posted', async () => {
    const saved = await db()
      .selectFrom('saved_results')
      .innerJoin('events', 'events.id', 'saved_results.event_id')
      .select(['saved_results.event_id', 'saved_results.round_number', 'saved_results.payload'])
      .where('events.competition_id', '=', cid)
      .execute();
    expect(saved.length).toBeGreaterThanOrEqual(10);
    for (const row of saved) {
      const posted = parseSavedResult(row.payload);
      const tieChoice =
        posted?.computation?.kind === 'recall' ? posted.computation.tieChoice : null;
      const again = await computeRound(
        db(),
        { competitionId: cid, eventId: row.event_id, roundNumber: row.round_number },
        tieChoice ?? undefined,
      );
      const places = again.kind === 'final' ? again.overall : again.places;
      expect(places).toEqual(posted?.placements);
    }
  });

  it('has one round on the floor, checked in, with some judges\u2019 marks in', async () => {
    const running = (await roundsByState()).filter((round) => round.state === 'Running');
    expect(running).toHaveLength(1);
    const [round] = running;
    const roundId = roundRowId(round?.event_id ?? '', round?.round_number ?? 0);
    const couples = await db()
      .selectFrom('round_entries')
      .select('checked_in')
      .where('round_id', '=', roundId)
      .execute();
    expect(couples.length).toBeGreaterThan(20);
    expect(couples.every((couple) => couple.checked_in === 1)).toBe(true);
    const sheets = await db()
      .selectFrom('dance_sheets')
      .select(['judge_id', 'status'])
      .where('event_id', '=', round?.event_id ?? '')
      .where('round_number', '=', round?.round_number ?? 0)
      .execute();
    const judgesIn = new Set(sheets.map((sheet) => sheet.judge_id));
    expect(judgesIn.size).toBeGreaterThan(1);
    expect(judgesIn.size).toBeLessThan(7);
    // The afternoon is still to come.
    expect((await roundsByState()).filter((r) => r.state === 'Initialized').length).toBeGreaterThan(
      10,
    );
  });

  it('has a scratched couple and one school that paid its invoice', async () => {
    const scratched = await db()
      .selectFrom('entries')
      .select('scratch_reason')
      .where('competition_id', '=', cid)
      .where('scratched_at', 'is not', null)
      .execute();
    expect(scratched).toHaveLength(1);
    const invoices = await getInvoices(db(), cid);
    const paid = invoices.summary.filter((row) => row.paidCents > 0);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.balanceCents).toBe(0);
  });

  it('opens each staff account with the published password and its role', async () => {
    for (const account of DEMO_STAFF_ACCOUNTS) {
      const cookie = await signInCookie(server, account.email, DEMO_STAFF_PASSWORD);
      const me = await fetch(`${server.url}/api/session`, { headers: { cookie } });
      expect(me.status, account.email).toBe(200);
      expect(JSON.stringify(await me.json())).toContain(account.role);
    }
    expect(DEMO_CHAIRMAN_PIN).toMatch(/^\d{4,8}$/);
  });

  it('gives the same marks when seeded again', async () => {
    const first = await postedMarks();
    await seedDemoCompetition(db(), { reset: true });
    const day = await seedDemoDay(server.ctx);
    server.ctx.readCache.clear();
    expect(await postedMarks()).toEqual(first);
    // A few seconds on SQLite (decision 029); the figure is in the report.
    console.log(`demo day seeded in ${day.milliseconds} ms`);
  }, 120_000);
});
