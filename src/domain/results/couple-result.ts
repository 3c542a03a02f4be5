import { ordinal } from '../ordinal';

/** A posted round a couple danced, as far as the results index needs it. */
export interface DancedRound {
  roundNumber: number;
  roundName: string;
}

/**
 * How far a couple got, as far as rounds are posted: its place as an ordinal
 * ("1st") when it is placed in the posted final, otherwise the name of the
 * furthest posted round it danced (round numbers count down to the final, 1).
 * Null when it danced no posted round.
 */
export function coupleResult(
  danced: readonly DancedRound[],
  finalPlace: number | null,
): string | null {
  if (finalPlace !== null) return ordinal(finalPlace);
  const furthest = danced.reduce<DancedRound | null>(
    (best, round) => (best === null || round.roundNumber < best.roundNumber ? round : best),
    null,
  );
  return furthest?.roundName ?? null;
}
