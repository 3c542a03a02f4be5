import { failure, findRound, unknownRound } from './schedule-model';
import type { OperationResult, ScheduledRound } from './schedule-model';

export interface CheckInOptions {
  /** The event setting cascadeCheckin (true by default in the spec). */
  cascade: boolean;
}

/**
 * Checks an entry in (or out) of a round and, with cascading on, of the rounds
 * that follow it while the couple stays on the floor: from round n the check-in
 * passes to round n - 1 of the same event (the round danced next) when that
 * round holds the same entry and its schedule position is the very next one
 * (its scheduleIndex is one more), then on from there in the same way. It
 * stops at the first round that is not scheduled straight after, or that the
 * entry is not in, so a couple who has to come back later checks in again.
 * Rounds are returned in the order given, only the changed ones replaced.
 */
export function cascadeCheckin(
  rounds: readonly ScheduledRound[],
  eventName: string,
  fromRoundNumber: number,
  entryId: string,
  checkedIn: boolean,
  options: CheckInOptions = { cascade: true },
): OperationResult<ScheduledRound[]> {
  const start = findRound(rounds, eventName, fromRoundNumber);
  if (!start) return unknownRound(eventName, fromRoundNumber);
  if (!holds(start, entryId)) {
    return failure(
      'unknown-entry',
      `Round ${fromRoundNumber} of "${eventName}" has no entry "${entryId}".`,
    );
  }

  const changed = new Set<ScheduledRound>([start]);
  let current = start;
  while (options.cascade) {
    const next = findRound(rounds, eventName, current.roundNumber - 1);
    if (!next || next.scheduleIndex !== current.scheduleIndex + 1 || !holds(next, entryId)) break;
    changed.add(next);
    current = next;
  }

  return {
    ok: true,
    value: rounds.map((round) =>
      changed.has(round)
        ? {
            ...round,
            entries: round.entries.map((entry) =>
              entry.entryId === entryId ? { ...entry, checkedIn } : entry,
            ),
          }
        : round,
    ),
  };
}

function holds(round: ScheduledRound, entryId: string): boolean {
  return round.entries.some((entry) => entry.entryId === entryId);
}
