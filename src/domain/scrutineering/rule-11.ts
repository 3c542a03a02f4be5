import { allocateByMajority } from './majority';
import type { ColumnTally, MajorityPlacement } from './majority';

/**
 * Rule 11: couples still equal after Rule 10 are compared on every mark every
 * judge gave them in every dance, as if the final were one dance with
 * judges x dances marks: majority, greater majority, lower sum, next column
 * (Rules 5 to 8), starting from the column of the place under review and
 * among the tied couples only. It decides the place under review; the couples
 * it leaves are compared again under Rule 10 for the next place.
 */
export interface Rule11Step {
  placeUnderReview: number;
  /** Couple indices, in the order of `tallies`. */
  couples: number[];
  /** More than half of judges x dances. */
  majority: number;
  /** Per couple (same order as `couples`), the cells examined. */
  tallies: ColumnTally[][];
  /** The couple(s) given the place under review, with couple indices of the final. */
  placements: MajorityPlacement[];
}

/** `marks[dance][couple][judge]`; `coupleCount` is the size of the final (the last column). */
export function applyRule11(
  couples: readonly number[],
  placeUnderReview: number,
  marks: readonly (readonly (readonly number[])[])[],
  coupleCount: number,
): Rule11Step {
  const allMarks = couples.map((couple) => {
    const all: number[] = [];
    for (const dance of marks) all.push(...(dance[couple] ?? []));
    return all;
  });
  const allocation = allocateByMajority(allMarks, {
    firstPlace: placeUnderReview,
    firstColumn: placeUnderReview,
    lastColumn: coupleCount,
    firstPlaceOnly: true,
  });
  return {
    placeUnderReview,
    couples: [...couples],
    majority: allocation.majority,
    tallies: allocation.tallies,
    placements: allocation.placements.map((placement) => ({
      couple: couples[placement.couple] as number,
      place: placement.place,
      rule: placement.rule,
      column: placement.column,
      decidedAtColumn: placement.decidedAtColumn,
    })),
  };
}
