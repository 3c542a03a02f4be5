import type { Kysely } from 'kysely';
import { GENESIS_HASH, chainAuditRows } from '../../services/audit-chain';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas */

const PAGE_SIZE = 500;

/**
 * The tamper-evident audit log (issue 12, decision 018): every row carries the
 * previous row's hash and its own. Existing rows are chained in id order, the
 * order `audit:verify` checks, so a migrated database verifies. Pages keep a
 * long log out of memory; on PostgreSQL the ALTER TABLE lock keeps writers out
 * until the migration commits.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('audit_log')
    .addColumn('prev_hash', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('audit_log')
    .addColumn('hash', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  let prevHash = GENESIS_HASH;
  let afterId = 0;
  for (;;) {
    const page = await db
      .selectFrom('audit_log')
      .select([
        'id',
        'competition_id',
        'actor_user_id',
        'actor_email',
        'action',
        'details',
        'created_at',
      ])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(PAGE_SIZE)
      .execute();
    if (page.length === 0) return;
    for (const row of chainAuditRows(page, prevHash)) {
      await db
        .updateTable('audit_log')
        .set({ prev_hash: row.prev_hash, hash: row.hash })
        .where('id', '=', row.id)
        .execute();
      prevHash = row.hash;
      afterId = row.id;
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('hash').execute();
  await db.schema.alterTable('audit_log').dropColumn('prev_hash').execute();
}
