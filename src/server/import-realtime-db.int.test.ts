import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/database';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { RealtimeDbImportReport } from './import/realtime-db/import-realtime-db';
import { RealtimeDbRefusal, importRealtimeDb } from './import/realtime-db/import-realtime-db';
import { InProcessBus } from './live/bus';
import { getCompetition, getEventSettings } from './services/competition-service';
import { listEvents } from './services/events-service';
import { roundSheets } from './services/judging/round-store';
import { findRound } from './services/judging/round-store';
import { listAdminOfficials } from './services/officials-service';
import { listAdminCompetitors } from './services/registration/admin-competitors';
import { getEventResults } from './services/results/public-event-results';
import { getSchedule } from './services/schedule-change';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';

const FIXTURE = path.join(import.meta.dirname, 'import/realtime-db/fixtures/old-app-export.json');
const fixture = () => JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as Record<string, unknown>;

let testDatabase: TestDatabase;
let database: DatabaseHandle;
const ctx = () => ({ database, bus: new InProcessBus() });
const db = () => database.db;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase(testDatabase);
  await migrateToLatest(database.db);
}, 60_000);
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

describe('importing the fixture export', () => {
  const cid = 'bam-jam-2025';
  let report: RealtimeDbImportReport;
  const eventId = (name: string) => async () =>
    (await listEvents(db(), cid)).find((event) => event.name === name)?.id ?? '';
  const waltz = eventId('Newcomer Waltz');

  beforeAll(async () => {
    report = await importRealtimeDb(ctx(), fixture());
  });

  it('reports every kind it mapped, with only the photo left out and nothing unknown or differing', () => {
    expect(report).toEqual({
      competitionId: cid,
      mapped: {
        officials: 4,
        organizers: 2,
        events: 3,
        entries: 12,
        competitors: 19,
        rounds: 4,
        roundCouples: 17,
        checkIns: 14,
        judgeLists: 6,
        postedRounds: 2,
        finalResults: 1,
        settings: 10,
      },
      skipped: [
        {
          path: 'competitionMetadata/officials/j1/photoURL',
          message:
            'the photo at https://example.org/photos/adler.jpg is not fetched; upload it under Officials',
        },
      ],
      unknownKeys: [],
      differences: [],
    });
  });

  it('stores the competition metadata, organizers and settings', async () => {
    const competition = await getCompetition(db(), cid);
    expect(competition).toMatchObject({
      fullName: 'BAM Jam 2025',
      startDate: '2025-03-01',
      endDate: '2025-03-02',
      dateRegistrationEarly: '2025-02-01',
      dateRegistrationOpen: '2025-02-10',
      dateRegistrationClosed: '2025-02-20',
      registrationStatus: 'CLOSED',
      resultsPageShown: true,
      primaryColor: '#2e7d32',
      socials: {
        website: 'https://example.org/bamjam',
        facebook: 'https://facebook.com/bamjam',
        instagram: '@bamjam',
      },
    });
    const organizers = await db()
      .selectFrom('organizers')
      .select(['name', 'email', 'title'])
      .where('competition_id', '=', cid)
      .orderBy('sort_order')
      .execute();
    expect(organizers).toEqual([
      { name: 'Nora Ellis', email: 'nora@example.org', title: 'Director' },
      { name: 'Omar Fitz', email: null, title: null },
    ]);
    expect(await getEventSettings(db(), cid)).toMatchObject({
      showScheduleIndex: true,
      hideLiveSchedule: false,
      hideLevelIcons: true,
      highlightOtherRoundsInEvent: true,
      hideClearRoundsButton: true,
      hideGenerateRoundsButton: false,
      dontReorderAfterAddRemoveRounds: true,
      cascadeCheckin: false,
      autoAssignTimes: true,
    });
  });

  it('stores the officials; the judges get access codes', async () => {
    const officials = await listAdminOfficials(db(), cid);
    expect(
      officials.map((o) => ({
        name: o.name,
        role: o.role,
        photo: o.photoURL,
        code: o.accessCode !== null,
      })),
    ).toEqual([
      {
        name: 'Judith Adler',
        role: 'Judge',
        photo: null,
        code: true,
      },
      { name: 'Karl Brenner', role: 'Judge', photo: null, code: true },
      { name: 'Lena Costa', role: 'Judge', photo: null, code: true },
      { name: 'Mona Dietz', role: 'Chairman', photo: null, code: false },
    ]);
  });

  it('maps events with loose levels, dances and the panel of judges who marked', async () => {
    const events = await listEvents(db(), cid);
    expect(
      events.map((e) => ({
        name: e.name,
        style: e.style,
        level: e.level,
        dances: e.dances,
        entries: e.entryCount,
        rounds: e.roundCount,
        panel: e.judgeIds.length,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          name: 'Newcomer Waltz',
          style: 'Standard',
          level: 'Newcomer',
          dances: ['Waltz'],
          entries: 7,
          rounds: 2,
          panel: 3,
        },
        {
          name: 'Bronze Latin Cha Cha/Rumba',
          style: 'Latin',
          level: 'Bronze',
          dances: ['ChaCha', 'Rumba'],
          entries: 3,
          rounds: 1,
          panel: 3,
        },
        {
          name: 'Pre-Champ Smooth',
          style: 'Smooth',
          level: 'Prechamp',
          dances: ['Waltz', 'Tango', 'Foxtrot'],
          entries: 2,
          rounds: 1,
          panel: 3,
        },
      ]),
    );
  });

  it('builds one competitor per dancer id, leads keeping their numbers, no placeholder dancer', async () => {
    const competitors = await listAdminCompetitors(db(), cid);
    expect(competitors).toHaveLength(19);
    const alex = competitors.filter((c) => c.name === 'Alex Moreau');
    expect(alex).toHaveLength(1);
    expect(alex[0]).toMatchObject({ number: 101, standardLevel: 'Newcomer', latinLevel: 'Bronze' });
    expect(competitors.find((c) => c.name === 'Sam Rivera')).toMatchObject({
      number: 109,
      smoothLevel: 'Prechamp',
    });
    expect(competitors.some((c) => c.name === 'dummy')).toBe(false);
    const numbers = competitors.map((c) => c.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Follows are numbered after the highest lead number, in order of appearance.
    expect(competitors.find((c) => c.name === 'Ava Lund')?.number).toBe(110);
  });

  it('keeps the schedule order, round states, times and check-ins', async () => {
    const schedule = await getSchedule(db(), cid);
    expect(
      schedule.map((r) => [
        r.eventName,
        r.roundName,
        r.roundState,
        r.scheduleIndex,
        r.recallSize,
        r.numHeats,
      ]),
    ).toEqual([
      ['Newcomer Waltz', 'Semi-Final', 'Posted', 0, 5, 1],
      ['Bronze Latin Cha Cha/Rumba', 'Final', 'Running', 1, 6, 2],
      ['Newcomer Waltz', 'Final', 'Posted', 2, 1, 1],
      ['Pre-Champ Smooth', 'Final', 'Initialized', 3, 6, 1],
    ]);
    expect(schedule[2]).toMatchObject({
      plannedStart: '2025-03-01T10:30:00.000Z',
      actualStart: '2025-03-01T10:35:00.000Z',
    });
    const checkedIn = await db()
      .selectFrom('round_entries')
      .innerJoin('entries', 'entries.id', 'round_entries.entry_id')
      .select(['entries.lead_number', 'round_entries.checked_in', 'round_entries.heat'])
      .where('round_entries.round_id', '=', `${await eventId('Bronze Latin Cha Cha/Rumba')()}-R1`)
      .orderBy('entries.lead_number')
      .execute();
    // bl2 is not checked in for the round but was at the event: the first round danced takes it.
    expect(checkedIn).toEqual([
      { lead_number: 101, checked_in: 1, heat: null },
      { lead_number: 108, checked_in: 1, heat: null },
      { lead_number: 9999, checked_in: 1, heat: null },
    ]);
  });

  it("stores each judge's list as the sheet of every dance: a final's in place order", async () => {
    const round = await findRound(db(), cid, await waltz(), 1);
    const sheets = await roundSheets(db(), round);
    const numberOf = new Map(
      (
        await db()
          .selectFrom('entries')
          .select(['id', 'lead_number'])
          .where('event_id', '=', round.eventId)
          .execute()
      ).map((e) => [e.id, e.lead_number]),
    );
    expect(sheets.map((s) => [s.status, s.dance, s.entries.map((id) => numberOf.get(id))])).toEqual(
      [
        ['submitted', 'Waltz', [101, 102, 103, 104, 105]],
        ['submitted', 'Waltz', [102, 101, 103, 104, 105]],
        ['submitted', 'Waltz', [101, 103, 102, 105, 104]],
      ],
    );
  });

  it('posts the results our engine computes from the marks, readable on the public results', async () => {
    const results = await getEventResults(db(), { competitionId: cid, eventId: await waltz() });
    const [final, semi] = [...results.rounds].sort((a, b) => a.roundNumber - b.roundNumber);
    const byNumber = (round: typeof final) =>
      Object.fromEntries(
        round!.couples.map((c) => [c.number, round!.placements[c.entryId] ?? null]),
      );
    expect(byNumber(final)).toEqual({ 101: 1, 102: 2, 103: 3, 104: 4, 105: 5 });
    expect(semi?.recalled).toHaveLength(5);
    expect(byNumber(semi)).toMatchObject({ 106: '6', 107: '7' });
  });

  it('refuses a second import under the same id and changes nothing', async () => {
    const before = await db().selectFrom('entries').select('id').execute();
    await expect(importRealtimeDb(ctx(), fixture(), { competitionId: cid })).rejects.toThrow(
      RealtimeDbRefusal,
    );
    expect(await db().selectFrom('entries').select('id').execute()).toHaveLength(before.length);
  });
});

describe('the report of a file with unknown keys, bad values and other results', () => {
  type Tree = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a test edits the raw file
  const damaged = () => {
    const tree = fixture() as Tree;
    tree.users = { u1: { email: 'a@example.org' } };
    tree.competitionMetadata.primaryColor = 12;
    tree.competitionMetadata.registrationStatus = 'MAYBE';
    tree.events['Newcomer Waltz'].entries.nw7.registeredTime = 'not a date';
    tree.events['Newcomer Waltz'].rounds['2'].heatList = [1, 2];
    tree.events['Bronze Latin'].rounds['1'].roundState = 9;
    tree.events.Broken = 'text';
    tree.marks['Newcomer Waltz']['2'].j2 = [101, 102, 103, 104, 106, 999];
    tree.resultsSaved['Newcomer Waltz']['1'].placements = {
      101: 1,
      102: 2,
      103: 3,
      104: 5,
      105: 4,
    };
    tree.settings.events.cascadeCheckin = 'sometimes';
    return tree;
  };

  it('lists unknown keys, what was skipped with its path, and each result that differs', async () => {
    const report = await importRealtimeDb(ctx(), damaged(), { competitionId: 'bam-jam-damaged' });
    expect(report.unknownKeys).toEqual(['users', 'events/Newcomer Waltz/rounds/2/heatList']);
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        { path: 'competitionMetadata/primaryColor', message: 'expected text, found a number' },
        {
          path: 'competitionMetadata/registrationStatus',
          message: '"MAYBE" is not EARLY, OPEN or CLOSED; registration is CLOSED',
        },
        {
          path: 'events/Newcomer Waltz/entries/nw7/registeredTime',
          message: 'expected a date and time, found a string',
        },
        { path: 'events/Broken', message: 'expected an object, found a string' },
        {
          path: 'events/Bronze Latin/rounds/1/roundState',
          message: '9 is not a round state (0 to 5); the round starts Initialized',
        },
        {
          path: 'marks/Newcomer Waltz/2/j2',
          message: 'couple 999 is not in this round; the mark is left out',
        },
        {
          path: 'settings/events/cascadeCheckin',
          message: 'expected true or false, found a string',
        },
      ]),
    );
    expect(report.differences).toEqual([
      { path: 'resultsSaved/Newcomer Waltz/1/placements/104', couple: '104', file: '5', ours: '4' },
      { path: 'resultsSaved/Newcomer Waltz/1/placements/105', couple: '105', file: '4', ours: '5' },
    ]);
    expect(report.mapped.events).toBe(3);
    // The engine's places are stored, not the file's.
    const stored = await db()
      .selectFrom('final_results')
      .innerJoin('events', 'events.id', 'final_results.event_id')
      .select('final_results.payload')
      .where('events.competition_id', '=', 'bam-jam-damaged')
      .executeTakeFirstOrThrow();
    const places = (JSON.parse(stored.payload) as { places: { number: number; place: number }[] })
      .places;
    expect(places.map((p) => [p.number, p.place])).toEqual([
      [101, 1],
      [102, 2],
      [103, 3],
      [104, 4],
      [105, 5],
    ]);
  });

  it('refuses a file with nothing to import, naming why, and changes nothing', async () => {
    const count = async () => (await db().selectFrom('competitions').select('id').execute()).length;
    const before = await count();
    await expect(importRealtimeDb(ctx(), [1, 2, 3])).rejects.toThrow(
      'The file: is not a realtime-database export (expected a JSON object)',
    );
    await expect(importRealtimeDb(ctx(), { settings: {} })).rejects.toThrow(
      'has neither competitionMetadata nor events',
    );
    await expect(
      importRealtimeDb(ctx(), fixture(), { competitionId: 'Not An Id' }),
    ).rejects.toThrow('"Not An Id" must be lower-case letters, digits and dashes');
    expect(await count()).toBe(before);
  });
});
