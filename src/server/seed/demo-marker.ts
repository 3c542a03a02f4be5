import type { Kysely, Transaction } from 'kysely';
import { DEMO_COMPETITION_ID } from '../../shared/competition';
import type { Database } from '../db/schema';

type Reader = Kysely<Database> | Transaction<Database>;

/**
 * `competitions.demo` (migration 0014): only a competition the seed made is
 * the demo. Its id alone proves nothing: installations made before the marker
 * run their real competition under the demo's id.
 */
export const DEMO_MARK = { real: 0, demo: 1, dayUnfinished: 2 } as const;

/** Whether `competitionId` is the seeded demo, with or without its day finished. */
export async function isSeededDemo(db: Reader, competitionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('competitions')
    .select('demo')
    .where('id', '=', competitionId)
    .executeTakeFirst();
  return row !== undefined && row.demo !== DEMO_MARK.real;
}

/** The demo's day is seeded to its end. */
export async function markDemoDayFinished(db: Reader): Promise<void> {
  await db
    .updateTable('competitions')
    .set({ demo: DEMO_MARK.demo })
    .where('id', '=', DEMO_COMPETITION_ID)
    .where('demo', '=', DEMO_MARK.dayUnfinished)
    .execute();
}

/** A demo whose day's seeding stopped half-way (the first start was interrupted). */
export async function hasUnfinishedDemoDay(db: Reader): Promise<boolean> {
  const row = await db
    .selectFrom('competitions')
    .select('id')
    .where('id', '=', DEMO_COMPETITION_ID)
    .where('demo', '=', DEMO_MARK.dayUnfinished)
    .executeTakeFirst();
  return row !== undefined;
}
