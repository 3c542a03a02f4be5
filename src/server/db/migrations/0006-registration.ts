import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas */

/**
 * Registration (spec sections 3 to 5 and 9): competitors (one row per dancer,
 * with their number, school, age category and level per style), the couples'
 * registrations that hold the edit code, and each competition's school list and
 * fees. Entries gain the registration that made them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const cascadeTo = (table: string) => (c: any) =>
    c.notNull().references(`${table}.id`).onDelete('cascade');

  await db.schema
    .createTable('competitors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('competition_id', 'text', cascadeTo('competitions'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    /** Lower-case; identifies the dancer within a competition. Never public. */
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('affiliation', 'text', (c) => c.notNull())
    .addColumn('age_category', 'text', (c) => c.notNull())
    .addColumn('standard_level', 'text', (c) => c.notNull())
    .addColumn('smooth_level', 'text', (c) => c.notNull())
    .addColumn('rhythm_level', 'text', (c) => c.notNull())
    .addColumn('latin_level', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('competitors_number_unique', ['competition_id', 'number'])
    .addUniqueConstraint('competitors_email_unique', ['competition_id', 'email'])
    .execute();

  await db.schema
    .createTable('registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('competition_id', 'text', cascadeTo('competitions'))
    .addColumn('lead_id', 'text', cascadeTo('competitors'))
    /** Null while the partner is to be announced. */
    .addColumn('follow_id', 'text', (c) => c.references('competitors.id').onDelete('cascade'))
    /** scrypt of the edit code as `salt:hash` (hex); the code itself is only emailed. */
    .addColumn('edit_code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('registrations_lead_idx')
    .on('registrations')
    .column('lead_id')
    .execute();
  await db.schema
    .createIndex('registrations_follow_idx')
    .on('registrations')
    .column('follow_id')
    .execute();

  await db.schema
    .alterTable('entries')
    .addColumn('registration_id', 'text', (c) =>
      c.references('registrations.id').onDelete('set null'),
    )
    .execute();
  await db.schema.createIndex('entries_lead_idx').on('entries').column('lead_id').execute();
  await db.schema.createIndex('entries_follow_idx').on('entries').column('follow_id').execute();

  await db.schema
    .createTable('registration_settings')
    .addColumn('competition_id', 'text', (c) =>
      c.primaryKey().references('competitions.id').onDelete('cascade'),
    )
    /** JSON array of school and club names, in the order the form lists them. */
    .addColumn('affiliations', 'text', (c) => c.notNull().defaultTo('[]'))
    /** JSON FeeSchedule: cents per competitor and per entry for each phase. */
    .addColumn('fees', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('registration_settings').execute();
  await db.schema.dropIndex('entries_follow_idx').execute();
  await db.schema.dropIndex('entries_lead_idx').execute();
  await db.schema.alterTable('entries').dropColumn('registration_id').execute();
  await db.schema.dropTable('registrations').execute();
  await db.schema.dropTable('competitors').execute();
}
