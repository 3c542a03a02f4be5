import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { AuditEntry } from '../../shared/admin';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { GENESIS_HASH, auditRowHash } from './audit-chain';
import type { AuditHashedFields } from './audit-chain';

/** Who made a change: a signed-in user, or the system (seed, tests, migrations). */
export type Actor = { userId: string | null; email: string };
export const SYSTEM_ACTOR: Actor = { userId: null, email: 'system' };

const MAX_TEXT = 300;

function clip(value: unknown): unknown {
  return typeof value === 'string' && value.length > MAX_TEXT
    ? `${value.slice(0, MAX_TEXT)}…`
    : value;
}

/**
 * What changed between two versions of a record, field by field (one level of
 * nesting, e.g. `socials.instagram`), with long texts clipped.
 */
export function describeChanges(
  before: object,
  after: object,
  prefix = '',
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  for (const key of Object.keys(a)) {
    const from = b[key];
    const to = a[key];
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    const nested =
      from && to && typeof from === 'object' && typeof to === 'object' && !Array.isArray(to);
    if (nested && !prefix) Object.assign(changes, describeChanges(from, to, `${key}.`));
    else changes[`${prefix}${key}`] = { from: clip(from), to: clip(to) };
  }
  return changes;
}

/**
 * PostgreSQL advisory lock key for appending to the audit chain (7263001 is
 * the writers' lock in live/write-transaction.ts; this one is taken last, by
 * audit writes only, so the two can never deadlock).
 */
const AUDIT_CHAIN_LOCK = 7263002;

/**
 * Appends a row to the audit log's hash chain (see audit-chain.ts). Two
 * transactions must never chain onto the same row: on PostgreSQL, where
 * several instances write at once, the advisory lock (held until commit) makes
 * each read the hash the previous one committed. SQLite needs none: one
 * process's transactions run one at a time on its one connection, and a
 * second process that read a stale last row fails to commit (SQLITE_BUSY)
 * rather than fork the chain.
 */
export async function recordAudit(
  trx: Transaction<Database>,
  entry: {
    competitionId: string | null;
    actor: Actor;
    action: string;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await appendAuditRows(trx, [
    {
      competition_id: entry.competitionId,
      actor_user_id: entry.actor.userId,
      actor_email: entry.actor.email,
      action: entry.action,
      details: JSON.stringify(entry.details),
      created_at: new Date().toISOString(),
    },
  ]);
}

/**
 * Chains rows onto the end of the audit log in the order given, keeping their
 * contents as they are (an import brings rows written elsewhere, with their
 * own times). `recordAudit` explains the locking.
 */
export async function appendAuditRows(
  trx: Transaction<Database>,
  rows: readonly AuditHashedFields[],
): Promise<void> {
  if (rows.length === 0) return;
  if (isPostgres(trx))
    await sql`select pg_advisory_xact_lock(${sql.lit(AUDIT_CHAIN_LOCK)})`.execute(trx);
  const last = await trx
    .selectFrom('audit_log')
    .select('hash')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  let prevHash = last?.hash ?? GENESIS_HASH;
  for (const row of rows) {
    const hash = auditRowHash(prevHash, row);
    await trx
      .insertInto('audit_log')
      .values({ ...row, prev_hash: prevHash, hash })
      .execute();
    prevHash = hash;
  }
}

/** Newest first; `beforeId` pages further back. Includes deployment-wide entries (staff changes). */
export async function listAudit(
  db: Kysely<Database>,
  competitionId: string,
  { limit, beforeId }: { limit: number; beforeId?: number | undefined },
): Promise<AuditEntry[]> {
  let query = db
    .selectFrom('audit_log')
    .selectAll()
    .where((eb) =>
      eb.or([eb('competition_id', '=', competitionId), eb('competition_id', 'is', null)]),
    )
    .orderBy('id', 'desc')
    .limit(limit);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.created_at,
    actorEmail: row.actor_email,
    action: row.action,
    details: JSON.parse(row.details) as Record<string, unknown>,
  }));
}
