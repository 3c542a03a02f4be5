import type { PrintEventResults, NumberedRoundLock } from '../../../shared/printing';

/**
 * The chairman's approval of an event's results sheet: given once every
 * posted round of the event is locked, and dated by the last lock (the one
 * that completed it). Null while a posted round is not locked, or when the
 * event has no posted round.
 */
export function chairmanApproval(event: PrintEventResults): NumberedRoundLock | null {
  const lockOf = new Map(event.locks.map((lock) => [lock.roundNumber, lock]));
  const locks = event.rounds.map((round) => lockOf.get(round.roundNumber));
  if (locks.length === 0) return null;
  let last: NumberedRoundLock | null = null;
  for (const lock of locks) {
    if (!lock) return null;
    if (!last || Date.parse(lock.lockedAt) > Date.parse(last.lockedAt)) last = lock;
  }
  return last;
}
