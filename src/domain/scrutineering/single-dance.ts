import { allocateByMajority } from './majority';
import type { MajorityAllocation } from './majority';

/**
 * Rules 5 to 8 for one dance of a final, worked on couple and judge indices:
 * `places` gives each couple its place; couples that could not be separated
 * share the mean of their places.
 */
export type SingleDanceResult = MajorityAllocation;

/** `marks[couple][judge]` is the place (1..number of couples) that judge gave that couple. */
export function placeSingleDance(marks: readonly (readonly number[])[]): SingleDanceResult {
  return allocateByMajority(marks, { firstPlace: 1, firstColumn: 1, lastColumn: marks.length });
}
