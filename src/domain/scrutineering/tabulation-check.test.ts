import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tsoSingleDanceExamples } from './fixtures/dtv-tso';
import { wdsfExamples } from './fixtures/wdsf-rules-5-to-8';
import { validateFinalSheet } from './final-sheet';
import { placeSingleDance } from './single-dance';
import { tabulateSingleDance } from './tabulation-check';

/** Each judge's column is a permutation of 1..n; returns `marks[couple][judge]`. */
const fromColumns = (columns: readonly (readonly number[])[], couples: number) =>
  Array.from({ length: couples }, (_, couple) => columns.map((column) => column[couple] as number));

const permutation = (n: number) =>
  fc.uniqueArray(fc.integer({ min: 1, max: n }), { minLength: n, maxLength: n });

/** Any valid single-dance sheet: 1 to 8 couples, 1 to 9 judges. */
const anyDance = fc
  .record({ couples: fc.integer({ min: 1, max: 8 }), judges: fc.integer({ min: 1, max: 9 }) })
  .chain(({ couples, judges }) =>
    fc
      .array(permutation(couples), { minLength: judges, maxLength: judges })
      .map((columns) => fromColumns(columns, couples)),
  );

/** Judges who copy each other's rankings, so that equal majorities and equal sums are common. */
const tieHeavyDance = fc
  .record({ couples: fc.integer({ min: 2, max: 7 }), judges: fc.integer({ min: 2, max: 8 }) })
  .chain(({ couples, judges }) =>
    fc
      .record({
        pool: fc.array(permutation(couples), { minLength: 2, maxLength: 3 }),
        picks: fc.array(fc.nat(), { minLength: judges, maxLength: judges }),
      })
      .map(({ pool, picks }) =>
        fromColumns(
          picks.map((pick) => pool[pick % pool.length] as number[]),
          couples,
        ),
      ),
  );

describe('tabulateSingleDance, the independent check of Rules 5 to 8', () => {
  it.each([...wdsfExamples, ...tsoSingleDanceExamples])(
    '$name: gives the published places',
    (example) => {
      const checked = validateFinalSheet(example.sheet);
      if (!checked.ok) throw new Error(example.name);
      const places = tabulateSingleDance(checked.value.marks[0] ?? []);
      expect(
        Object.fromEntries(checked.value.couples.map((couple, index) => [couple, places[index]])),
      ).toEqual(example.expected.overall);
    },
  );

  it('agrees with placeSingleDance on thousands of random sheets', () => {
    fc.assert(
      fc.property(anyDance, (marks) => {
        expect(placeSingleDance(marks).places).toEqual(tabulateSingleDance(marks));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with placeSingleDance where judges agree with each other and ties abound', () => {
    fc.assert(
      fc.property(tieHeavyDance, (marks) => {
        expect(placeSingleDance(marks).places).toEqual(tabulateSingleDance(marks));
      }),
      { numRuns: 1500 },
    );
  });
});
