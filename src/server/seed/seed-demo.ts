import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { generateAccessCode } from '../../domain/officials/access-code';
import { isJudgeRole } from '../../domain/officials/official-roles';
import { DEMO_COMPETITION_ID, PAGE_SLUGS } from '../../shared/competition';
import type { Database } from '../db/schema';
import { seedDemoEvents } from './demo-events';
import { demoPages } from './demo-pages';
import { DEMO_MARK } from './demo-marker';
import { removeDemoStaff } from './demo-staff';

export { DEMO_COMPETITION_ID };

function isoDayFrom(now: Date, days: number): string {
  const day = new Date(now.getTime() + days * 86_400_000);
  return day.toISOString().slice(0, 10);
}

const demoOfficials = [
  {
    name: 'Margaret Ellison',
    role: 'Judge',
    bio: 'Former British Open finalist in Ballroom; adjudicator since 2004.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Judge',
    bio: 'Latin specialist and coach of three national collegiate champions.',
  },
  {
    name: 'Sofia Brandt',
    role: 'Judge',
    bio: 'American Smooth and Rhythm professional from Boston.',
  },
  {
    name: 'Kenji Watanabe',
    role: 'Judge',
    bio: 'Standard coach; has judged collegiate events for ten years.',
  },
  {
    name: 'Laura Pellegrini',
    role: 'Judge',
    bio: 'Nightclub and Rhythm instructor, former World Salsa finalist.',
  },
  { name: 'Peter Novak', role: 'Chairman', bio: 'Chairman of judges at over fifty competitions.' },
  { name: 'Grace Kim', role: 'Scrutineer', bio: 'Certified scrutineer; keeps the marks honest.' },
  {
    name: 'Tom Alvarez',
    role: 'Deck Captain',
    bio: 'Gets every couple on the floor at the right time.',
  },
  { name: 'Aisha Rahman', role: 'MC', bio: 'The voice of the Jam for five years running.' },
];

/**
 * Seeds the demo competition on a database without any competition (or
 * always, with `reset`, after deleting it and its staff accounts). Dates are
 * relative to `now` so the demo always has open registration and an upcoming
 * competition day; seed-demo-day.ts moves it to its day.
 */
export async function seedDemoCompetition(
  db: Kysely<Database>,
  {
    reset = false,
    now = new Date(),
    day = false,
  }: {
    reset?: boolean;
    now?: Date;
    /** The demo day (seedDemoDay) follows: the demo is marked unfinished until it ends. */
    day?: boolean;
  } = {},
): Promise<{ created: boolean }> {
  return db.transaction().execute(async (trx) => {
    // Any competition, the demo or one that replaced it (demo-removal.ts), means set up already.
    const any = await trx.selectFrom('competitions').select('id').limit(1).executeTakeFirst();
    if (any && !reset) return { created: false };
    await trx.deleteFrom('competitions').where('id', '=', DEMO_COMPETITION_ID).execute();
    await removeDemoStaff(trx);

    const stamp = now.toISOString();
    const others = await trx
      .selectFrom('competitions')
      .select('id')
      .where('is_default', '=', 1)
      .execute();
    await trx
      .insertInto('competitions')
      .values({
        id: DEMO_COMPETITION_ID,
        full_name: 'Riverside Ballroom Jam 2026 (Demo)',
        start_date: isoDayFrom(now, 42),
        end_date: isoDayFrom(now, 43),
        // Early registration ends in two weeks, normal (open) registration in four.
        date_registration_early: isoDayFrom(now, 14),
        date_registration_open: isoDayFrom(now, 28),
        date_registration_closed: isoDayFrom(now, 35),
        registration_status: 'OPEN',
        results_page_shown: 0,
        primary_color: '#7b1fa2',
        website: 'https://example.org/ballroom-jam',
        facebook: 'https://facebook.com/riversideballroomjam',
        instagram: '@riversideballroomjam',
        community_chat: 'https://example.org/community-chat',
        is_default: others.length === 0 ? 1 : 0,
        demo: day ? DEMO_MARK.dayUnfinished : DEMO_MARK.demo,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await trx
      .insertInto('officials')
      .values(
        demoOfficials.map((o, index) => ({
          id: `${DEMO_COMPETITION_ID}-official-${index + 1}`,
          competition_id: DEMO_COMPETITION_ID,
          name: o.name,
          role: o.role,
          bio: o.bio,
          photo_url: null,
          sort_order: index,
          access_code: isJudgeRole(o.role) ? generateAccessCode(crypto.randomBytes) : null,
        })),
      )
      .execute();
    await trx
      .insertInto('organizers')
      .values([
        {
          id: `${DEMO_COMPETITION_ID}-organizer-1`,
          competition_id: DEMO_COMPETITION_ID,
          name: 'Hannah Lee',
          email: 'hannah@example.org',
          title: 'Competition Director',
          sort_order: 0,
        },
        {
          id: `${DEMO_COMPETITION_ID}-organizer-2`,
          competition_id: DEMO_COMPETITION_ID,
          name: 'Marcus Chen',
          email: 'marcus@example.org',
          title: 'Registration',
          sort_order: 1,
        },
      ])
      .execute();
    await trx
      .insertInto('pages')
      .values(
        PAGE_SLUGS.map((slug) => ({
          competition_id: DEMO_COMPETITION_ID,
          slug,
          title: demoPages[slug].title,
          body_markdown: demoPages[slug].body,
          updated_at: stamp,
        })),
      )
      .execute();
    await trx
      .insertInto('event_settings')
      .values({ competition_id: DEMO_COMPETITION_ID })
      .execute();
    await seedDemoEvents(trx, DEMO_COMPETITION_ID, now);
    return { created: true };
  });
}
