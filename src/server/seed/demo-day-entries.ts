import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { generateAccessCode } from '../../domain/officials/access-code';
import type { Database } from '../db/schema';
import type { DemoEvent } from './demo-events';
import { DEMO_SCHOOLS, insertDemoCouples } from './demo-events';

/**
 * The demo day's registrations on top of the demo's own (seed-demo.ts): five
 * bigger events up to Championship, entered by 80 more couples from ten
 * schools, and two more judges so the panel is seven. Written like the
 * demo's own entries: they are what registration would have stored.
 */
const DAY_EVENTS = [
  {
    name: 'Novice Standard Waltz/Tango/Quickstep',
    style: 'Standard',
    level: 'Novice',
    dances: ['Waltz', 'Tango', 'Quickstep'],
    couples: 30,
  },
  {
    name: 'Prechamp Latin Samba/Cha Cha/Rumba/Jive',
    style: 'Latin',
    level: 'Prechamp',
    dances: ['ChaCha', 'Samba', 'Rumba', 'Jive'],
    couples: 14,
  },
  {
    name: 'Championship Standard Five Dance',
    style: 'Standard',
    level: 'Championship',
    dances: ['Waltz', 'Tango', 'Foxtrot', 'Quickstep', 'Viennese Waltz'],
    couples: 10,
  },
  {
    name: 'Championship Latin Five Dance',
    style: 'Latin',
    level: 'Championship',
    dances: ['ChaCha', 'Samba', 'Rumba', 'Jive', 'Paso Doble'],
    couples: 9,
  },
  {
    name: 'Novice Rhythm Cha Cha/Rumba/Swing',
    style: 'Rhythm',
    level: 'Novice',
    dances: ['ChaCha', 'Rumba', 'Swing'],
    couples: 20,
  },
] as const satisfies readonly DemoEvent[];

/** The demo's registration holds events 1 to 7 and pairs 0 to 39. */
const FIRST_DAY_EVENT = 8;
const FIRST_DAY_PAIR = 40;
const DAY_PAIRS = 80;

/** Invented schools; the first ones are the demo registration's. */
const DAY_SCHOOLS = [
  ...DEMO_SCHOOLS,
  'Maplewood Academy of Dance',
  'Pinecrest Polytechnic',
  'Bayview Community College',
];

const DAY_JUDGES = [
  {
    name: 'Ingrid Halvorsen',
    bio: 'Ten-dance adjudicator from Bergen; judges Standard and Latin alike.',
  },
  {
    name: 'Rafael Mendoza',
    bio: 'Former Rhythm finalist who now coaches collegiate teams.',
  },
];

export const dayEventId = (competitionId: string, index: number) =>
  `${competitionId}-event-${FIRST_DAY_EVENT + index}`;

/** Adds the day's events, couples, schools and judges to the seeded demo. */
export async function seedDemoDayEntries(
  trx: Transaction<Database>,
  competitionId: string,
  now: Date,
): Promise<void> {
  // The day's couples enter its events in turn, so a few dance two of them.
  let next = 0;
  await insertDemoCouples(trx, competitionId, now, {
    events: DAY_EVENTS,
    firstEventNumber: FIRST_DAY_EVENT,
    pairsOf: (_eventIndex, count) =>
      Array.from({ length: count }, () => FIRST_DAY_PAIR + (next++ % DAY_PAIRS)),
    schoolOf: (pair) => DAY_SCHOOLS[pair % DAY_SCHOOLS.length] ?? 'Other',
    numbersOf: (pair) => ({
      lead: 300 + pair - FIRST_DAY_PAIR,
      follow: 400 + pair - FIRST_DAY_PAIR,
    }),
    withTba: false,
  });
  await trx
    .updateTable('registration_settings')
    .set({ affiliations: JSON.stringify(DAY_SCHOOLS) })
    .where('competition_id', '=', competitionId)
    .execute();
  const { max } = await trx
    .selectFrom('officials')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('competition_id', '=', competitionId)
    .executeTakeFirstOrThrow();
  // Listed after the demo's officials, so the demo's judges keep their letters.
  await trx
    .insertInto('officials')
    .values(
      DAY_JUDGES.map((judge, i) => ({
        id: `${competitionId}-official-day-${i + 1}`,
        competition_id: competitionId,
        name: judge.name,
        role: 'Judge',
        bio: judge.bio,
        photo_url: null,
        sort_order: Number(max ?? 0) + 1 + i,
        access_code: generateAccessCode(crypto.randomBytes),
      })),
    )
    .execute();
}
