import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { LiveNotification } from '../../shared/live';
import type { Database } from '../db/schema';

/** A notification waiting for its transaction to commit. */
export type PendingNotification = { competitionId: string; topic: string; ids: string[] };

/** What the `payload` column holds: the notification without its seq and topic. */
const StoredPayloadSchema = z.object({ ids: z.array(z.string()) });

const readIds = (payload: string) => StoredPayloadSchema.parse(JSON.parse(payload)).ids;

/** Appends notifications inside the writer's transaction, returning them with their seq. */
export async function appendChanges(
  trx: Transaction<Database>,
  pending: PendingNotification[],
): Promise<LiveNotification[]> {
  const stored: LiveNotification[] = [];
  const createdAt = new Date().toISOString();
  for (const { competitionId, topic, ids } of pending) {
    const payload = JSON.stringify({ ids });
    const row = await trx
      .insertInto('changes')
      .values({
        competition_id: competitionId,
        topic,
        payload,
        payload_bytes: Buffer.byteLength(payload),
        created_at: createdAt,
      })
      .returning('seq')
      .executeTakeFirstOrThrow();
    stored.push({ seq: Number(row.seq), topic, ids });
  }
  return stored;
}

export async function headSeq(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('changes')
    .select((eb) => eb.fn.max('seq').as('head'))
    .executeTakeFirst();
  return Number(row?.head ?? 0);
}

export async function oldestSeq(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('changes')
    .select((eb) => eb.fn.min('seq').as('oldest'))
    .executeTakeFirst();
  return Number(row?.oldest ?? 0);
}

/** Every notification after `seq`, oldest first: what another instance has not yet seen. */
export async function readChangesAfter(
  db: Kysely<Database>,
  seq: number,
  limit: number,
): Promise<LiveNotification[]> {
  const rows = await db
    .selectFrom('changes')
    .select(['seq', 'topic', 'payload'])
    .where('seq', '>', seq)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ seq: Number(r.seq), topic: r.topic, ids: readIds(r.payload) }));
}

/**
 * What a reconnecting client missed on its topics, coalesced: one notification
 * per topic, at that topic's latest seq, oldest first. Repeats of a topic carry
 * no ids (anything under it may have changed); a single change keeps its ids.
 * The answer is at most one row per topic however long the client was away.
 */
export async function readMissedPerTopic(
  db: Kysely<Database>,
  seq: number,
  topics: readonly string[],
): Promise<LiveNotification[]> {
  const rows = await db
    .selectFrom('changes')
    .select((eb) => [
      'topic',
      eb.fn.max('seq').as('latest'),
      eb.fn.countAll().as('count'),
      // The one payload when the topic changed once; unused otherwise.
      eb.fn.max('payload').as('payload'),
    ])
    .where('seq', '>', seq)
    .where('topic', 'in', topics)
    .groupBy('topic')
    .execute();
  return rows
    .map((r) => ({
      seq: Number(r.latest),
      topic: r.topic,
      ids: Number(r.count) === 1 ? readIds(String(r.payload)) : [],
    }))
    .sort((a, b) => a.seq - b.seq);
}

/** How much of the change log is kept; a client further behind is told to refetch. */
export type ChangeLogLimits = { maxCount: number; maxAgeMs: number; maxBytes: number };

/** Deletes the oldest changes until the log is within every limit. */
export async function pruneChanges(
  db: Kysely<Database>,
  limits: ChangeLogLimits,
  now = new Date(),
): Promise<void> {
  const head = await headSeq(db);
  const before = new Date(now.getTime() - limits.maxAgeMs).toISOString();
  // The newest seq whose change, with all newer ones, is more than maxBytes.
  const overSize = await sql<{ seq: number }>`
    select seq from (
      select seq, sum(payload_bytes) over (order by seq desc) as newer_bytes from changes
    ) as sized
    where newer_bytes > ${limits.maxBytes}
    order by seq desc
    limit 1`.execute(db);
  const sizeCut = Number(overSize.rows[0]?.seq ?? 0);
  await db
    .deleteFrom('changes')
    .where((eb) =>
      eb.or([
        eb('seq', '<=', head - limits.maxCount),
        eb('created_at', '<', before),
        eb('seq', '<=', sizeCut),
      ]),
    )
    .execute();
}
