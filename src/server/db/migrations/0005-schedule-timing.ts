import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas */

/**
 * How planned start times are computed when autoAssignTimes is on: when the
 * day starts and how long dances and changes take. One row per competition;
 * a competition without a row uses the column defaults.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('schedule_timing')
    .addColumn('competition_id', 'text', (c) =>
      c.primaryKey().references('competitions.id').onDelete('cascade'),
    )
    .addColumn('day_start', 'text', (c) => c.notNull().defaultTo('09:00'))
    .addColumn('seconds_per_dance', 'integer', (c) => c.notNull().defaultTo(90))
    .addColumn('seconds_per_heat_change', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('seconds_per_round_change', 'integer', (c) => c.notNull().defaultTo(60))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('schedule_timing').execute();
}
