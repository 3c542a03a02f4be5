import { validateFinalSheet } from './final-sheet';
import type { FinalMarkSheet, FinalTable } from './final-sheet';
import type { Checked } from './issues';
import type { ColumnTally, MajorityRule } from './majority';
import { placeMultiDance } from './multi-dance';
import type { SummaryRule } from './multi-dance';
import { explainDancePlacement, explainSummaryPlacement } from './reasons';
import { placeSingleDance } from './single-dance';
import type { SingleDanceResult } from './single-dance';

/** How one couple got its place in one dance: the rule, and the skating-table cells behind it. */
export interface DancePlacementExplanation {
  couple: string;
  place: number;
  rule: MajorityRule;
  /** The column ("1st to column-th place") in which the couple's majority was found. */
  column: number;
  /** The column that finally separated it (later than `column` only under Rule 7b). */
  decidedAtColumn: number;
  /** The cells examined while the couple was unplaced: marks of `column` or better, and their sum. */
  tallies: ColumnTally[];
  reason: string;
}

export interface DanceExplanation {
  /** More than half of the judges. */
  majority: number;
  /** In the order the places were allocated. */
  placements: DancePlacementExplanation[];
}

export interface SummaryPlacementExplanation {
  couple: string;
  place: number;
  rule: SummaryRule;
  placeUnderReview: number;
  reason: string;
}

export interface SummaryExplanation {
  /** Rule 9: the sum of each couple's places in the dances. */
  totals: Record<string, number>;
  /** In place order. */
  placements: SummaryPlacementExplanation[];
  /** Each Rule 10 comparison: per tied couple, its places at or above the place under review. */
  rule10: { placeUnderReview: number; couples: Record<string, { count: number; sum: number }> }[];
  /** Each Rule 11 comparison over all marks of all dances of the couples still tied. */
  rule11: {
    placeUnderReview: number;
    majority: number;
    couples: Record<string, ColumnTally[]>;
    placed: string[];
  }[];
}

export interface FinalResult {
  perDance: Record<string, Record<string, number>>;
  overall: Record<string, number>;
  explanations: { dances: Record<string, DanceExplanation>; summary: SummaryExplanation };
}

/** Checks a final's marks and works out every dance and the overall result, with the working. */
export function scrutineerFinal(sheet: FinalMarkSheet): Checked<FinalResult> {
  const checked = validateFinalSheet(sheet);
  return checked.ok ? { ok: true, value: placeFinal(checked.value) } : checked;
}

/**
 * Places a checked final. `label` names a couple in the sentences that explain
 * the places (e.g. its number, when the table's couples are storage keys);
 * by default a couple is named by its key.
 */
export function placeFinal(
  table: FinalTable,
  label: (couple: string) => string = (couple) => couple,
): FinalResult {
  const { couples, dances } = table;
  const name = (couple: number) => couples[couple] as string;
  const danceResults = table.marks.map((marks) => placeSingleDance(marks));
  const dancePlaces = danceResults.map((result) => result.places);
  // Records keyed by dance or couple are built with Object.fromEntries, which (unlike
  // assignment) makes an own key even of one called "__proto__".
  const byDance = <T>(value: (result: SingleDanceResult) => T): Record<string, T> =>
    Object.fromEntries(
      danceResults.map((result, index) => [dances[index] as string, value(result)]),
    );
  const perDance = byDance((result) =>
    Object.fromEntries(couples.map((couple, index) => [couple, result.places[index] ?? 0])),
  );
  const danceExplanations = byDance((result): DanceExplanation => ({
    majority: result.majority,
    placements: result.placements.map((placement) => {
      const tallies = result.tallies[placement.couple] ?? [];
      // Fields listed, not spread: a spread copy whose `couple` turns from number to
      // string makes V8 rebuild the object's shape each time (3x slower here).
      return {
        couple: name(placement.couple),
        place: placement.place,
        rule: placement.rule,
        column: placement.column,
        decidedAtColumn: placement.decidedAtColumn,
        tallies,
        reason: explainDancePlacement(placement, tallies, result.majority),
      };
    }),
  }));

  const summary = placeMultiDance(dancePlaces, table.marks);
  const placements = [...summary.placements]
    .sort((a, b) => a.place - b.place)
    .map((placement) => ({
      couple: name(placement.couple),
      place: placement.place,
      rule: placement.rule,
      placeUnderReview: placement.placeUnderReview,
      reason: explainSummaryPlacement(placement, summary, (couple) => label(name(couple))),
    }));
  return {
    perDance,
    overall: Object.fromEntries(
      couples.map((couple, index) => [couple, summary.places[index] ?? 0]),
    ),
    explanations: {
      dances: danceExplanations,
      summary: {
        totals: Object.fromEntries(
          couples.map((couple, index) => [couple, summary.totals[index] ?? 0]),
        ),
        placements,
        rule10: summary.rule10.map((step) => ({
          placeUnderReview: step.placeUnderReview,
          couples: Object.fromEntries(
            step.couples.map(({ couple, count, sum }) => [name(couple), { count, sum }]),
          ),
        })),
        rule11: summary.rule11.map((step) => ({
          placeUnderReview: step.placeUnderReview,
          majority: step.majority,
          couples: Object.fromEntries(
            step.couples.map((couple, index) => [name(couple), step.tallies[index] ?? []]),
          ),
          placed: step.placements.map((placement) => name(placement.couple)),
        })),
      },
    },
  };
}
