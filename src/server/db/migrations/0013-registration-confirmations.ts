import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas */

/**
 * A public registration that names a dancer already on file enters nobody
 * until that dancer confirms from an emailed link (issues 16.2 and 19.1,
 * decision 022).
 *
 * - `registrations.requested_event_ids`: the events asked for (a JSON array),
 *   kept while the registration waits for a confirmation; null once entered.
 * - `registrations.code_tag`: the first byte of sha256(edit code) in hex, so a
 *   lookup tries scrypt on the registrations whose tag matches instead of a
 *   fixed number of an email's newest. Null for rows from before this
 *   migration (their codes cannot be recovered), which stay candidates.
 * - `registration_confirmations`: one row per dancer whose record predates the
 *   registration. Only a hash of the emailed token is stored. Whether a
 *   registration waits is `requested_event_ids` being set (an expired,
 *   unanswered row still leaves it waiting); these rows say whom it waits
 *   for and who answered. The index on (competitor, created) counts the mails a
 *   dancer was sent in a day, across every sender and every instance.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('registrations').addColumn('requested_event_ids', 'text').execute();
  await db.schema.alterTable('registrations').addColumn('code_tag', 'text').execute();
  await db.schema
    .createTable('registration_confirmations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('competition_id', 'text', (c) =>
      c.notNull().references('competitions.id').onDelete('cascade'),
    )
    .addColumn('registration_id', 'text', (c) =>
      c.notNull().references('registrations.id').onDelete('cascade'),
    )
    .addColumn('competitor_id', 'text', (c) =>
      c.notNull().references('competitors.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) => c.notNull())
    /** sha256 (hex) of the emailed token; the token itself is only in the mail. */
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    /** 1 accepted, 0 declined, null while unanswered. */
    .addColumn('accepted', 'integer')
    .execute();
  await db.schema
    .createIndex('registration_confirmations_competitor_created')
    .on('registration_confirmations')
    .columns(['competitor_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('registration_confirmations_registration')
    .on('registration_confirmations')
    .column('registration_id')
    .execute();
  await db.schema
    .createIndex('registrations_code_tag')
    .on('registrations')
    .columns(['competition_id', 'code_tag'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('registration_confirmations').execute();
  await db.schema.dropIndex('registrations_code_tag').execute();
  await db.schema.alterTable('registrations').dropColumn('code_tag').execute();
  await db.schema.alterTable('registrations').dropColumn('requested_event_ids').execute();
}
