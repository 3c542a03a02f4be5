import type { Kysely } from 'kysely';
import type { PageViewReport } from '../../shared/contract/analytics';
import type { Database } from '../db/schema';

const DAY_MS = 86_400_000;

/** The UTC day of an instant, as YYYY-MM-DD: the site's counts have one calendar, whatever the server's zone. */
const utcDayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/**
 * Adds one view of `route` (a pattern of the route table, already checked) to
 * today's count. One statement, outside runWriteTransaction on purpose: a
 * count announces nothing live and feeds no cached read, and anyone may send
 * one, so it must not queue behind the writers' lock (decision 034).
 */
export async function countPageView(
  db: Kysely<Database>,
  route: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insertInto('page_views')
    .values({ route, day: utcDayOf(now), views: 1 })
    .onConflict((oc) =>
      oc.columns(['route', 'day']).doUpdateSet((eb) => ({ views: eb('page_views.views', '+', 1) })),
    )
    .execute();
}

/** The counts of the last `days` UTC days, today included, by day then route. */
export async function listPageViews(
  db: Kysely<Database>,
  days: number,
  now: Date = new Date(),
): Promise<PageViewReport> {
  const to = utcDayOf(now);
  const from = utcDayOf(new Date(now.getTime() - (days - 1) * DAY_MS));
  const counts = await db
    .selectFrom('page_views')
    .select(['route', 'day', 'views'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .orderBy('route')
    .execute();
  return { from, to, counts };
}
