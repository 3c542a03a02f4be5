import type { RoundState } from '../competition/enumerations';

/** What choosing the MC's moments needs of a round. */
export interface McRoundPosition {
  state: RoundState;
  scheduleIndex: number;
  startedAt: string | null;
  /** When its result was posted (Posted rounds), ISO 8601. */
  postedAt: string | null;
}

/** How many rounds still to come the MC sees after the current moment. */
export const NEXT_ROUNDS_SHOWN = 2;

/**
 * Now: the rounds on the floor (Running), those waiting for their result
 * (Marked), and those whose result was posted since the latest round started,
 * so the MC announces it before the floor moves on. Next: the first rounds in
 * schedule order not started yet (Initialized or Empty). Both in schedule
 * order; Skipped rounds are neither.
 */
export function mcNowAndNext<R extends McRoundPosition>(
  rounds: readonly R[],
  nextCount: number = NEXT_ROUNDS_SHOWN,
): { now: R[]; next: R[] } {
  const ordered = [...rounds].sort((a, b) => a.scheduleIndex - b.scheduleIndex);
  const latestStart = ordered
    .map((round) => round.startedAt)
    .filter((startedAt) => startedAt !== null)
    .reduce<string | null>((latest, at) => (latest === null || at > latest ? at : latest), null);
  const justPosted = (round: R) =>
    round.state === 'Posted' &&
    round.postedAt !== null &&
    latestStart !== null &&
    round.postedAt >= latestStart;
  return {
    now: ordered.filter(
      (round) => round.state === 'Running' || round.state === 'Marked' || justPosted(round),
    ),
    next: ordered
      .filter((round) => round.state === 'Initialized' || round.state === 'Empty')
      .slice(0, nextCount),
  };
}
