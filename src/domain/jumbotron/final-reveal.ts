import type { PlaceGroup, Placed } from '../results';
import { placeGroups } from '../results';

/** One step of a final reveal: the couples of one place, and whether the screen shows them yet. */
export interface RevealStep<C extends Placed> extends PlaceGroup<C> {
  revealed: boolean;
}

/**
 * The final's places in the order the jumbotron reveals them: last place
 * first, one step per place (couples sharing a place come together), the
 * first `revealed` steps shown. Always ends with first place.
 */
export function revealSteps<C extends Placed>(
  places: readonly C[],
  revealed: number,
): RevealStep<C>[] {
  return placeGroups(places)
    .reverse()
    .map((group, index) => ({ ...group, revealed: index < revealed }));
}

/** How many steps revealing every place of the final takes. */
export const revealStepCount = (places: readonly Placed[]): number => placeGroups(places).length;
