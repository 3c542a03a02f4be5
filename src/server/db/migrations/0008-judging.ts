import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas */

/**
 * What judges and the scrutineer write on the competition day (issue 11).
 *
 * Everything is keyed by event and round number, never by `rounds.id`: the
 * schedule operations rewrite every round row and renumber rounds, and the
 * schedule store carries these rows along (spec section 4: "stored marks and
 * saved results shifted up by one").
 *
 * - `dance_sheets`: a judge's current list for one dance (draft or submitted),
 *   with the device and its version counter, so a late queued draft never
 *   overwrites a newer one.
 * - `marks`: one row per couple of a submitted sheet (1 = recalled; in a final
 *   the place), written in the sheet's transaction.
 * - `mark_submissions`: the idempotency log; a repeated submission id is
 *   answered with the stored answer and never applied twice.
 * - `judge_absences`: a judge the scrutineer marked absent for a round.
 *
 * 0003's `marks` table (a JSON list per judge) was never written by anything,
 * so it is replaced, not migrated.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const event = (c: any) => c.notNull().references('events.id').onDelete('cascade');
  const judge = (c: any) => c.notNull().references('officials.id').onDelete('cascade');

  await db.schema.dropTable('marks').execute();
  await db.schema
    .createTable('marks')
    .addColumn('event_id', 'text', event)
    .addColumn('round_number', 'integer', (c) => c.notNull())
    .addColumn('judge_id', 'text', judge)
    .addColumn('dance', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('mark', 'integer', (c) => c.notNull())
    .addColumn('submission_id', 'text')
    .addColumn('device_id', 'text')
    .addColumn('entered_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('marks_pk', [
      'event_id',
      'round_number',
      'judge_id',
      'dance',
      'entry_id',
    ])
    .execute();

  await db.schema
    .createTable('dance_sheets')
    .addColumn('event_id', 'text', event)
    .addColumn('round_number', 'integer', (c) => c.notNull())
    .addColumn('judge_id', 'text', judge)
    .addColumn('dance', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    /** JSON list of entry ids: recalled couples, or a final's couples in place order. */
    .addColumn('entries', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('entered_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .addPrimaryKeyConstraint('dance_sheets_pk', ['event_id', 'round_number', 'judge_id', 'dance'])
    .execute();

  await db.schema
    .createTable('mark_submissions')
    .addColumn('submission_id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', event)
    .addColumn('round_number', 'integer', (c) => c.notNull())
    .addColumn('judge_id', 'text', judge)
    .addColumn('dance', 'text', (c) => c.notNull())
    .addColumn('entries', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    /** The exact answer given, repeated for a repeated submission. */
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mark_submissions_round_idx')
    .on('mark_submissions')
    .columns(['event_id', 'round_number'])
    .execute();

  await db.schema
    .createTable('judge_absences')
    .addColumn('event_id', 'text', event)
    .addColumn('round_number', 'integer', (c) => c.notNull())
    .addColumn('judge_id', 'text', judge)
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('marked_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('judge_absences_pk', ['event_id', 'round_number', 'judge_id'])
    .execute();

  // How many couples each judge is asked to recall per dance; null: the round's recall size.
  await db.schema.alterTable('rounds').addColumn('recall_target', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rounds').dropColumn('recall_target').execute();
  for (const table of ['judge_absences', 'mark_submissions', 'dance_sheets', 'marks']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .createTable('marks')
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('round_number', 'integer', (c) => c.notNull())
    .addColumn('judge_key', 'text', (c) => c.notNull())
    .addColumn('marks', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('marks_pk', ['event_id', 'round_number', 'judge_key'])
    .execute();
}
