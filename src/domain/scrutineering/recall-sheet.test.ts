import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutatedRecallSheet } from './fixtures/mutated-sheets';
import {
  fastRecallTable,
  findRecallIssues,
  validateRecallMatrix,
  validateRecallSheet,
} from './recall-sheet';
import type { RecallMarkSheet, RecallMatrixSheet } from './recall-sheet';

const sheet: RecallMarkSheet = {
  judges: ['A', 'B'],
  dances: ['Waltz', 'Tango'],
  couples: ['3', '1', '2'],
  recallSize: 2,
  marks: {
    Waltz: { A: ['1', '2'], B: ['1', '3'] },
    Tango: { A: ['1', '2'], B: ['2', '1'] },
  },
};

const codes = (checked: ReturnType<typeof validateRecallSheet>) =>
  checked.ok
    ? []
    : checked.issues.map((issue) => [issue.code, issue.dance, issue.couple, issue.judge]);

describe('validateRecallSheet', () => {
  it('turns the lists into a grid of 1 and 0, couples in number order', () => {
    const checked = validateRecallSheet(sheet);
    expect(checked.ok && checked.value.couples).toEqual(['1', '2', '3']);
    expect(checked.ok && checked.value.marks).toEqual([
      [
        [1, 1],
        [1, 0],
        [0, 1],
      ],
      [
        [1, 1],
        [1, 1],
        [0, 0],
      ],
    ]);
  });

  it('reports a couple that did not dance, a couple marked twice, and a judge not on the panel', () => {
    const marks = { ...sheet.marks, Waltz: { A: ['1', '9'], B: ['3', '3'], Z: ['1'] } };
    expect(codes(validateRecallSheet({ ...sheet, marks }))).toMatchInlineSnapshot(`
      [
        [
          "unknown-judge",
          "Waltz",
          undefined,
          "Z",
        ],
        [
          "unknown-couple",
          "Waltz",
          "9",
          "A",
        ],
        [
          "duplicate-recall-mark",
          "Waltz",
          "3",
          "B",
        ],
      ]
    `);
  });

  it('reports a judge with no marks for a dance, a dance without marks and marks for another dance', () => {
    const marks = { Waltz: { A: ['1', '2'] }, Samba: { A: ['1'], B: ['2'] } };
    expect(codes(validateRecallSheet({ ...sheet, marks }))).toMatchInlineSnapshot(`
      [
        [
          "unknown-dance",
          "Samba",
          undefined,
          undefined,
        ],
        [
          "missing-mark",
          "Waltz",
          undefined,
          "B",
        ],
        [
          "missing-dance",
          "Tango",
          undefined,
          undefined,
        ],
      ]
    `);
  });

  it('reports a recall size that is not a whole number from 1 to the number of couples', () => {
    // Rule 1: each judge marks the number of couples asked for, which cannot exceed the couples dancing.
    for (const recallSize of [0, -1, 2.5, 4, 1e21]) {
      expect(codes(validateRecallSheet({ ...sheet, recallSize }))).toEqual([
        ['invalid-recall-size', undefined, undefined, undefined],
      ]);
    }
  });

  it('reports empty and repeated lists of judges, dances and couples', () => {
    expect(
      codes(
        validateRecallSheet({
          ...sheet,
          judges: ['A', 'B', 'A'],
          dances: [],
          couples: [],
          marks: {},
        }),
      ),
    ).toMatchInlineSnapshot(`
      [
        [
          "duplicate-judge",
          undefined,
          undefined,
          "A",
        ],
        [
          "no-dances",
          undefined,
          undefined,
          undefined,
        ],
        [
          "no-couples",
          undefined,
          undefined,
          undefined,
        ],
      ]
    `);
  });
});

describe('validateRecallMatrix', () => {
  const matrix: RecallMatrixSheet = {
    judges: ['A', 'B'],
    dances: ['Waltz'],
    recallSize: 1,
    marks: { Waltz: { '1': { A: 1, B: 0 }, '2': { A: 0, B: true } } },
  };

  it('reads 1/0 and true/false as marks, couples from the grid', () => {
    const checked = validateRecallMatrix(matrix);
    expect(checked.ok && checked.value).toEqual({
      judges: ['A', 'B'],
      dances: ['Waltz'],
      couples: ['1', '2'],
      recallSize: 1,
      marks: [
        [
          [1, 0],
          [0, 1],
        ],
      ],
    });
  });

  it('reports marks other than 1 and 0, blank cells and missing rows, with every other issue', () => {
    const marks = {
      Waltz: { '1': { A: 2, B: 0 }, '2': { A: 0 }, '3': { A: 1, B: 1, C: 1 } },
      Tango: { '1': { A: 1, B: 0 } },
    };
    expect(codes(validateRecallMatrix({ ...matrix, dances: ['Waltz', 'Tango'], marks })))
      .toMatchInlineSnapshot(`
      [
        [
          "invalid-recall-mark",
          "Waltz",
          "1",
          "A",
        ],
        [
          "missing-mark",
          "Waltz",
          "2",
          "B",
        ],
        [
          "missing-couple",
          "Tango",
          "2",
          undefined,
        ],
        [
          "missing-couple",
          "Tango",
          "3",
          undefined,
        ],
        [
          "unknown-judge",
          "Waltz",
          undefined,
          "C",
        ],
      ]
    `);
  });
});

describe('fastRecallTable', () => {
  it('accepts exactly the sheets the full check accepts, and builds the same table', () => {
    const seen = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(mutatedRecallSheet, (sheet) => {
        const fast = fastRecallTable(sheet);
        const full = findRecallIssues(sheet);
        expect(fast !== undefined).toBe(full.ok);
        if (full.ok) expect(fast).toEqual(full.value);
        seen[full.ok ? 'accepted' : 'refused'] += 1;
      }),
      { numRuns: 2000 },
    );
    // Both sides of the equivalence were exercised, not just one.
    expect(seen.accepted).toBeGreaterThan(100);
    expect(seen.refused).toBeGreaterThan(100);
  });

  it('finds no inherited lists for judges named after Object members', () => {
    const marks = JSON.parse('{"Waltz": {"__proto__": ["1"]}}') as RecallMarkSheet['marks'];
    const round = {
      judges: ['__proto__'],
      dances: ['Waltz'],
      couples: ['1'],
      recallSize: 1,
      marks,
    };
    expect(fastRecallTable(round)?.marks).toEqual([[[1]]]);
    const missing = { ...round, judges: ['__proto__', 'constructor'] };
    expect(fastRecallTable(missing)).toBeUndefined();
    expect(validateRecallSheet(missing).ok).toBe(false);
  });
});
