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

/** Every chairman's lock of the competition's rounds (the chairman's screen, results sheets). */
export function competitionLocks(db: Reader, competitionId: string) {
  return db
    .selectFrom('round_locks')
    .innerJoin('events', 'events.id', 'round_locks.event_id')
    .select([
      'round_locks.event_id',
      'round_locks.round_number',
      'round_locks.locked_by',
      'round_locks.locked_at',
    ])
    .where('events.competition_id', '=', competitionId)
    .execute();
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

/**
 * Refuses a delete whose foreign keys would cascade into a locked round: an
 * event with a locked round, or entries dancing in one. Names the first such
 * round in the same words as `assertRoundUnlocked`.
 */
export async function assertNoLockedRoundHolds(
  trx: Transaction<Database>,
  scope: { eventId: string } | { entryIds: readonly string[] },
): Promise<void> {
  if ('entryIds' in scope && !scope.entryIds.length) return;
  const locked = await trx
    .selectFrom('round_locks')
    .innerJoin('events', 'events.id', 'round_locks.event_id')
    .innerJoin('rounds', (join) =>
      join
        .onRef('rounds.event_id', '=', 'round_locks.event_id')
        .onRef('rounds.round_number', '=', 'round_locks.round_number'),
    )
    .select(['events.name as eventName', 'rounds.round_name as roundName'])
    .where((eb) =>
      'eventId' in scope
        ? eb('round_locks.event_id', '=', scope.eventId)
        : eb.exists(
            eb
              .selectFrom('round_entries')
              .select('round_entries.entry_id')
              .whereRef('round_entries.round_id', '=', 'rounds.id')
              .where('round_entries.entry_id', 'in', scope.entryIds),
          ),
    )
    .orderBy('events.name')
    .orderBy('round_locks.round_number')
    .executeTakeFirst();
  if (locked) throw errors.roundLocked(locked.eventName, locked.roundName);
}
