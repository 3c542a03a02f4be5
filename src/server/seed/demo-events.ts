import type { Insertable, Transaction } from 'kysely';
import { TBA } from '../../domain/competition/competitors';
import { LEVEL_RANK } from '../../domain/competition/enumerations';
import type { Level, Style } from '../../domain/competition/enumerations';
import type { Database, EntryTable } from '../db/schema';

/** An event of the demo with how many couples enter it. */
export type DemoEvent = {
  name: string;
  style: Style;
  level: Level;
  dances: readonly string[];
  couples: number;
};

/** Demo events across styles and levels, with the style's dances. */
const DEMO_EVENTS = [
  {
    name: 'Newcomer Standard Waltz',
    style: 'Standard',
    level: 'Newcomer',
    dances: ['Waltz'],
    couples: 14,
  },
  {
    name: 'Bronze Standard Waltz/Quickstep',
    style: 'Standard',
    level: 'Bronze',
    dances: ['Waltz', 'Quickstep'],
    couples: 12,
  },
  {
    name: 'Newcomer Latin Cha Cha',
    style: 'Latin',
    level: 'Newcomer',
    dances: ['ChaCha'],
    couples: 16,
  },
  {
    name: 'Silver Latin Cha Cha/Rumba/Jive',
    style: 'Latin',
    level: 'Silver',
    dances: ['ChaCha', 'Rumba', 'Jive'],
    couples: 9,
  },
  {
    name: 'Bronze Smooth Waltz/Tango/Foxtrot',
    style: 'Smooth',
    level: 'Bronze',
    dances: ['Waltz', 'Tango', 'Foxtrot'],
    couples: 8,
  },
  {
    name: 'Gold Rhythm Cha Cha/Rumba/Swing',
    style: 'Rhythm',
    level: 'Gold',
    dances: ['ChaCha', 'Rumba', 'Swing'],
    couples: 6,
  },
  {
    name: 'Open Nightclub Salsa',
    style: 'Nightclub',
    level: 'Open',
    dances: ['Salsa'],
    couples: 7,
  },
] as const satisfies readonly DemoEvent[];

const FIRST_NAMES = [
  'Alex',
  'Bianca',
  'Chen',
  'Dana',
  'Elif',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jonah',
  'Keiko',
  'Luis',
  'Maya',
  'Nikhil',
  'Olga',
  'Pavel',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Umar',
  'Vera',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
];
const LAST_NAMES = [
  'Adams',
  'Baker',
  'Costa',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Hansen',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lopez',
  'Moreau',
  'Novak',
  'Okafor',
  'Patel',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Weber',
];
const SCHOOLS = [
  'Riverside University',
  'Northgate College',
  'Lakeside Institute of Technology',
  'Hillcrest University',
  'Other',
];

/** Listed for registration besides the demo dancers' own schools. */
const MORE_SCHOOLS = ['Harbor State University', 'Westbrook Dance Club', 'Summit College'];

/** The schools a registration may name: the dancers' own and a few more. */
export const DEMO_SCHOOLS = [...SCHOOLS.filter((s) => s !== 'Other'), ...MORE_SCHOOLS];

/** A stable dancer name from an index, so the demo is the same on every machine. */
const dancer = (index: number) =>
  `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[(index * 7) % LAST_NAMES.length]}`;

/** Demo dancers' levels: per style, the lowest level they entered, so every demo entry is eligible. */
type DemoDancer = {
  id: string;
  name: string;
  number: number;
  school: string;
  levels: Map<Style, Level>;
};

const emailOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@example.org`;

/**
 * Which couples enter a list of demo events. A couple is a pair index: its
 * lead is dancer 2 x pair and its follow dancer 2 x pair + 1 of the name pool.
 */
export type DemoCouplePlan = {
  events: readonly DemoEvent[];
  /** The first event's number in its id (`{competition}-event-{n}`). */
  firstEventNumber: number;
  /** The pairs entering the event at this index of `events`, one per couple. */
  pairsOf: (eventIndex: number, count: number) => number[];
  schoolOf: (pair: number) => string;
  /** The competitor numbers of the pair's lead and follow. */
  numbersOf: (pair: number) => { lead: number; follow: number };
  /** The first event's first couple has no follow yet (TBA). */
  withTba: boolean;
};

/**
 * Inserts demo events, their entries and their dancers as competitors (each
 * with a number, an example.org email and a level profile). Dancers are
 * created at their first entry: a plan must not name a pair already seeded.
 */
export async function insertDemoCouples(
  trx: Transaction<Database>,
  competitionId: string,
  now: Date,
  plan: DemoCouplePlan,
): Promise<void> {
  const dancers = new Map<number, DemoDancer>();
  const dancerFor = (index: number, number: number, school: string) => {
    const known = dancers.get(index);
    if (known) return known;
    const created = {
      id: `${competitionId}-competitor-${index + 1}`,
      name: dancer(index),
      number,
      school,
      levels: new Map<Style, Level>(),
    };
    dancers.set(index, created);
    return created;
  };
  const enterLevel = (d: DemoDancer, style: Style, level: Level) => {
    const current = d.levels.get(style);
    if (!current || LEVEL_RANK[level] < LEVEL_RANK[current]) d.levels.set(style, level);
  };

  const entries: Insertable<EntryTable>[] = [];
  for (const [eventIndex, event] of plan.events.entries()) {
    const eventNumber = plan.firstEventNumber + eventIndex;
    const eventId = `${competitionId}-event-${eventNumber}`;
    await trx
      .insertInto('events')
      .values({
        id: eventId,
        competition_id: competitionId,
        name: event.name,
        style: event.style,
        level: event.level,
        age_category: 'Adult',
        dances: JSON.stringify(event.dances),
        // Distinct times keep the demo events in this order.
        created_at: new Date(now.getTime() + eventNumber).toISOString(),
      })
      .execute();
    for (const [i, pair] of plan.pairsOf(eventIndex, event.couples).entries()) {
      const school = plan.schoolOf(pair);
      const numbers = plan.numbersOf(pair);
      const lead = dancerFor(pair * 2, numbers.lead, school);
      const tba = plan.withTba && eventIndex === 0 && i === 0;
      const follow = tba ? null : dancerFor(pair * 2 + 1, numbers.follow, school);
      for (const d of [lead, follow]) if (d) enterLevel(d, event.style, event.level);
      entries.push({
        id: `${eventId}-entry-${i + 1}`,
        competition_id: competitionId,
        event_id: eventId,
        lead_id: lead.id,
        follow_id: follow?.id ?? null,
        lead_name: lead.name,
        follow_name: follow?.name ?? TBA,
        lead_number: lead.number,
        affiliation: school,
        registered_time: new Date(
          now.getTime() - ((eventNumber - 1) * 20 + i) * 3_600_000,
        ).toISOString(),
      });
    }
  }

  const level = (d: DemoDancer, style: Style) => d.levels.get(style) ?? 'Bronze';
  await trx
    .insertInto('competitors')
    .values(
      [...dancers.values()].map((d) => ({
        id: d.id,
        competition_id: competitionId,
        number: d.number,
        name: d.name,
        email: emailOf(d.name),
        affiliation: d.school,
        age_category: 'Student',
        standard_level: level(d, 'Standard'),
        smooth_level: level(d, 'Smooth'),
        rhythm_level: level(d, 'Rhythm'),
        latin_level: level(d, 'Latin'),
        created_at: now.toISOString(),
      })),
    )
    .execute();
  await trx.insertInto('entries').values(entries).execute();
}

/** The registration's pool: 40 couples, five more in each event than the one before. */
const BASE_PAIRS = 40;

/**
 * Seeds demo events and their entries: couples drawn from a fixed pool so the
 * same dancers appear in several events, as at a real competition, and one
 * follow still to be announced (TBA). Leads are numbered from 100, follows
 * from 200; the school list and fees are set too.
 */
export async function seedDemoEvents(
  trx: Transaction<Database>,
  competitionId: string,
  now: Date,
): Promise<void> {
  await insertDemoCouples(trx, competitionId, now, {
    events: DEMO_EVENTS,
    firstEventNumber: 1,
    pairsOf: (eventIndex, count) =>
      Array.from({ length: count }, (_, i) => (eventIndex * 5 + i) % BASE_PAIRS),
    schoolOf: (pair) => SCHOOLS[pair % SCHOOLS.length] ?? 'Other',
    numbersOf: (pair) => ({ lead: 100 + pair, follow: 200 + pair }),
    withTba: true,
  });

  const dollars = (amount: number) => amount * 100;
  const price = (perCompetitor: number, perEntry: number) => ({
    perCompetitor: dollars(perCompetitor),
    perEntry: dollars(perEntry),
  });
  await trx
    .insertInto('registration_settings')
    .values({
      competition_id: competitionId,
      affiliations: JSON.stringify(DEMO_SCHOOLS),
      fees: JSON.stringify({
        Pending: price(0, 0),
        Early: price(20, 8),
        Normal: price(25, 10),
        Late: price(35, 15),
      }),
    })
    .execute();
}
