import { allocateByMajority } from './majority';
import type { ColumnTally, MajorityPlacement } from './majority';

/** Rules 5 to 8 for one dance of a final, worked on couple and judge indices. */
export interface SingleDanceResult {
  majority: number;
  /** Place per couple index; couples that could not be separated share the mean of their places. */
  places: number[];
  /** In the order the places were allocated. */
  placements: MajorityPlacement[];
  /** Per couple index, the skating-table cells examined while it was unplaced. */
  tallies: ColumnTally[][];
}

/** `marks[couple][judge]` is the place (1..number of couples) that judge gave that couple. */
export function placeSingleDance(marks: readonly (readonly number[])[]): SingleDanceResult {
  const allocation = allocateByMajority(marks, {
    firstPlace: 1,
    firstColumn: 1,
    lastColumn: marks.length,
  });
  const places = new Array<number>(marks.length).fill(0);
  for (const placement of allocation.placements) places[placement.couple] = placement.place;
  return {
    majority: allocation.majority,
    placements: allocation.placements,
    tallies: allocation.tallies,
    places,
  };
}
