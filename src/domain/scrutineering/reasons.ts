import { ordinal } from '../ordinal';
import type { ColumnTally, MajorityPlacement } from './majority';
import type { MultiDanceResult, SummaryPlacement } from './multi-dance';

/**
 * One sentence per placement, in the words of the rules, so a scrutineer,
 * chairman or dancer can follow a result without reading the code.
 */

const dances = (count: number) => `${count} ${count === 1 ? 'dance' : 'dances'}`;

function columnName(column: number): string {
  return column === 1 ? '1st places' : `places ${ordinal(column)} or better`;
}

function cell(tallies: readonly ColumnTally[], column: number): ColumnTally {
  return tallies.find((tally) => tally.column === column) ?? { column, count: 0, sum: 0 };
}

export function explainDancePlacement(
  placement: MajorityPlacement,
  tallies: readonly ColumnTally[],
  majority: number,
): string {
  const { column, decidedAtColumn, place } = placement;
  const { count, sum } = cell(tallies, column);
  const held = `${count} ${columnName(column)} (majority ${majority})`;
  switch (placement.rule) {
    case 'rule-5':
      return `Rule 5: ${held}; no other couple still unplaced has a majority there. Place ${ordinal(place)}.`;
    case 'rule-8':
      return `Rule 8: no couple had a majority in the columns before; with ${columnName(column)} it alone has one, ${count} (majority ${majority}). Place ${ordinal(place)}.`;
    case 'rule-6':
      return `Rule 6: ${held}; other couples also have a majority there, and the greater majority places higher. Place ${ordinal(place)}.`;
    case 'rule-7a':
      return `Rule 7a: ${held}, as many as another couple; the lower sum of those marks places higher, here ${sum}. Place ${ordinal(place)}.`;
    case 'rule-7b': {
      const decisive = cell(tallies, decidedAtColumn);
      return `Rule 7b: ${held} with sum ${sum}, equal to another couple; comparing those couples only, ${columnName(decidedAtColumn)}: ${decisive.count}, sum ${decisive.sum}. Place ${ordinal(place)}.`;
    }
    case 'shared':
      return `Rule 7: ${held} with sum ${sum}; equal to other couples in count and sum up to ${columnName(decidedAtColumn)}, so they share the mean of their places: ${place}.`;
  }
}

export function explainSummaryPlacement(
  placement: SummaryPlacement,
  summary: MultiDanceResult,
  name: (couple: number) => string,
): string {
  const { couple, place, placeUnderReview: review } = placement;
  const total = summary.totals[couple] ?? 0;
  const rule10 = summary.rule10.find(
    (step) =>
      step.placeUnderReview === review && step.couples.some((stat) => stat.couple === couple),
  );
  const rule11 = summary.rule11.find(
    (step) => step.placeUnderReview === review && step.couples.includes(couple),
  );
  switch (placement.rule) {
    case 'rule-9':
      return `Rule 9: the lowest total of places among the couples not yet placed, ${total}. Place ${ordinal(place)}.`;
    case 'rule-10': {
      const mine = rule10?.couples.find((stat) => stat.couple === couple);
      const others = rule10?.couples.filter((stat) => stat.couple !== couple) ?? [];
      const theirs = others
        .map((stat) => `${name(stat.couple)}: ${stat.count} (sum ${stat.sum})`)
        .join(', ');
      return `Rule 10: total ${total}, equal to ${others.map((stat) => name(stat.couple)).join(', ')}; ${ordinal(review)} place or better in ${dances(mine?.count ?? 0)} (sum ${mine?.sum ?? 0}) against ${theirs}. Place ${ordinal(place)}.`;
    }
    case 'rule-11': {
      const index = rule11?.couples.indexOf(couple) ?? -1;
      const tallies = rule11?.tallies[index] ?? [];
      const last = tallies.at(-1);
      const decided = rule11?.placements.some((p) => p.couple === couple) ?? false;
      const cells = tallies
        .map((tally) => `${columnName(tally.column)}: ${tally.count} (sum ${tally.sum})`)
        .join('; ');
      return decided
        ? `Rule 11: still equal under Rule 10 for ${ordinal(review)} place; over all marks of all dances of the tied couples (majority ${rule11?.majority ?? 0}), ${cells}. Place ${ordinal(place)}.`
        : `Rule 11 gave ${ordinal(review)} place to another couple (this couple: ${last ? `${last.count} ${columnName(last.column)}` : 'no majority'}); it takes the next place, ${ordinal(place)}.`;
    }
    case 'shared':
      return `Rules 9 to 11 cannot separate this couple from the others tied on ${total}; they share the mean of their places: ${place}.`;
  }
}
