import type { RoundState } from '../competition/enumerations';

/**
 * The deck captain's rules for the floor: which rounds are "now and next",
 * which couples of a round a scratch leaves out, when a round's couples may
 * still be rearranged, and how the check-in is counted.
 */

/** A round has started once the scrutineer put its couples on the floor; before, the deck captain may rearrange it. */
export function isRoundStarted(state: RoundState): boolean {
  return state !== 'Initialized' && state !== 'Empty';
}

/**
 * The earlier round whose posting fills a round, or null when the round's
 * couples are its own. A recall round is filled with the couples recalled
 * from the round danced before it, which replaces whatever the round held, so
 * until that round is posted the round has no couples of its own to
 * rearrange. A skipped round is see-through: skipping copied its couples into
 * the round after it (decision 008), so the round after a skip waits for the
 * round before the skip, if any. `earlier` is the event's rounds danced
 * before this one, nearest first (round numbers n + 1, n + 2, ...).
 */
export function awaitedRound<R extends { roundState: RoundState }>(
  earlier: readonly R[],
): R | null {
  const feeding = earlier.find((round) => round.roundState !== 'Skipped');
  return feeding !== undefined && feeding.roundState !== 'Posted' ? feeding : null;
}

export interface FloorRoundPosition {
  roundState: RoundState;
  scheduleIndex: number;
}

/** How many rounds still to come the deck captain sees after the running ones. */
export const NEXT_ROUNDS_SHOWN = 4;

/**
 * Now: the rounds being danced (Running), in schedule order. Next: the first
 * rounds in schedule order that have not started yet. Marked, posted and
 * skipped rounds are done with the floor, so they are neither.
 */
export function nowAndNext<R extends FloorRoundPosition>(
  rounds: readonly R[],
  nextCount: number = NEXT_ROUNDS_SHOWN,
): { now: R[]; next: R[] } {
  const ordered = [...rounds].sort((a, b) => a.scheduleIndex - b.scheduleIndex);
  return {
    now: ordered.filter((round) => round.roundState === 'Running'),
    next: ordered.filter((round) => !isRoundStarted(round.roundState)).slice(0, nextCount),
  };
}

/**
 * A scratched entry is withdrawn from its event from the moment of the
 * scratch: it is left out of every round that had not started by then (not
 * started at all, or started at or after the scratch). A round already on the
 * floor keeps the couple, so its judges' marks stay whole. ISO-8601 UTC
 * timestamps, which compare as text.
 */
export function isLeftOutByScratch(scratchedAt: string | null, roundStartedAt: string | null): boolean {
  if (scratchedAt === null) return false;
  return roundStartedAt === null || roundStartedAt >= scratchedAt;
}

/** "12 of 14 checked in": couples left out by a scratch are not counted at all. */
export function checkInCount(
  couples: readonly { checkedIn: boolean; leftOut: boolean }[],
): { checkedIn: number; dancing: number } {
  const dancing = couples.filter((couple) => !couple.leftOut);
  return {
    checkedIn: dancing.filter((couple) => couple.checkedIn).length,
    dancing: dancing.length,
  };
}

/** A couple without a drawn heat dances in heat 1; a round has at least one heat. */
export const heatOf = (heat: number | null): number => heat ?? 1;

/**
 * Why a couple cannot go into `heat` of a round with `numHeats` heats, or
 * null when it can. Heats are numbered from 1.
 */
export function heatRefusal(heat: number, numHeats: number): string | null {
  const heats = Math.max(1, numHeats);
  if (!Number.isInteger(heat) || heat < 1 || heat > heats) {
    return heats === 1 ? 'must be 1: the round has one heat' : `must be a heat from 1 to ${heats}`;
  }
  return null;
}
