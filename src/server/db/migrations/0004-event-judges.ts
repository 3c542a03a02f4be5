import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas */

/**
 * The judging panel of an event. An event with no rows here is judged by all of
 * the competition's judges (the default, which also takes in judges added
 * later); rows name a custom panel. Both keys cascade, so deleting an event or
 * an official leaves no stale panel rows behind.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_judges')
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('official_id', 'text', (c) =>
      c.notNull().references('officials.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('event_judges_pk', ['event_id', 'official_id'])
    .execute();
  // Deleting an official looks their panel rows up by official.
  await db.schema
    .createIndex('event_judges_official_idx')
    .on('event_judges')
    .column('official_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_judges').execute();
}
