import { describe, expect, it } from 'vitest';
import { validateFinalSheet } from './final-sheet';
import { placeFinal } from './final-result';
import type { PublishedFinal } from './fixtures/build-sheet';
import { examination2005Exercise4, examination2005Exercise5 } from './fixtures/dtv-training';
import { tsoA, tsoB, tsoC, tsoD, tsoE } from './fixtures/dtv-tso';
import {
  wdsfExamples,
  wdsfRule5,
  wdsfRule6,
  wdsfRule7,
  wdsfRule8,
} from './fixtures/wdsf-rules-5-to-8';
import { placeSingleDance } from './single-dance';
import { formatDanceTable } from './skating-table-text';

function worked(example: PublishedFinal) {
  const checked = validateFinalSheet(example.sheet);
  if (!checked.ok) throw new Error(`${example.name}: ${JSON.stringify(checked.issues)}`);
  return { table: checked.value, result: placeFinal(checked.value) };
}

function danceTable(example: PublishedFinal, dance = 'Dance'): string {
  const { table, result } = worked(example);
  return formatDanceTable(table, result, dance);
}

describe('placeSingleDance on published examples (Rules 5 to 8)', () => {
  it.each(wdsfExamples)(
    '$name: every table cell matches the published counts and sums',
    (example) => {
      const { table } = worked(example);
      const result = placeSingleDance(table.marks[0] ?? []);
      table.couples.forEach((couple, index) => {
        const counts = Array.from({ length: 6 }, (_, column) => column + 1).map(
          (column) => (table.marks[0]?.[index] ?? []).filter((mark) => mark <= column).length,
        );
        expect(counts).toEqual(example.publishedCounts[couple]);
        // Every cell the engine examined agrees with the printed table.
        for (const tally of result.tallies[index] ?? []) {
          expect([tally.count, tally.sum]).toEqual([
            example.publishedCounts[couple]?.[tally.column - 1],
            example.publishedSums[couple]?.[tally.column - 1],
          ]);
        }
      });
      expect(
        Object.fromEntries(table.couples.map((couple, index) => [couple, result.places[index]])),
      ).toEqual(example.expected.overall);
    },
  );

  it('WDSF Rule 5: a majority of 1st places wins, then a majority of 2nd or better, and so on', () => {
    expect(danceTable(wdsfRule5)).toMatchInlineSnapshot(`
      "couple A B C D E 1    1-2  1-3  1-4   1-5   1-6   place rule
      51     1 1 1 2 1 4(4) -    -    -     -     -     1     rule-5
      52     4 2 2 1 2 1    4(7) -    -     -     -     2     rule-5
      53     3 3 3 5 4 0    0    3(9) -     -     -     3     rule-5
      54     2 4 5 4 3 0    1    2    4(13) -     -     4     rule-5
      55     5 6 4 3 5 0    0    1    2     4(17) -     5     rule-5
      56     6 5 6 6 6 0    0    0    0     1     5(29) 6     rule-5"
    `);
  });

  it('WDSF Rule 6: of two majorities in the same column, the greater one is placed higher', () => {
    expect(danceTable(wdsfRule6)).toMatchInlineSnapshot(`
      "couple A B C D E F G 1    1-2  1-3   1-4 1-5   1-6 place rule
      61     1 1 2 1 4 2 1 4(4) -    -     -   -     -   1     rule-5
      62     6 2 1 5 2 1 2 2    5(8) -     -   -     -   2     rule-5
      63     2 4 3 3 6 3 3 0    1    5(14) -   -     -   3     rule-6
      64     3 3 5 2 1 5 4 1    2    4(9)  -   -     -   4     rule-6
      65     4 5 6 4 3 6 5 0    0    1     3   5(21) -   5     rule-6
      66     5 6 4 6 5 4 6 0    0    0     2   4(18) -   6     rule-6"
    `);
  });

  it('WDSF Rule 7: equal majorities go to the lower sum, then to the next column for those couples only', () => {
    expect(danceTable(wdsfRule7)).toMatchInlineSnapshot(`
      "couple A B C D E F G 1    1-2  1-3 1-4   1-5   1-6 place rule
      71     3 1 6 1 1 2 1 4(4) -    -   -     -     -   1     rule-5
      72     2 2 1 5 3 1 3 2    4(6) -   -     -     -   2     rule-7a
      73     1 5 4 2 2 6 2 1    4(7) -   -     -     -   3     rule-7a
      74     5 4 2 4 6 5 4 0    1    1   4(14) 6(24) -   4     rule-7b
      75     4 6 3 3 5 4 6 0    0    2   4(14) 5(19) -   5     rule-7b
      76     6 3 5 6 4 3 5 0    0    2   3     5(20) -   6     rule-5"
    `);
  });

  it('WDSF Rule 8: without a majority, the next column is taken in for every couple', () => {
    expect(danceTable(wdsfRule8)).toMatchInlineSnapshot(`
      "couple A B C D E F G 1 1-2 1-3   1-4   1-5   1-6 place rule
      81     3 3 3 2 5 2 3 0 2   6(16) -     -     -   1     rule-6
      82     4 4 4 3 2 3 2 0 2   4(10) -     -     -   2     rule-6
      83     2 2 6 6 4 1 4 1 3   3     5(13) -     -   3     rule-6
      84     1 6 1 5 1 4 6 3 3   3     4(7)  -     -   4     rule-6
      85     5 5 5 1 3 6 1 2 2   3     3     6(20) -   5     rule-6
      86     6 1 2 4 6 5 5 1 2   2     3     5(17) -   6     rule-6"
    `);
  });

  it('TSO Beispiel A (Regel 5)', () => {
    expect(danceTable(tsoA)).toMatchInlineSnapshot(`
      "couple A B C D E 1    1-2  1-3   1-4   1-5   1-6   place rule
      101    1 5 1 1 2 3(3) -    -     -     -     -     1     rule-5
      102    2 2 5 4 1 1    3(5) -     -     -     -     2     rule-5
      103    3 3 3 2 3 0    1    5(14) -     -     -     3     rule-5
      104    4 4 2 3 4 0    1    2     5(17) -     -     4     rule-5
      105    5 1 4 5 5 1    1    1     2     5(20) -     5     rule-5
      106    6 6 6 6 6 0    0    0     0     0     5(30) 6     rule-5"
    `);
  });

  it('TSO Beispiel B (Regel 6)', () => {
    expect(danceTable(tsoB)).toMatchInlineSnapshot(`
      "couple A B C D E 1    1-2  1-3 1-4   1-5 1-6   place rule
      101    1 1 1 4 4 3(3) -    -   -     -   -     1     rule-5
      102    3 2 2 1 1 2    4(6) -   -     -   -     2     rule-6
      103    2 5 5 2 2 0    3(6) -   -     -   -     3     rule-6
      104    4 3 4 5 3 0    0    2   4(14) -   -     4     rule-6
      105    5 4 3 3 5 0    0    2   3(10) -   -     5     rule-6
      106    6 6 6 6 6 0    0    0   0     0   5(30) 6     rule-8"
    `);
  });

  it('TSO Beispiel C (Regel 7a)', () => {
    expect(danceTable(tsoC)).toMatchInlineSnapshot(`
      "couple A B C D E 1    1-2  1-3  1-4 1-5 1-6   place rule
      101    1 1 1 5 5 3(3) -    -    -   -   -     1     rule-5
      102    2 2 5 1 4 1    3(5) -    -   -   -     2     rule-7a
      103    5 5 2 2 2 0    3(6) -    -   -   -     3     rule-7a
      104    3 3 4 6 1 1    1    3(7) -   -   -     4     rule-7a
      105    4 4 3 3 3 0    0    3(9) -   -   -     5     rule-7a
      106    6 6 6 4 6 0    0    0    1   1   5(28) 6     rule-8"
    `);
  });

  it('TSO Beispiel D (Regel 7b): separated only in the 1-5 column', () => {
    expect(danceTable(tsoD)).toMatchInlineSnapshot(`
      "couple A B C D E 1    1-2  1-3   1-4   1-5   1-6 place rule
      101    2 1 5 1 1 3(3) -    -     -     -     -   1     rule-5
      102    1 2 2 5 5 1    3(5) 3(5)  3(5)  5(15) -   2     rule-7b
      103    5 6 1 2 2 1    3(5) 3(5)  3(5)  4(10) -   3     rule-7b
      104    3 3 3 3 6 0    0    4(12) -     -     -   4     rule-5
      105    4 4 4 6 4 0    0    0     4(16) -     -   5     rule-5
      106    6 5 6 4 3 0    0    1     2     3(12) -   6     rule-5"
    `);
  });

  it('TSO Beispiel E (Regel 8)', () => {
    expect(danceTable(tsoE)).toMatchInlineSnapshot(`
      "couple A B C D E 1 1-2  1-3 1-4   1-5 1-6 place rule
      101    1 1 3 2 3 2 3(4) -   -     -   -   1     rule-8
      102    6 5 4 1 1 2 2    2   3(6)  -   -   2     rule-7a
      103    2 4 1 5 5 1 2    2   3(7)  -   -   3     rule-7a
      104    4 2 5 6 2 0 2    2   3(8)  -   -   4     rule-7a
      105    5 6 2 3 4 0 1    2   3(9)  -   -   5     rule-7a
      106    3 3 6 4 6 0 0    2   3(10) -   -   6     rule-7a"
    `);
  });

  it.each([examination2005Exercise4, examination2005Exercise5])(
    '$name: the published places of every dance',
    (example) => {
      expect(worked(example).result.perDance).toEqual(example.expected.perDance);
    },
  );

  it('examination 2005, exercise 4, Tango: two couples equal to the last column share 2nd and 3rd (2.5)', () => {
    expect(danceTable(examination2005Exercise4, 'Tango')).toMatchInlineSnapshot(`
      "couple A B C D E F G 1 1-2  1-3   1-4   1-5   1-6   place rule
      54     3 1 3 2 1 1 2 3 5(7) -     -     -     -     1     rule-6
      58     5 6 4 5 5 4 4 0 0    0     3     6(27) -     5     rule-5
      60     6 4 5 6 4 6 6 0 0    0     2     3     7(37) 6     rule-5
      61     1 3 2 1 2 5 3 2 4(6) 6(12) 6(12) 7(17) 7(17) 2.5   shared
      68     2 5 1 3 3 2 1 2 4(6) 6(12) 6(12) 7(17) 7(17) 2.5   shared
      77     4 2 6 4 6 3 5 0 1    2     4(13) -     -     4     rule-8"
    `);
  });
});

describe('placeSingleDance', () => {
  it('works for a single judge, whose ranking is the result', () => {
    expect(placeSingleDance([[2], [3], [1]]).places).toEqual([2, 3, 1]);
  });

  it('works for an even panel: a majority is more than half (3 of 4)', () => {
    const result = placeSingleDance([
      [1, 1, 2, 2],
      [2, 2, 1, 1],
    ]);
    expect(result.majority).toBe(3);
    expect(result.places).toEqual([1.5, 1.5]);
    expect(result.placements.map((placement) => placement.rule)).toEqual(['shared', 'shared']);
  });

  it('gives a lone couple 1st place', () => {
    expect(placeSingleDance([[1, 1, 1]]).places).toEqual([1]);
  });
});
