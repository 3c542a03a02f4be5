import type { Kysely, Transaction } from 'kysely';
import type { LiveChange } from '../../shared/live';
import type { Database } from '../db/schema';

export type PendingChange = { competitionId: string; topic: string; data: unknown };

/** Appends changes inside the writer's transaction, returning them with their seq. */
export async function appendChanges(
  trx: Transaction<Database>,
  pending: PendingChange[],
): Promise<LiveChange[]> {
  const stored: LiveChange[] = [];
  const createdAt = new Date().toISOString();
  for (const change of pending) {
    const data = change.data ?? null;
    const row = await trx
      .insertInto('changes')
      .values({
        competition_id: change.competitionId,
        topic: change.topic,
        payload: JSON.stringify(data),
        created_at: createdAt,
      })
      .returning('seq')
      .executeTakeFirstOrThrow();
    stored.push({ seq: Number(row.seq), topic: change.topic, data });
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

/** Changes after `seq`, oldest first, optionally only on some topics. */
export async function readChangesAfter(
  db: Kysely<Database>,
  seq: number,
  limit: number,
  topics?: readonly string[],
): Promise<LiveChange[]> {
  let query = db
    .selectFrom('changes')
    .select(['seq', 'topic', 'payload'])
    .where('seq', '>', seq)
    .orderBy('seq')
    .limit(limit);
  if (topics) query = query.where('topic', 'in', topics);
  const rows = await query.execute();
  return rows.map((r) => ({ seq: Number(r.seq), topic: r.topic, data: JSON.parse(r.payload) }));
}

/** Keeps the log bounded; a client further behind than what is kept is told to refetch. */
export async function pruneChanges(db: Kysely<Database>, keep: number): Promise<void> {
  const head = await headSeq(db);
  await db
    .deleteFrom('changes')
    .where('seq', '<=', head - keep)
    .execute();
}
