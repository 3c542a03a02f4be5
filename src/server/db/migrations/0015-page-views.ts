import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas */

/**
 * Page views counted by the site itself (decision 034): one row per route
 * pattern and UTC day, holding only the count. Nothing about a viewer has a
 * column here (no address, cookie, user agent or time of day), so nothing
 * personal can be stored, and the table grows by at most one row per route a
 * day however many views arrive.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('page_views')
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_views_route_day', ['route', 'day'])
    .execute();
  await db.schema.createIndex('page_views_day').on('page_views').column('day').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_views').execute();
}
