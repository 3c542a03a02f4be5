import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** The few places that must differ between the two databases ask this. */
export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
