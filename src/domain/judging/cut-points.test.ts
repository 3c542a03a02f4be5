import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RecallTable } from '../scrutineering/recall-sheet';
import { computeRecalls } from '../scrutineering/recalls';
import { cutOptions } from './cut-points';

/** A round of c couples, j judges and d dances, every mark 0 or 1, asked to recall 1..c. */
const anyRecallTable: fc.Arbitrary<RecallTable> = fc
  .record({
    couples: fc.integer({ min: 1, max: 14 }),
    judges: fc.integer({ min: 1, max: 5 }),
    dances: fc.integer({ min: 1, max: 3 }),
  })
  .chain(({ couples, judges, dances }) =>
    fc.record({
      judges: fc.constant(Array.from({ length: judges }, (_, i) => `J${i + 1}`)),
      dances: fc.constant(Array.from({ length: dances }, (_, i) => `D${i + 1}`)),
      couples: fc.constant(Array.from({ length: couples }, (_, i) => String(101 + i))),
      recallSize: fc.integer({ min: 1, max: couples }),
      marks: fc.array(
        fc.array(
          fc.array(fc.integer({ min: 0, max: 1 }), { minLength: judges, maxLength: judges }),
          {
            minLength: couples,
            maxLength: couples,
          },
        ),
        { minLength: dances, maxLength: dances },
      ),
    }),
  );

/** One dance and five judges; couple 101 + i is recalled by the first totals[i] judges. */
const table = (totals: number[], recallSize: number): RecallTable => ({
  judges: ['J1', 'J2', 'J3', 'J4', 'J5'],
  dances: ['Waltz'],
  couples: totals.map((_, i) => String(101 + i)),
  recallSize,
  marks: [totals.map((total) => Array.from({ length: 5 }, (_, judge) => (judge < total ? 1 : 0)))],
});

describe('cutOptions', () => {
  it('offers nothing when no couples tie at the cut', () => {
    expect(cutOptions(computeRecalls(table([5, 4, 3, 2], 2)))).toEqual([]);
  });

  it('offers all tied couples through, or none of them', () => {
    expect(cutOptions(computeRecalls(table([5, 4, 3, 3, 3, 1], 3)))).toEqual([
      { choice: 'recall-more', recalled: 5, label: 'Recall 5 (all tied couples)' },
      { choice: 'recall-fewer', recalled: 2, label: 'Recall 2 (none of the tied couples)' },
    ]);
  });

  it('leaves out recalling none of the tied couples when that would recall nobody', () => {
    expect(cutOptions(computeRecalls(table([3, 3, 3, 1], 2)))).toEqual([
      { choice: 'recall-more', recalled: 3, label: 'Recall 3 (all tied couples)' },
    ]);
  });

  it('offers only cuts that recall the number said and never split a tie', () => {
    fc.assert(
      fc.property(anyRecallTable, (recallTable) => {
        const undecided = computeRecalls(recallTable);
        const options = cutOptions(undecided);
        expect(options.length > 0).toBe(undecided.tie !== null);
        for (const option of options) {
          const { recalled, totals } = computeRecalls(recallTable, option.choice);
          expect(recalled).toHaveLength(option.recalled);
          expect(recalled.length).toBeGreaterThan(0);
          const recalledTotals = new Set(recalled.map((couple) => totals[couple]));
          const notRecalled = recallTable.couples.filter((couple) => !recalled.includes(couple));
          for (const couple of notRecalled) expect(recalledTotals.has(totals[couple])).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });
});
