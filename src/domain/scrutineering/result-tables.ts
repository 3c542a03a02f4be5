import { ordinal } from '../ordinal';
import type { FinalTable } from './final-sheet';
import type { ColumnTally } from './majority';

/**
 * The tables a result sheet prints, as data: one dance's skating table, a
 * final's multi-dance summary with its Rule 10 and Rule 11 working, and a
 * recall round's grid. They lay out what posting saved (the marks grid and
 * the engine's working); they never recompute a place. The results page, the
 * scrutineer's screen and the command line's text all read these, so the
 * three always show the same cells.
 */

/** The judges' marks of a round, `marks[dance][couple][judge]`, indexed like the lists. */
export type MarkGrid = Pick<FinalTable, 'judges' | 'dances' | 'couples' | 'marks'>;

/**
 * The engine's working for a final, as `placeFinal` returns it and as posting
 * stores it (rules are the engine's ids, e.g. "rule-7a").
 */
export interface FinalWorking {
  perDance: Readonly<Record<string, Readonly<Record<string, number>>>>;
  overall: Readonly<Record<string, number>>;
  explanations: {
    dances: Readonly<
      Record<
        string,
        {
          majority: number;
          placements: readonly {
            couple: string;
            place: number;
            rule: string;
            tallies: readonly ColumnTally[];
            reason: string;
          }[];
        }
      >
    >;
    summary: {
      totals: Readonly<Record<string, number>>;
      placements: readonly { couple: string; place: number; rule: string; reason: string }[];
      rule10: readonly {
        placeUnderReview: number;
        couples: Readonly<Record<string, { count: number; sum: number }>>;
      }[];
      rule11: readonly {
        placeUnderReview: number;
        couples: Readonly<Record<string, readonly ColumnTally[]>>;
      }[];
    };
  };
}

/**
 * One cell of a skating table: the number of marks of that place or better,
 * and their sum once that number is a majority (printed sheets leave the sum
 * out below it).
 */
export interface TallyCell {
  count: number;
  /** Null below the majority. */
  sum: number | null;
}

/** "3" below the majority, "4 (11)" from it on. */
export const tallyText = (cell: TallyCell): string =>
  cell.sum === null ? `${cell.count}` : `${cell.count} (${cell.sum})`;

const tallyCell = (tally: ColumnTally, majority: number): TallyCell => ({
  count: tally.count,
  sum: tally.count >= majority ? tally.sum : null,
});

/** The engine's rule id as a person writes it: "rule-10" is "Rule 10", "shared" stays. */
export const ruleName = (rule: string): string => rule.replace(/^rule-(\w+)$/, 'Rule $1');

/** The column headings of a final of n couples: "1", "1-2", ..., "1-n". */
export const cumulativeColumns = (n: number): string[] =>
  Array.from({ length: n }, (_, index) => (index === 0 ? '1' : `1-${index + 1}`));

const byPlace = <T extends { place: number }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => a.place - b.place);

// --- One dance -------------------------------------------------------------

export interface DanceTableRow {
  couple: string;
  /** The place each judge gave, in the grid's judge order; 0 where a judge gave none. */
  marks: number[];
  /** Per column "1", "1-2", ...; null where the scrutineer had no need to look. */
  cells: (TallyCell | null)[];
  place: number;
  /** The engine's rule id. */
  rule: string;
  reason: string;
}

export interface DanceTable {
  dance: string;
  majority: number;
  judges: string[];
  columns: string[];
  /** In place order. */
  rows: DanceTableRow[];
}

/** One dance's skating table; undefined for a dance the final does not have. */
export function danceTable(
  grid: MarkGrid,
  working: FinalWorking,
  dance: string,
): DanceTable | undefined {
  const danceIndex = grid.dances.indexOf(dance);
  const explanation = working.explanations.dances[dance];
  if (danceIndex < 0 || !explanation) return undefined;
  const columns = cumulativeColumns(grid.couples.length);
  const rows = byPlace(explanation.placements).map((placement): DanceTableRow => {
    const coupleIndex = grid.couples.indexOf(placement.couple);
    return {
      couple: placement.couple,
      marks: grid.judges.map((_, judge) => grid.marks[danceIndex]?.[coupleIndex]?.[judge] ?? 0),
      cells: columns.map((_, index) => {
        const tally = placement.tallies.find((entry) => entry.column === index + 1);
        return tally ? tallyCell(tally, explanation.majority) : null;
      }),
      place: placement.place,
      rule: placement.rule,
      reason: placement.reason,
    };
  });
  return { dance, majority: explanation.majority, judges: [...grid.judges], columns, rows };
}

// --- The summary -----------------------------------------------------------

/** One comparison of the summary: a Rule 10 or Rule 11 step, for the place under review. */
export interface SummaryStep {
  rule: 10 | 11;
  placeUnderReview: number;
  /** "R10 3rd", "R11 2nd". */
  label: string;
}

/**
 * A Rule 10 cell: places at or above the one under review, and their sum.
 * Rule 11: the engine's tallies over all marks of all dances, each with its
 * sum (as the engine's sentence gives them: Rule 11 compares only the tied couples).
 */
export type StepCell =
  { rule: 10; count: number; sum: number } | { rule: 11; tallies: TallyCell[] } | null;

export interface SummaryTableRow {
  couple: string;
  /** The couple's place in each dance, in the grid's dance order. */
  dancePlaces: (number | null)[];
  total: number | null;
  /** One per step, null where the couple was not in that comparison. */
  steps: StepCell[];
  place: number;
  rule: string;
  reason: string;
}

export interface SummaryTable {
  dances: string[];
  steps: SummaryStep[];
  /** In place order. */
  rows: SummaryTableRow[];
}

/** The final's summary: places per dance, totals (Rule 9), each Rule 10 and 11 step, the place. */
export function summaryTable(grid: MarkGrid, working: FinalWorking): SummaryTable {
  const { summary } = working.explanations;
  const steps: SummaryStep[] = [
    ...summary.rule10.map((step) => ({
      rule: 10 as const,
      placeUnderReview: step.placeUnderReview,
    })),
    ...summary.rule11.map((step) => ({
      rule: 11 as const,
      placeUnderReview: step.placeUnderReview,
    })),
  ].map((step) => ({ ...step, label: `R${step.rule} ${ordinal(step.placeUnderReview)}` }));
  const rows = byPlace(summary.placements).map((placement): SummaryTableRow => {
    const { couple } = placement;
    return {
      couple,
      dancePlaces: grid.dances.map((dance) => working.perDance[dance]?.[couple] ?? null),
      total: summary.totals[couple] ?? null,
      steps: [
        ...summary.rule10.map((step): StepCell => {
          const stat = step.couples[couple];
          return stat ? { rule: 10, count: stat.count, sum: stat.sum } : null;
        }),
        ...summary.rule11.map((step): StepCell => {
          const tallies = step.couples[couple];
          return tallies
            ? { rule: 11, tallies: tallies.map(({ count, sum }) => ({ count, sum })) }
            : null;
        }),
      ],
      place: working.overall[couple] ?? placement.place,
      rule: placement.rule,
      reason: placement.reason,
    };
  });
  return { dances: [...grid.dances], steps, rows };
}

/** A summary step's cell as printed: "3 (7)" for Rule 10, the tallies one after another for Rule 11. */
export function stepText(cell: StepCell): string {
  if (cell === null) return '';
  if (cell.rule === 10) return `${cell.count} (${cell.sum})`;
  return cell.tallies.map(tallyText).join(', ');
}

// --- A recall round --------------------------------------------------------

export interface RecallTableRow {
  couple: string;
  /** Per dance, per judge (grid order): whether the judge recalled the couple; empty without a grid. */
  marks: boolean[][];
  total: number;
  recalled: boolean;
  /** "7" or "7-8" for couples out at this round; null for the recalled. */
  place: string | null;
}

export interface RecallTable {
  dances: string[];
  judges: string[];
  /** The recalled first, then by total, most recalls first. */
  rows: RecallTableRow[];
  /** The cut line falls after this many rows (the number recalled). */
  cutAfter: number;
}

export interface RecallOutcome {
  /** Every couple that danced the round (the grid's list, when there is one, is the same). */
  couples: readonly string[];
  /** Per couple, its recalls over all judges and dances. */
  totals: Readonly<Record<string, number>>;
  recalled: readonly string[];
  /** Places of the couples out, as posted. */
  placements: Readonly<Record<string, string | number>>;
}

/** A recall round's grid: every couple's recalls per dance and judge, its total, and the cut. */
export function recallTable(grid: MarkGrid | null, outcome: RecallOutcome): RecallTable {
  const recalled = new Set(outcome.recalled);
  const couples = grid ? grid.couples : outcome.couples;
  const total = (couple: string) => outcome.totals[couple] ?? 0;
  const order = couples
    .map((couple, index) => ({ couple, index }))
    .sort(
      (a, b) =>
        Number(recalled.has(b.couple)) - Number(recalled.has(a.couple)) ||
        total(b.couple) - total(a.couple) ||
        a.index - b.index,
    );
  const rows = order.map(({ couple, index }): RecallTableRow => {
    const placement = outcome.placements[couple];
    return {
      couple,
      marks: grid
        ? grid.dances.map((_, dance) =>
            grid.judges.map((_, judge) => (grid.marks[dance]?.[index]?.[judge] ?? 0) > 0),
          )
        : [],
      total: total(couple),
      recalled: recalled.has(couple),
      place: recalled.has(couple) || placement === undefined ? null : String(placement),
    };
  });
  return {
    dances: grid ? [...grid.dances] : [],
    judges: grid ? [...grid.judges] : [],
    rows,
    cutAfter: rows.filter((row) => row.recalled).length,
  };
}
