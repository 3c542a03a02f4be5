import type { FinalResult } from './final-result';
import type { FinalTable } from './final-sheet';

/**
 * Plain-text skating tables laid out like printed ones: the judges' marks,
 * then one column per "1st to k-th place" with the number of such marks and,
 * once the couple has a majority there, their sum in brackets; "-" where the
 * scrutineer had no need to look. Used by tests and documentation.
 */
export function formatDanceTable(table: FinalTable, result: FinalResult, dance: string): string {
  const danceIndex = table.dances.indexOf(dance);
  const explanation = result.explanations.dances[dance];
  if (danceIndex < 0 || !explanation) return '';
  const n = table.couples.length;
  const columns = Array.from({ length: n }, (_, index) => (index === 0 ? '1' : `1-${index + 1}`));
  const header = ['couple', ...table.judges, ...columns, 'place', 'rule'];
  const rows = table.couples.map((couple, coupleIndex) => {
    const placement = explanation.placements.find((entry) => entry.couple === couple);
    const cells = columns.map((_, index) => {
      const tally = placement?.tallies.find((entry) => entry.column === index + 1);
      if (!tally) return '-';
      return tally.count >= explanation.majority
        ? `${tally.count}(${tally.sum})`
        : `${tally.count}`;
    });
    const marks = (table.marks[danceIndex]?.[coupleIndex] ?? []).map(String);
    return [couple, ...marks, ...cells, String(placement?.place ?? ''), placement?.rule ?? ''];
  });
  return layOut([header, ...rows]);
}

/** The final summary: places per dance, Rule 9 totals, Rule 10 and Rule 11 cells, overall place. */
export function formatSummaryTable(table: FinalTable, result: FinalResult): string {
  const { summary } = result.explanations;
  const rule10 = summary.rule10.map((step) => ({ title: `R10@${step.placeUnderReview}`, step }));
  const rule11 = summary.rule11.map((step) => ({ title: `R11@${step.placeUnderReview}`, step }));
  const header = [
    'couple',
    ...table.dances,
    'total',
    ...rule10.map((entry) => entry.title),
    ...rule11.map((entry) => entry.title),
    'place',
    'rule',
  ];
  const rows = table.couples.map((couple) => {
    const placement = summary.placements.find((entry) => entry.couple === couple);
    const rule10Cells = rule10.map(({ step }) => {
      const stat = step.couples[couple];
      return stat ? `${stat.count}(${stat.sum})` : '-';
    });
    const rule11Cells = rule11.map(({ step }) => {
      const tallies = step.couples[couple];
      return tallies ? tallies.map((tally) => `${tally.count}(${tally.sum})`).join(' ') : '-';
    });
    return [
      couple,
      ...table.dances.map((dance) => String(result.perDance[dance]?.[couple] ?? '')),
      String(summary.totals[couple] ?? ''),
      ...rule10Cells,
      ...rule11Cells,
      String(placement?.place ?? ''),
      placement?.rule ?? '',
    ];
  });
  return layOut([header, ...rows]);
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
