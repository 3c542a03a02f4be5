import { ordinal } from '../ordinal';

/**
 * Round identity, names and default sizes.
 *
 * Round numbers count back from the final: round 1 is the Final, round 2 the
 * round danced before it (the Semi-Final when there is one), and the first
 * round danced has the highest number. With this numbering every rule of the
 * spec reads literally: the "previous round" (number - 1) that a skipped or
 * deleted round passes its couples to is the round danced next, a round's name
 * follows from its number, and "default recall sizes by round index" index
 * rounds from the final.
 */

/** "event-R plus number": the event's name in the rules, its id in storage and live topics. */
export function roundIdFor(event: string, roundNumber: number): string {
  return `${event}-R${roundNumber}`;
}

/**
 * Recall size and numHeats of 0 are stored as 1. Inputs are validated at the
 * edge, so this only has to be total: anything below 1 (also NaN and
 * infinities) becomes 1 and fractions are rounded down.
 */
export function normalizeCount(count: number): number {
  return Number.isFinite(count) && count >= 1 ? Math.floor(count) : 1;
}

/**
 * Spec section 9, "default recall sizes by round index". Index i is the number
 * of couples the round i steps before the final holds at most; so it is the
 * recall size of the round i + 1 steps before the final: the Semi-Final
 * recalls 6 into the Final, the Quarter-Final 12 into the Semi-Final, and so on.
 */
export const DEFAULT_RECALL_SIZES = [6, 12, 24, 38, 60, 80] as const;

/** The final holds this many couples unless told otherwise (DEFAULT_RECALL_SIZES[0]). */
export const DEFAULT_FINAL_SIZE: number = DEFAULT_RECALL_SIZES[0];

/**
 * The most couples the round `stepsBeforeFinal` steps before the final is
 * planned to hold: the final size, then DEFAULT_RECALL_SIZES while they grow,
 * then doubling (160, 320, ... after 80). A table value that is not larger
 * than the step before it (a final size above 12, say) is replaced by doubling,
 * so capacities always grow.
 */
export function roundCapacity(stepsBeforeFinal: number, finalSize = DEFAULT_FINAL_SIZE): number {
  let capacity = normalizeCount(finalSize);
  for (let step = 1; step <= stepsBeforeFinal; step++) {
    const tabled: number | undefined = DEFAULT_RECALL_SIZES[step];
    capacity = tabled !== undefined && tabled > capacity ? tabled : capacity * 2;
  }
  return capacity;
}

/**
 * The recall size a round gets when none is set: how many couples the next
 * round holds. The Final recalls nobody; its recall size is the final size,
 * the number of couples it is meant to place.
 */
export function defaultRecallSize(roundNumber: number, finalSize = DEFAULT_FINAL_SIZE): number {
  return roundCapacity(Math.max(0, roundNumber - 2), finalSize);
}

/** Names counted back from the Final, which is index 0. */
const NAMES_FROM_FINAL = [
  'Final',
  'Semi-Final',
  'Quarter-Final',
  '1/8-Final',
  '1/16-Final',
  '1/32-Final',
  '1/64-Final',
  '1/128-Final',
  '1/256-Final',
  '1/512-Final',
] as const;

/**
 * The name of round `roundNumber` of an event with `roundCount` rounds: the
 * Final, Semi-Final, ... 1/512-Final counting back from the final; an event
 * with more than ten rounds names its earliest rounds "1st Round", "2nd Round",
 * ... counting from the first round danced.
 */
export function roundNameFor(roundNumber: number, roundCount: number): string {
  if (!Number.isInteger(roundNumber) || roundNumber < 1) return `Round ${roundNumber}`;
  const fromFinal = NAMES_FROM_FINAL[roundNumber - 1];
  if (fromFinal !== undefined) return fromFinal;
  const fromStart = roundCount - roundNumber + 1;
  return fromStart >= 1 ? `${ordinal(fromStart)} Round` : `Round ${roundNumber}`;
}
