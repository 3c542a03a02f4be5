import type { FinalTable } from './final-sheet';
import { danceTable, summaryTable } from './result-tables';
import type { FinalWorking, StepCell, TallyCell } from './result-tables';

/**
 * Plain-text skating tables laid out like printed ones, from the same table
 * models as the result pages (result-tables.ts): the judges' marks, then one
 * column per "1st to k-th place" with the number of such marks and, once the
 * couple has a majority there, their sum in brackets; "-" where the
 * scrutineer had no need to look. Used by tests and documentation.
 */
export function formatDanceTable(table: FinalTable, result: FinalWorking, dance: string): string {
  const model = danceTable(table, result, dance);
  if (!model) return '';
  const header = ['couple', ...model.judges, ...model.columns, 'place', 'rule'];
  const rows = inSheetOrder(table, model.rows).map((row) => [
    row.couple,
    ...row.marks.map((mark) => (mark > 0 ? String(mark) : '')),
    ...row.cells.map((cell) => (cell ? compact(cell) : '-')),
    String(row.place),
    row.rule,
  ]);
  return layOut([header, ...rows]);
}

/** The final summary: places per dance, Rule 9 totals, Rule 10 and Rule 11 cells, overall place. */
export function formatSummaryTable(table: FinalTable, result: FinalWorking): string {
  const model = summaryTable(table, result);
  const header = [
    'couple',
    ...model.dances,
    'total',
    ...model.steps.map((step) => `R${step.rule}@${step.placeUnderReview}`),
    'place',
    'rule',
  ];
  const rows = inSheetOrder(table, model.rows).map((row) => [
    row.couple,
    ...row.dancePlaces.map((place) => String(place ?? '')),
    String(row.total ?? ''),
    ...row.steps.map(stepCell),
    String(row.place),
    row.rule,
  ]);
  return layOut([header, ...rows]);
}

/** The couples as the sheet lists them (the models list them in place order), as the examples print. */
const inSheetOrder = <T extends { couple: string }>(table: FinalTable, rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => table.couples.indexOf(a.couple) - table.couples.indexOf(b.couple));

/** "4(11)": a printed sheet's narrow cell. */
const compact = (cell: TallyCell) =>
  cell.sum === null ? `${cell.count}` : `${cell.count}(${cell.sum})`;

function stepCell(cell: StepCell): string {
  if (cell === null) return '-';
  if (cell.rule === 10) return `${cell.count}(${cell.sum})`;
  return cell.tallies.map(compact).join(' ');
}

function layOut(rows: readonly (readonly string[])[]): string {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  return rows
    .map((row) =>
      row
        .map((text, column) => text.padEnd(widths[column] ?? 0))
        .join(' ')
        .trimEnd(),
    )
    .join('\n');
}
