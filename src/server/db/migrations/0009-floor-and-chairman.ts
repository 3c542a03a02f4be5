import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas */

/**
 * The deck captain's floor and the chairman's oversight (issue 12).
 *
 * - `round_entries.absent`: a no-show for that round, set by the deck captain
 *   until the round starts. `round_entries.walk_on`: the couple was added to
 *   the round on the day (shown as new on the MC's script).
 * - `entries.scratched_at` / `scratch_reason`: the entry is withdrawn from its
 *   event from that moment on; rounds started after it no longer show the
 *   couple. Clearing both undoes the scratch.
 * - `round_locks`: a posted round the chairman approved; nothing about it may
 *   change until the chairman unlocks it. Keyed by event and round number,
 *   like the judging tables, so the schedule store carries it along.
 * - `chairman_pins`: the competition's chairman PIN, stored as a slow hash.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('round_entries')
    .addColumn('absent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('round_entries')
    .addColumn('walk_on', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('entries').addColumn('scratched_at', 'text').execute();
  await db.schema.alterTable('entries').addColumn('scratch_reason', 'text').execute();

  await db.schema
    .createTable('round_locks')
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('round_number', 'integer', (c) => c.notNull())
    .addColumn('locked_by', 'text', (c) => c.notNull())
    .addColumn('locked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('round_locks_pk', ['event_id', 'round_number'])
    .execute();

  await db.schema
    .createTable('chairman_pins')
    .addColumn('competition_id', 'text', (c) =>
      c.primaryKey().references('competitions.id').onDelete('cascade'),
    )
    .addColumn('pin_hash', 'text', (c) => c.notNull())
    .addColumn('set_by', 'text', (c) => c.notNull())
    .addColumn('set_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chairman_pins').execute();
  await db.schema.dropTable('round_locks').execute();
  await db.schema.alterTable('entries').dropColumn('scratch_reason').execute();
  await db.schema.alterTable('entries').dropColumn('scratched_at').execute();
  await db.schema.alterTable('round_entries').dropColumn('walk_on').execute();
  await db.schema.alterTable('round_entries').dropColumn('absent').execute();
}
