import {
  danceTable,
  ruleName,
  stepText,
  summaryTable,
  tallyText,
} from '../../../domain/scrutineering/result-tables';
import type { MarkGrid } from '../../../domain/scrutineering/result-tables';
import type { FinalComputation, RoundJudging } from '../../../shared/judging';

export type SkatingRow = {
  entryId: string;
  /** The place each judge gave, in the order of the table's judges. */
  marks: string[];
  /** Per column "1", "1-2", ...: the count of such marks, with their sum once it holds a majority; "" where not needed. */
  cells: string[];
  place: number | null;
  rule: string;
  reason: string;
};

export type SkatingTable = {
  dance: string;
  majority: number;
  judges: { judgeId: string; name: string }[];
  columns: string[];
  rows: SkatingRow[];
};

/**
 * The round's sheets as a marks grid: the judges present, each couple's
 * place from each judge's list (0 where a sheet is missing), as posting would
 * save it.
 */
function markGrid(round: RoundJudging): MarkGrid {
  const judges = round.panel.filter((judge) => judge.absence === null);
  const couples = round.couples.map((couple) => couple.entryId);
  return {
    judges: judges.map((judge) => judge.judgeId),
    dances: round.dances,
    couples,
    marks: round.dances.map((dance) => {
      const sheets = judges.map(({ judgeId }) =>
        round.sheets.find((sheet) => sheet.judgeId === judgeId && sheet.dance === dance),
      );
      return couples.map((couple) =>
        sheets.map((sheet) => (sheet?.entries.indexOf(couple) ?? -1) + 1),
      );
    }),
  };
}

/**
 * One dance's skating table as the engine explains it: the marks of the
 * judges present, then each couple's tallies column by column up to where its
 * place was decided, the place and the rule that decided it.
 */
export function skatingTable(
  round: RoundJudging,
  computation: FinalComputation,
  dance: string,
): SkatingTable | undefined {
  const table = danceTable(markGrid(round), computation, dance);
  if (!table) return undefined;
  const judges = round.panel
    .filter((judge) => judge.absence === null)
    .map(({ judgeId, name }) => ({ judgeId, name }));
  return {
    dance,
    majority: table.majority,
    judges,
    columns: table.columns,
    rows: table.rows.map((row) => ({
      entryId: row.couple,
      marks: row.marks.map((mark) => (mark > 0 ? String(mark) : '')),
      cells: row.cells.map((cell) => (cell ? tallyText(cell) : '')),
      place: row.place,
      rule: ruleName(row.rule),
      reason: row.reason,
    })),
  };
}

export type SummaryRow = {
  entryId: string;
  /** The couple's place in each dance, in the round's dance order. */
  dancePlaces: (number | null)[];
  total: number | null;
  /** One cell per Rule 10 or 11 step the summary needed ("3 (7)"), "" where the couple was not reviewed. */
  steps: string[];
  place: number | null;
  rule: string;
  reason: string;
};

/**
 * The multi-dance summary: places per dance, their total, a column per Rule
 * 10 or 11 step (headed "R10 3rd"...) and the rule that decided each final place.
 */
export function summaryRows(
  round: RoundJudging,
  computation: FinalComputation,
): { steps: string[]; rows: SummaryRow[] } {
  const table = summaryTable(markGrid(round), computation);
  const rows = table.rows.map((row) => ({
    entryId: row.couple,
    dancePlaces: row.dancePlaces,
    total: row.total,
    steps: row.steps.map(stepText),
    place: row.place,
    rule: ruleName(row.rule),
    reason: row.reason,
  }));
  return { steps: table.steps.map((step) => step.label), rows };
}
