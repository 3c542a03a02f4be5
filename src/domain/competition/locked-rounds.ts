import type { RoundKey, ScheduledRound } from './schedule-model';

const sameRound = (a: ScheduledRound, b: ScheduledRound) =>
  a.roundNumber === b.roundNumber &&
  a.roundName === b.roundName &&
  a.roundState === b.roundState &&
  a.recallSize === b.recallSize &&
  a.numHeats === b.numHeats &&
  a.entries.length === b.entries.length &&
  a.entries.every(
    (entry, i) =>
      entry.entryId === b.entries[i]?.entryId && entry.checkedIn === b.entries[i]?.checkedIn,
  );

/**
 * The first locked round a schedule operation would change, or undefined.
 * A locked round must survive with its number, name, state, sizes and couples,
 * and its event must keep exactly its rounds and their numbers (a round added,
 * removed or renumbered beside it would change where its couples came from or
 * go). Only its position in the day (`scheduleIndex`) may change: moving a
 * round in the running order changes when it is danced, never its result.
 * Rounds are followed by `sourceId`, which operations carry across a move.
 */
export function changedLockedRound(
  before: readonly ScheduledRound[],
  after: readonly ScheduledRound[],
  locked: readonly RoundKey[],
): ScheduledRound | undefined {
  const ofEvent = (rounds: readonly ScheduledRound[], eventName: string) =>
    rounds.filter((round) => round.eventName === eventName);
  return before.find((round) => {
    if (!locked.some((l) => l.eventName === round.eventName && l.roundNumber === round.roundNumber))
      return false;
    const was = ofEvent(before, round.eventName);
    const now = ofEvent(after, round.eventName);
    const survivor = (r: ScheduledRound) => now.find((n) => n.sourceId === r.sourceId);
    const kept = survivor(round);
    return (
      !kept ||
      !sameRound(round, kept) ||
      now.length !== was.length ||
      was.some((r) => survivor(r)?.roundNumber !== r.roundNumber)
    );
  });
}
