import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Runs several reads as one snapshot, so a write committing between them
 * cannot show half of itself (an entry both active and withdrawn, say). On
 * PostgreSQL the reads share one repeatable-read transaction; SQLite's
 * transactions always read one snapshot (Kysely ignores the level there).
 */
export function readSnapshot<T>(
  db: Kysely<Database>,
  body: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().setIsolationLevel('repeatable read').execute(body);
}
