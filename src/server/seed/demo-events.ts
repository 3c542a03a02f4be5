import type { Transaction } from 'kysely';
import { TBA } from '../../domain/competition/competitors';
import type { Database } from '../db/schema';

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
] as const;

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

/** A stable dancer name from an index, so the demo is the same on every machine. */
const dancer = (index: number) =>
  `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[(index * 7) % LAST_NAMES.length]}`;

/**
 * Seeds demo events and their entries: couples drawn from a fixed pool so the
 * same dancers appear in several events, as at a real competition, and one
 * follow still to be announced (TBA).
 */
export async function seedDemoEvents(
  trx: Transaction<Database>,
  competitionId: string,
  now: Date,
): Promise<void> {
  let couple = 0;
  for (const [eventIndex, event] of DEMO_EVENTS.entries()) {
    const eventId = `${competitionId}-event-${eventIndex + 1}`;
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
        created_at: new Date(now.getTime() + eventIndex).toISOString(),
      })
      .execute();
    const entries = Array.from({ length: event.couples }, (_, i) => {
      const pair = (couple + i) % 40;
      return {
        id: `${eventId}-entry-${i + 1}`,
        competition_id: competitionId,
        event_id: eventId,
        lead_id: null,
        follow_id: null,
        lead_name: dancer(pair * 2),
        follow_name: eventIndex === 0 && i === 0 ? TBA : dancer(pair * 2 + 1),
        lead_number: 100 + pair,
        affiliation: SCHOOLS[pair % SCHOOLS.length] ?? 'Other',
        registered_time: new Date(now.getTime() - (eventIndex * 20 + i) * 3_600_000).toISOString(),
      };
    });
    await trx.insertInto('entries').values(entries).execute();
    couple += 5;
  }
}
