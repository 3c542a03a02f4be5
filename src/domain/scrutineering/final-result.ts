import { validateFinalSheet } from './final-sheet';
import type { FinalMarkSheet, FinalTable } from './final-sheet';
import { recordOf } from './ids';
import type { Checked } from './issues';
import type { ColumnTally, MajorityRule } from './majority';
import { placeMultiDance } from './multi-dance';
import type { MultiDanceResult, SummaryRule } from './multi-dance';
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

export interface FinalExplanations {
  dances: Record<string, DanceExplanation>;
  summary: SummaryExplanation;
}

export interface FinalResult {
  perDance: Record<string, Record<string, number>>;
  overall: Record<string, number>;
  /**
   * Worked out on first read and kept: the sentences and cells cost more than
   * the places themselves, and a caller that wants only the places should not
   * pay for them. It is an own enumerable property, so JSON, spreads and deep
   * equality see it like any other field.
   */
  readonly explanations: FinalExplanations;
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
  const { couples } = table;
  const danceResults = table.marks.map((marks) => placeSingleDance(marks));
  const summary = placeMultiDance(
    danceResults.map((result) => result.places),
    table.marks,
  );
  return new PlacedFinal(
    byDance(table, danceResults, (result) => byCouple(couples, result.places)),
    byCouple(couples, summary.places),
    () => explainFinal(table, danceResults, summary, label),
  );
}

/**
 * A FinalResult whose explanations are worked out on first read. The getter is
 * an own enumerable property (so JSON and spreads include it) defined with one
 * shared descriptor: V8 then reuses the object's shape, where a getter in an
 * object literal, or a fresh descriptor, made every result slow to build and
 * to read (measured: the whole final 2.5x slower).
 */
class PlacedFinal implements FinalResult {
  declare readonly explanations: FinalExplanations;
  #explain: (() => FinalExplanations) | undefined;
  #explanations: FinalExplanations | undefined;

  constructor(
    readonly perDance: Record<string, Record<string, number>>,
    readonly overall: Record<string, number>,
    explain: () => FinalExplanations,
  ) {
    this.#explain = explain;
    Object.defineProperty(this, 'explanations', explanationsProperty);
  }

  static explanations(this: PlacedFinal): FinalExplanations {
    if (this.#explanations === undefined) {
      this.#explanations = (this.#explain as () => FinalExplanations)();
      this.#explain = undefined; // let the working go once the sentences are made
    }
    return this.#explanations;
  }
}

const explanationsProperty: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get: PlacedFinal.explanations,
};

function byDance<T>(
  table: FinalTable,
  danceResults: readonly SingleDanceResult[],
  value: (result: SingleDanceResult) => T,
): Record<string, T> {
  return recordOf(table.dances, (index) => value(danceResults[index] as SingleDanceResult));
}

function byCouple(couples: readonly string[], values: readonly number[]): Record<string, number> {
  return recordOf(couples, (index) => values[index] ?? 0);
}

/** The working behind every place: in each dance (Rules 5 to 8), then overall (Rules 9 to 11). */
function explainFinal(
  table: FinalTable,
  danceResults: readonly SingleDanceResult[],
  summary: MultiDanceResult,
  label: (couple: string) => string,
): FinalExplanations {
  const name = (couple: number) => table.couples[couple] as string;
  const dances = byDance(table, danceResults, (result): DanceExplanation => ({
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
    dances,
    summary: {
      totals: byCouple(table.couples, summary.totals),
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
  };
}
