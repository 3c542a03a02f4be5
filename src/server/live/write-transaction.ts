import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { ChangedEntity, LiveNotification } from '../../shared/live';
import { MAX_IDS_PER_NOTIFICATION } from '../../shared/live';
import { idsOf, topicsOf } from '../../shared/live-topics';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import type { PublicReadCache } from '../http/public-read-cache';
import type { ChangeBus } from './bus';
import type { PendingNotification } from './change-log';
import { appendChanges } from './change-log';

/** `readCache`, when given, forgets what the write changed as soon as it commits. */
export type WriteContext = {
  database: DatabaseHandle;
  bus: ChangeBus;
  readCache?: PublicReadCache;
};

/**
 * What a write's body declares besides querying: the entities it changed. Which
 * live topics that touches follows from the shared table, not from the writer.
 */
export type DeclareChange = (entity: ChangedEntity) => void;

/**
 * One notification per topic the entities touch, with the union of their ids;
 * more ids than fit are sent as none ("anything under the topic").
 */
export function notificationsFor(entities: ChangedEntity[]): PendingNotification[] {
  const byTopic = new Map<string, PendingNotification>();
  for (const entity of entities) {
    for (const topic of topicsOf(entity)) {
      const pending = byTopic.get(topic) ?? {
        competitionId: entity.competitionId,
        topic,
        ids: [],
      };
      byTopic.set(topic, pending);
      pending.ids = [...new Set([...pending.ids, ...idsOf(entity)])];
    }
  }
  return [...byTopic.values()].map((p) =>
    p.ids.length > MAX_IDS_PER_NOTIFICATION ? { ...p, ids: [] } : p,
  );
}

/**
 * Runs one write as one transaction. The notifications for what it declares are
 * appended to the change log in the same transaction and published only after
 * commit, so a subscriber never hears of a change that was rolled back.
 *
 * This instance's read cache forgets the changed answers right after commit,
 * before publishing: PostgreSQL's bus brings the change back only later (by
 * LISTEN), and the writer's next read must already see its write. The change
 * feed is not fed early, though: it would then skip a lower seq committed by
 * another instance and heard later.
 */
export async function runWriteTransaction<T>(
  { database, bus, readCache }: WriteContext,
  body: (trx: Transaction<Database>, changed: DeclareChange) => Promise<T>,
): Promise<T> {
  let stored: LiveNotification[] = [];
  const result = await database.db.transaction().execute(async (trx) => {
    if (database.dialect === 'postgres') {
      // Serializes writers so change seqs commit in order; otherwise a client
      // could see seq 11 before seq 10 commits and skip 10 on reconnect.
      await sql`select pg_advisory_xact_lock(7263001)`.execute(trx);
    }
    const entities: ChangedEntity[] = [];
    const value = await body(trx, (entity) => entities.push(entity));
    stored = await appendChanges(trx, notificationsFor(entities));
    return value;
  });
  readCache?.invalidate(stored);
  await bus.publish(stored);
  return result;
}
