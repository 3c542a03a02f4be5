import type { Kysely, Transaction } from 'kysely';
import type { AuditEntry } from '../../shared/admin';
import type { Database } from '../db/schema';

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

export async function recordAudit(
  trx: Transaction<Database>,
  entry: {
    competitionId: string | null;
    actor: Actor;
    action: string;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      competition_id: entry.competitionId,
      actor_user_id: entry.actor.userId,
      actor_email: entry.actor.email,
      action: entry.action,
      details: JSON.stringify(entry.details),
      created_at: new Date().toISOString(),
    })
    .execute();
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
