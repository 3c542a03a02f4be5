import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { LiveChange } from '../../shared/live';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import type { ChangeBus } from './bus';
import type { PendingChange } from './change-log';
import { appendChanges } from './change-log';

export type WriteContext = { database: DatabaseHandle; bus: ChangeBus };

/** What a write's body may do besides querying: announce changes to live subscribers. */
export type Announce = (change: PendingChange) => void;

/**
 * Runs one write as one transaction. The changes it announces are appended to
 * the change log in the same transaction and published only after commit, so a
 * subscriber never sees a change that was rolled back.
 */
export async function runWriteTransaction<T>(
  { database, bus }: WriteContext,
  body: (trx: Transaction<Database>, announce: Announce) => Promise<T>,
): Promise<T> {
  let stored: LiveChange[] = [];
  const result = await database.db.transaction().execute(async (trx) => {
    if (database.dialect === 'postgres') {
      // Serializes writers so change seqs commit in order; otherwise a client
      // could see seq 11 before seq 10 commits and skip 10 on reconnect.
      await sql`select pg_advisory_xact_lock(7263001)`.execute(trx);
    }
    const pending: PendingChange[] = [];
    const value = await body(trx, (change) => pending.push(change));
    stored = await appendChanges(trx, pending);
    return value;
  });
  await bus.publish(stored);
  return result;
}
