import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas */

/**
 * Printing and invoices (issue 14, decision 020).
 *
 * - `school_payments`: what a school paid, recorded by an organizer. The
 *   school is the affiliation text exactly as competitors carry it, so a
 *   payment still shows when no competitor of that school is left.
 * - `entry_withdrawals`: a copy of each entry as it was when its couple
 *   withdrew it. Withdrawing deletes the entry (every reader of `entries`
 *   stays as it is); the copy lets an invoice show the entry as withdrawn and
 *   not charged. The event id has no foreign key: deleting an event deletes
 *   its copies explicitly (`deleteEvent`), as it leaves every invoice. The
 *   event's name is copied so the line reads as the entry did when withdrawn.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('school_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('competition_id', 'text', (c) =>
      c.notNull().references('competitions.id').onDelete('cascade'),
    )
    .addColumn('school', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    /** The day the money came in (YYYY-MM-DD), as the organizer typed it. */
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('recorded_by_user_id', 'text')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('school_payments_competition_school')
    .on('school_payments')
    .columns(['competition_id', 'school'])
    .execute();
  await db.schema
    .createTable('entry_withdrawals')
    .addColumn('entry_id', 'text', (c) => c.primaryKey())
    .addColumn('competition_id', 'text', (c) =>
      c.notNull().references('competitions.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text')
    .addColumn('follow_id', 'text')
    .addColumn('lead_name', 'text', (c) => c.notNull())
    .addColumn('follow_name', 'text', (c) => c.notNull())
    .addColumn('lead_number', 'integer')
    .addColumn('affiliation', 'text', (c) => c.notNull())
    .addColumn('registered_time', 'text', (c) => c.notNull())
    .addColumn('registration_id', 'text')
    .addColumn('withdrawn_at', 'text', (c) => c.notNull())
    .addColumn('withdrawn_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('entry_withdrawals_competition')
    .on('entry_withdrawals')
    .column('competition_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('entry_withdrawals').execute();
  await db.schema.dropTable('school_payments').execute();
}
