import { indices } from './ids';
import { applyRule11 } from './rule-11';
import type { Rule11Step } from './rule-11';

/**
 * Rules 9 to 11: the overall result of a final from the places in each dance,
 * worked on couple, dance and judge indices.
 */

/**
 * The rule that placed a couple overall: 9 (lowest total), 10 (most places at
 * or above the place under review, then their lowest sum), 11 (all marks of
 * all dances of the couples still tied), or shared (never separated).
 */
export type SummaryRule = 'rule-9' | 'rule-10' | 'rule-11' | 'shared';

export interface SummaryPlacement {
  couple: number;
  place: number;
  rule: SummaryRule;
  /** The place that was under review when the couple was separated from the others. */
  placeUnderReview: number;
}

/** One Rule 10 comparison: for each couple tied for the place, its places at or above it. */
export interface Rule10Step {
  placeUnderReview: number;
  couples: { couple: number; count: number; sum: number }[];
}

interface Settlement {
  rule: SummaryRule;
  review: number;
}

export interface MultiDanceResult {
  totals: number[];
  places: number[];
  /** In the order the places were allocated. */
  placements: SummaryPlacement[];
  rule10: Rule10Step[];
  rule11: Rule11Step[];
}

/**
 * `dancePlaces[dance][couple]` is the couple's place in that dance (Rules 5 to 8);
 * `marks[dance][couple][judge]` are the judges' marks, needed only for Rule 11.
 */
export function placeMultiDance(
  dancePlaces: readonly (readonly number[])[],
  marks: readonly (readonly (readonly number[])[])[],
): MultiDanceResult {
  const coupleCount = dancePlaces[0]?.length ?? 0;
  const couples = indices(coupleCount);
  const totals = couples.map((couple) =>
    dancePlaces.reduce((total, places) => total + (places[couple] ?? 0), 0),
  );
  const placements: SummaryPlacement[] = [];
  const rule10: Rule10Step[] = [];
  const rule11: Rule11Step[] = [];

  const place = (group: readonly number[], at: number, rule: SummaryRule, review: number) => {
    const shared = at + (group.length - 1) / 2;
    for (const couple of group) {
      placements.push({ couple, place: shared, rule, placeUnderReview: review });
    }
  };

  /** Places at or above `review` across the dances (places may be shared, e.g. 2.5). */
  const placesAtOrAbove = (couple: number, review: number) => {
    let count = 0;
    let sum = 0;
    for (const places of dancePlaces) {
      const placeInDance = places[couple] ?? Infinity;
      if (placeInDance <= review) {
        count += 1;
        sum += placeInDance;
      }
    }
    return { couple, count, sum };
  };

  /**
   * Rule 10 for couples with equal totals competing for `review` and the places
   * after it. The couple with most places at or above the place under review
   * (then the lowest sum of those places) takes it, and the others are compared
   * again for the next place, with that place under review. Couples equal under
   * Rule 10 go to Rule 11, which decides the place under review among them only;
   * the rest of them come back to Rule 10 for the next place, and only then the
   * couples that lost under Rule 10 (they are not compared again with couples
   * that beat them). `settledBy` names the comparison that left a single couple.
   */
  const applyRule10 = (group: readonly number[], review: number, settledBy: Settlement): void => {
    if (group.length === 1) {
      place(group, review, settledBy.rule, settledBy.review);
      return;
    }
    const stats = group.map((couple) => placesAtOrAbove(couple, review));
    rule10.push({ placeUnderReview: review, couples: stats });
    const best = stats.reduce((a, b) =>
      b.count > a.count || (b.count === a.count && b.sum < a.sum) ? b : a,
    );
    const equals = stats
      .filter((stat) => stat.count === best.count && stat.sum === best.sum)
      .map((stat) => stat.couple);
    const losers = group.filter((couple) => !equals.includes(couple));
    if (equals.length === 1) {
      place(equals, review, 'rule-10', review);
    } else {
      const step = applyRule11(equals, review, marks, coupleCount);
      rule11.push(step);
      const decided = step.placements.map((placement) => placement.couple);
      const rule = step.placements[0]?.rule === 'shared' ? 'shared' : 'rule-11';
      place(decided, review, rule, review);
      const undecided = equals.filter((couple) => !decided.includes(couple));
      if (undecided.length > 0) {
        applyRule10(undecided, review + decided.length, { rule: 'rule-11', review });
      }
    }
    if (losers.length > 0) {
      applyRule10(losers, review + equals.length, { rule: 'rule-10', review });
    }
  };

  const byTotal = couples.slice().sort((a, b) => (totals[a] ?? 0) - (totals[b] ?? 0));
  let nextPlace = 1;
  for (let start = 0; start < byTotal.length;) {
    const total = totals[byTotal[start] as number];
    let end = start;
    while (end < byTotal.length && totals[byTotal[end] as number] === total) end += 1;
    const group = byTotal.slice(start, end);
    applyRule10(group, nextPlace, { rule: 'rule-9', review: nextPlace });
    nextPlace += group.length;
    start = end;
  }

  const places = new Array<number>(coupleCount).fill(0);
  for (const placement of placements) places[placement.couple] = placement.place;
  return { totals, places, placements, rule10, rule11 };
}
