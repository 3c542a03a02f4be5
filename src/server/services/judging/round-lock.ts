import type { Kysely, Transaction } from 'kysely';
import type { RoundLock } from '../../../shared/judging';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import type { RoundRecord } from './round-store';

type Reader = Kysely<Database> | Transaction<Database>;
type RoundKey = Pick<RoundRecord, 'eventId' | 'roundNumber'>;

/** The chairman's lock on the round, or null when it is not locked. */
export async function roundLockOf(db: Reader, round: RoundKey): Promise<RoundLock | null> {
  const row = await db
    .selectFrom('round_locks')
    .select(['locked_by', 'locked_at'])
    .where('event_id', '=', round.eventId)
    .where('round_number', '=', round.roundNumber)
    .executeTakeFirst();
  return row ? { lockedBy: row.locked_by, lockedAt: row.locked_at } : null;
}

/**
 * Refuses any write to a round the chairman approved and locked (409
 * `round_locked`), whoever makes it: the scrutineer, a judge's device, the
 * deck captain. Called inside the write's transaction, so a lock that lands
 * first wins.
 */
export async function assertRoundUnlocked(
  trx: Transaction<Database>,
  round: Pick<RoundRecord, 'eventId' | 'roundNumber' | 'eventName' | 'roundName'>,
): Promise<void> {
  if (await roundLockOf(trx, round)) throw errors.roundLocked(round.eventName, round.roundName);
}
