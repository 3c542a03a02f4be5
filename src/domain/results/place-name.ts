import { ordinal } from '../ordinal';

/**
 * A final place as results print it: "3rd", or "3rd–4th" when two couples
 * share third and fourth (the printed "3-4", kept in ordinals so it reads as
 * a place). `position` is the best position the place covers, `sharedBy`
 * how many couples share it.
 */
export function placeName(position: number, sharedBy: number): string {
  if (sharedBy <= 1) return ordinal(position);
  return `${ordinal(position)}–${ordinal(position + sharedBy - 1)}`;
}

/**
 * The same for a place as the Skating System gives it: couples it could not
 * separate share the mean of the positions they cover (3.5 for third and
 * fourth), so the best position is found from how many share it.
 */
export function finalPlaceName(place: number, sharedBy: number): string {
  return placeName(place - (Math.max(sharedBy, 1) - 1) / 2, sharedBy);
}

/** How many of a final's places are `place`: the couples sharing it (at least 1, its own). */
export const sharersOf = (place: number, finalPlaces: readonly number[]) =>
  Math.max(finalPlaces.filter((other) => other === place).length, 1);

/** Names each place of one final ("1st", "3rd–4th"), given all of the final's places. */
export const finalPlaceNamer =
  (finalPlaces: readonly number[]) =>
  (place: number): string =>
    finalPlaceName(place, sharersOf(place, finalPlaces));
