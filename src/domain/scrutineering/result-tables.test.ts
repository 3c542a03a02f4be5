import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeFinal } from './final-result';
import type { FinalMarkSheet } from './final-sheet';
import { validateFinalSheet } from './final-sheet';
import { anyFinal } from './fixtures/any-final';
import { tsoG, tsoP } from './fixtures/dtv-tso';
import { wdsfExamples } from './fixtures/wdsf-rules-5-to-8';
import {
  danceTable,
  recallTable,
  ruleName,
  stepText,
  summaryTable,
  tallyText,
} from './result-tables';

function worked(sheet: FinalMarkSheet) {
  const checked = validateFinalSheet(sheet);
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
  return { grid: checked.value, result: placeFinal(checked.value) };
}

describe("one dance's skating table", () => {
  it.each(wdsfExamples)(
    '$name: cells as published, blank after the place was decided',
    (example) => {
      const { grid, result } = worked(example.sheet);
      const table = danceTable(grid, result, 'Dance');
      expect(table?.columns).toEqual(['1', '1-2', '1-3', '1-4', '1-5', '1-6']);
      expect(table?.rows.map((row) => row.place)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const row of table?.rows ?? []) {
        const counts = example.publishedCounts[row.couple] ?? [];
        const sums = example.publishedSums[row.couple] ?? [];
        const looked = row.cells.filter((cell) => cell !== null).length;
        // The scrutineer looks from column 1 up to where the couple's place was decided, no further.
        expect(row.cells.slice(0, looked).every((cell) => cell !== null)).toBe(true);
        row.cells.forEach((cell, column) => {
          if (cell === null) return;
          expect(cell.count).toBe(counts[column]);
          expect(cell.sum).toBe(cell.count >= (table?.majority ?? 0) ? sums[column] : null);
        });
        expect(row.marks).toEqual(
          grid.judges.map((judge) => example.sheet.marks.Dance?.[row.couple]?.[judge]),
        );
      }
    },
  );

  it('writes a cell as printed: the count, and the sum once it is a majority', () => {
    expect(tallyText({ count: 2, sum: null })).toBe('2');
    expect(tallyText({ count: 4, sum: 11 })).toBe('4 (11)');
    expect(ruleName('rule-7a')).toBe('Rule 7a');
    expect(ruleName('shared')).toBe('shared');
  });

  it('has no table for a dance the final does not have', () => {
    const { grid, result } = worked(tsoP.sheet);
    expect(danceTable(grid, result, 'Samba')).toBeUndefined();
  });
});

describe("a final's summary", () => {
  it('TSO Beispiel P: Rule 11 for 2nd place, then Rule 10 for 3rd, each with its cells', () => {
    const { grid, result } = worked(tsoP.sheet);
    const table = summaryTable(grid, result);
    expect(table.steps.map((step) => step.label)).toEqual(['R10 2nd', 'R10 3rd', 'R11 2nd']);
    expect(
      table.rows.map((row) => [
        row.couple,
        row.total,
        ...row.steps.map(stepText),
        row.place,
        row.rule,
      ]),
    ).toEqual([
      ['101', 9, '', '', '', 1, 'rule-9'],
      ['102', 18, '1 (1)', '', '7 (10), 15 (34)', 2, 'rule-11'],
      ['103', 18, '1 (1)', '2 (4)', '8 (11), 10 (17)', 3, 'rule-10'],
      ['104', 18, '1 (1)', '1 (1)', '6 (9), 12 (27)', 4, 'rule-10'],
      ['105', 19, '', '', '', 5, 'rule-9'],
      ['106', 23, '', '', '', 6, 'rule-9'],
    ]);
    expect(table.rows[1]?.reason).toMatch(/^Rule 11: .* Place 2nd\.$/);
  });

  it.each([tsoG, tsoP])('$name: the places are the published ones', (example) => {
    const { grid, result } = worked(example.sheet);
    const table = summaryTable(grid, result);
    expect(Object.fromEntries(table.rows.map((row) => [row.couple, row.place]))).toEqual(
      example.expected.overall,
    );
    expect(table.rows.map((row) => row.dancePlaces)).toEqual(
      table.rows.map((row) =>
        grid.dances.map((dance) => example.expected.perDance?.[dance]?.[row.couple]),
      ),
    );
  });
});

describe('tables of any final', () => {
  it('list every couple once, in place order, with the places the engine gave', () => {
    fc.assert(
      fc.property(anyFinal, (sheet) => {
        const { grid, result } = worked(sheet);
        const summary = summaryTable(grid, result);
        const places = summary.rows.map((row) => row.place);
        expect(summary.rows.map((row) => row.couple).sort()).toEqual([...grid.couples].sort());
        expect(places).toEqual([...places].sort((a, b) => a - b));
        expect(Object.fromEntries(summary.rows.map((row) => [row.couple, row.place]))).toEqual(
          result.overall,
        );
        for (const dance of grid.dances) {
          const table = danceTable(grid, result, dance);
          expect(table?.rows.map((row) => row.couple).sort()).toEqual([...grid.couples].sort());
          for (const row of table?.rows ?? []) {
            expect(row.place).toBe(result.perDance[dance]?.[row.couple]);
            expect(row.cells[0]).not.toBeNull();
          }
        }
      }),
    );
  });
});

describe("a recall round's grid", () => {
  const grid = {
    judges: ['A', 'B'],
    dances: ['Waltz', 'Tango'],
    couples: ['e1', 'e2', 'e3', 'e4'],
    // marks[dance][couple][judge]
    marks: [
      [
        [1, 0],
        [1, 1],
        [0, 0],
        [1, 1],
      ],
      [
        [0, 1],
        [1, 1],
        [0, 1],
        [1, 0],
      ],
    ],
  };
  const outcome = {
    couples: ['e1', 'e2', 'e3', 'e4'],
    totals: { e1: 2, e2: 4, e3: 1, e4: 3 },
    recalled: ['e2', 'e4'],
    placements: { e1: '3', e3: '4' },
  };

  it('puts the recalled first, most recalls first, with the cut after them', () => {
    const table = recallTable(grid, outcome);
    expect(table.rows.map((row) => [row.couple, row.total, row.recalled, row.place])).toEqual([
      ['e2', 4, true, null],
      ['e4', 3, true, null],
      ['e1', 2, false, '3'],
      ['e3', 1, false, '4'],
    ]);
    expect(table.cutAfter).toBe(2);
    expect(table.rows[1]?.marks).toEqual([
      [true, true],
      [true, false],
    ]);
  });

  it('without a grid (a round posted before grids were kept) still ranks the totals', () => {
    const table = recallTable(null, outcome);
    expect(table.rows.map((row) => row.couple)).toEqual(['e2', 'e4', 'e1', 'e3']);
    expect(table.rows.every((row) => row.marks.length === 0)).toBe(true);
  });

  it('lists every couple once, the recalled above the line, each row no fewer recalls than the next on its side', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(20), fc.boolean()), { minLength: 1, maxLength: 30 }),
        (couples) => {
          const ids = couples.map((_, index) => `c${index}`);
          const table = recallTable(null, {
            couples: ids,
            totals: Object.fromEntries(couples.map(([total], index) => [ids[index], total])),
            recalled: ids.filter((_, index) => couples[index]?.[1]),
            placements: {},
          });
          expect(table.rows.map((row) => row.couple).sort()).toEqual([...ids].sort());
          table.rows.forEach((row, index) => {
            expect(row.recalled).toBe(index < table.cutAfter);
            const next = table.rows[index + 1];
            if (next && next.recalled === row.recalled)
              expect(row.total).toBeGreaterThanOrEqual(next.total);
          });
        },
      ),
    );
  });
});
