import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas */

/**
 * The change log holds notifications (topic and changed ids), no longer whole
 * records, and is pruned by age and total size as well as count. Each row keeps
 * its payload's size so pruning by size needs no scan of the payloads. Stored
 * records become "anything under the topic changed", which is what they meant.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('changes')
    .addColumn('payload_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const empty = JSON.stringify({ ids: [] });
  await sql`update changes set payload = ${empty}, payload_bytes = ${empty.length}`.execute(db);
  await db.schema
    .createIndex('changes_created_at_idx')
    .on('changes')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('changes_created_at_idx').execute();
  await db.schema.alterTable('changes').dropColumn('payload_bytes').execute();
}
