import { describe, expect, it } from 'vitest';
import { placeFinal } from './final-result';
import { validateFinalSheet } from './final-sheet';
import { sheetFromRows } from './fixtures/build-sheet';
import { formatDanceTable, formatSummaryTable } from './skating-table-text';

describe('skating tables as text', () => {
  const checked = validateFinalSheet(
    sheetFromRows(['A', 'B', 'C'], {
      Waltz: { '1': [1, 1, 2], '2': [2, 2, 1] },
      Tango: { '1': [2, 2, 1], '2': [1, 1, 2] },
    }),
  );
  if (!checked.ok) throw new Error('invalid');
  const result = placeFinal(checked.value);

  it('lays out a dance like a printed skating table', () => {
    expect(formatDanceTable(checked.value, result, 'Waltz')).toMatchInlineSnapshot(`
      "couple A B C 1    1-2  place rule
      1      1 1 2 2(2) -    1     rule-5
      2      2 2 1 1    3(5) 2     rule-5"
    `);
    expect(formatDanceTable(checked.value, result, 'Samba')).toBe('');
  });

  it('lays out the summary with its Rule 10 and Rule 11 columns', () => {
    expect(formatSummaryTable(checked.value, result)).toMatchInlineSnapshot(`
      "couple Waltz Tango total R10@1 R11@1     place rule
      1      1     2     3     1(1)  3(3) 6(9) 1.5   shared
      2      2     1     3     1(1)  3(3) 6(9) 1.5   shared"
    `);
  });
});
