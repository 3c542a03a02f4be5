import { finalPlaceName, sharersOf } from './place-name';

/** A posted round a couple danced, as far as the results index needs it. */
export interface DancedRound {
  roundNumber: number;
  roundName: string;
}

/**
 * How far a couple got, as far as rounds are posted: its place ("1st",
 * "3rd–4th" when shared) when it is placed in the posted final, given with
 * every place of that final; otherwise the name of the
 * furthest posted round it danced (round numbers count down to the final, 1).
 * Null when it danced no posted round.
 */
export function coupleResult(
  danced: readonly DancedRound[],
  finalPlace: number | null,
  finalPlaces: readonly number[],
): string | null {
  if (finalPlace !== null) return finalPlaceName(finalPlace, sharersOf(finalPlace, finalPlaces));
  const furthest = danced.reduce<DancedRound | null>(
    (best, round) => (best === null || round.roundNumber < best.roundNumber ? round : best),
    null,
  );
  return furthest?.roundName ?? null;
}
