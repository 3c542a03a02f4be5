import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas */

/**
 * Results for everyone (issue 13).
 *
 * - `events.results_published`: posted rounds of an event are public at once
 *   (1); staff may withdraw an event's results from the public (0) while a
 *   mistake is looked into, and publish them again.
 * - `competitions.marks_embargo` / `marks_release_at`: the publication
 *   embargo. Recalls and placements are public at once; while the embargo
 *   holds, the judges' detailed marks are not, until `marks_release_at` (an
 *   instant) has passed. "Release now" sets it to the moment of the click.
 * - `jumbotron_state`: the scene the jumbotron controller picked, one row per
 *   competition, with a version so two controllers never overwrite each
 *   other's newer choice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('results_published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('competitions')
    .addColumn('marks_embargo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('competitions').addColumn('marks_release_at', 'text').execute();
  await db.schema
    .createTable('jumbotron_state')
    .addColumn('competition_id', 'text', (c) =>
      c.primaryKey().references('competitions.id').onDelete('cascade'),
    )
    /** JSON: the scene as the controller chose it (src/shared/jumbotron.ts). */
    .addColumn('scene', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jumbotron_state').execute();
  await db.schema.alterTable('competitions').dropColumn('marks_release_at').execute();
  await db.schema.alterTable('competitions').dropColumn('marks_embargo').execute();
  await db.schema.alterTable('events').dropColumn('results_published').execute();
}
