import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { CHAIN_START, checkAuditChain } from './audit-chain';
import type { ChainBreak } from './audit-chain';

export type AuditVerification =
  /** `last` is the newest row, whose hash an operator can keep elsewhere. */
  | { status: 'intact'; rows: number; last: { id: number; hash: string } | null }
  /** `rows` checked out before the broken one. */
  | { status: 'broken'; rows: number; broken: ChainBreak }
  /** The chain holds together but no longer contains the hash noted earlier. */
  | { status: 'noted-missing'; rows: number; last: { id: number; hash: string } | null };

/**
 * Checks the whole audit chain in id order, one page at a time so a long log
 * never sits in memory at once. With `notedHash` (a `hash` printed by an
 * earlier check and kept elsewhere) it also checks that that row is still in
 * the chain: a valid chain without it was cut short or rewritten.
 */
export async function verifyAuditLog(
  db: Kysely<Database>,
  { pageSize = 1000, notedHash }: { pageSize?: number; notedHash?: string | undefined } = {},
): Promise<AuditVerification> {
  let position = CHAIN_START;
  let notedSeen = false;
  for (;;) {
    let page = db
      .selectFrom('audit_log')
      .select([
        'id',
        'competition_id',
        'actor_user_id',
        'actor_email',
        'action',
        'details',
        'created_at',
        'prev_hash',
        'hash',
      ])
      .orderBy('id')
      .limit(pageSize);
    if (position.lastId !== null) page = page.where('id', '>', position.lastId);
    const rows = await page.execute();
    const check = checkAuditChain(rows, position);
    if (!check.ok) return { status: 'broken', rows: check.position.rows, broken: check.broken };
    position = check.position;
    notedSeen ||= rows.some((row) => row.hash === notedHash);
    if (rows.length < pageSize) break;
  }
  const last = position.lastId === null ? null : { id: position.lastId, hash: position.lastHash };
  if (notedHash !== undefined && !notedSeen)
    return { status: 'noted-missing', rows: position.rows, last };
  return { status: 'intact', rows: position.rows, last };
}
