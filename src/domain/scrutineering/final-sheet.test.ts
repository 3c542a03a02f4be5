import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastFinalTable, findFinalIssues, validateFinalSheet } from './final-sheet';
import type { FinalMarkSheet } from './final-sheet';
import { mutatedFinalSheet } from './fixtures/mutated-sheets';

const valid: FinalMarkSheet = {
  judges: ['A', 'B', 'C'],
  dances: ['Waltz', 'Tango'],
  marks: {
    Waltz: { '10': { A: 1, B: 2, C: 1 }, '2': { A: 2, B: 1, C: 2 } },
    Tango: { '10': { A: 2, B: 2, C: 1 }, '2': { A: 1, B: 1, C: 2 } },
  },
};

function issuesOf(sheet: FinalMarkSheet) {
  const checked = validateFinalSheet(sheet);
  return checked.ok ? [] : checked.issues;
}

describe('validateFinalSheet', () => {
  it('indexes a valid sheet, couples in number order', () => {
    expect(validateFinalSheet(valid)).toEqual({
      ok: true,
      value: {
        judges: ['A', 'B', 'C'],
        dances: ['Waltz', 'Tango'],
        couples: ['2', '10'],
        marks: [
          [
            [2, 1, 2],
            [1, 2, 1],
          ],
          [
            [1, 1, 2],
            [2, 2, 1],
          ],
        ],
      },
    });
  });

  it('reports an empty panel, no dances and no couples', () => {
    expect(issuesOf({ judges: [], dances: ['Waltz'], marks: { Waltz: {} } })).toEqual([
      { code: 'no-judges', message: 'The sheet names no judges.' },
      { code: 'no-couples', message: 'The sheet has no marks for any couple.' },
    ]);
    expect(issuesOf({ judges: ['A'], dances: [], marks: {} })).toEqual([
      { code: 'no-dances', message: 'The sheet names no dances.' },
    ]);
    expect(issuesOf({ ...valid, couples: [] }).map((issue) => issue.code)).toEqual([
      'no-couples',
      'unknown-couple',
      'unknown-couple',
    ]);
  });

  it('reports judges, dances and couples listed twice', () => {
    expect(
      issuesOf({
        ...valid,
        judges: ['A', 'B', 'C', 'B'],
        dances: ['Waltz', 'Tango', 'Waltz'],
        couples: ['2', '10', '2'],
      }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "duplicate-judge",
          "judge": "B",
          "message": "The judge "B" is listed more than once.",
        },
        {
          "code": "duplicate-dance",
          "dance": "Waltz",
          "message": "The dance "Waltz" is listed more than once.",
        },
        {
          "code": "duplicate-couple",
          "couple": "2",
          "message": "The couple "2" is listed more than once.",
        },
      ]
    `);
  });

  it('reports marks for a dance not in the final, and a dance without marks', () => {
    expect(issuesOf({ ...valid, dances: ['Waltz', 'Foxtrot'] })).toMatchInlineSnapshot(`
      [
        {
          "code": "unknown-dance",
          "dance": "Tango",
          "message": "Marks are given for "Tango", which is not a dance of this final.",
        },
        {
          "code": "missing-dance",
          "dance": "Foxtrot",
          "message": "There are no marks for Foxtrot.",
        },
      ]
    `);
  });

  it('reports a judge not on the panel', () => {
    const marks = {
      ...valid.marks,
      Waltz: { ...valid.marks.Waltz, '2': { A: 2, B: 1, C: 2, X: 1 } },
    };
    expect(issuesOf({ ...valid, marks })).toMatchInlineSnapshot(`
      [
        {
          "code": "unknown-judge",
          "couple": "2",
          "dance": "Waltz",
          "judge": "X",
          "message": "Judge X is not on the panel but marked couple 2 in Waltz.",
        },
      ]
    `);
  });

  it('reports a couple not in the declared list, and a declared couple missing from a dance', () => {
    expect(
      issuesOf({ ...valid, couples: ['2', '10', '11'] }).map((issue) => [
        issue.code,
        issue.dance,
        issue.couple,
      ]),
    ).toMatchInlineSnapshot(`
      [
        [
          "missing-couple",
          "Waltz",
          "11",
        ],
        [
          "missing-couple",
          "Tango",
          "11",
        ],
      ]
    `);
    expect(issuesOf({ ...valid, couples: ['2'] }).map((issue) => issue.code)).toContain(
      'unknown-couple',
    );
  });

  it('reports a couple that has marks in one dance but not in another', () => {
    const marks = { ...valid.marks, Tango: { '10': { A: 1, B: 1, C: 1 } } };
    expect(issuesOf({ ...valid, marks })).toMatchInlineSnapshot(`
      [
        {
          "code": "missing-couple",
          "couple": "2",
          "dance": "Tango",
          "message": "Couple 2 has no marks in Tango.",
        },
      ]
    `);
  });

  it('reports a missing mark', () => {
    const marks = { ...valid.marks, Waltz: { ...valid.marks.Waltz, '10': { A: 1, C: 1 } } };
    expect(issuesOf({ ...valid, marks })).toMatchInlineSnapshot(`
      [
        {
          "code": "missing-mark",
          "couple": "10",
          "dance": "Waltz",
          "judge": "B",
          "message": "Judge B did not place couple 10 in Waltz.",
        },
      ]
    `);
  });

  it('reports places outside 1..n and places that are not whole numbers', () => {
    const marks = {
      ...valid.marks,
      Waltz: { '10': { A: 1, B: 3, C: 1.5 }, '2': { A: 2, B: 0, C: 2 } },
    };
    expect(issuesOf({ ...valid, marks }).map((issue) => [issue.code, issue.couple, issue.judge]))
      .toMatchInlineSnapshot(`
      [
        [
          "invalid-place",
          "2",
          "B",
        ],
        [
          "invalid-place",
          "10",
          "B",
        ],
        [
          "invalid-place",
          "10",
          "C",
        ],
      ]
    `);
  });

  it('reports a judge who gives two couples the same place', () => {
    const marks = {
      ...valid.marks,
      Tango: { '10': { A: 1, B: 2, C: 1 }, '2': { A: 1, B: 1, C: 2 } },
    };
    expect(issuesOf({ ...valid, marks })).toMatchInlineSnapshot(`
      [
        {
          "code": "duplicate-place",
          "dance": "Tango",
          "judge": "A",
          "message": "Judge A gave place 1 to couples 2, 10 in Tango; a judge may not tie couples.",
        },
      ]
    `);
  });

  it('accepts any panel size from one judge up, odd or even', () => {
    for (const judges of [['A'], ['A', 'B'], ['A', 'B', 'C', 'D']]) {
      const row = (place: number) => Object.fromEntries(judges.map((judge) => [judge, place]));
      const sheet = { judges, dances: ['Waltz'], marks: { Waltz: { '1': row(1), '2': row(2) } } };
      expect(validateFinalSheet(sheet).ok).toBe(true);
    }
  });
});

describe('fastFinalTable', () => {
  it('accepts exactly the sheets the full check accepts, and builds the same table', () => {
    const seen = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(mutatedFinalSheet, (sheet) => {
        const fast = fastFinalTable(sheet);
        const full = findFinalIssues(sheet);
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

  it('finds no inherited marks for judges and couples named after Object members', () => {
    const marks = JSON.parse(
      '{"Waltz": {"__proto__": {"constructor": 1}, "toString": {"constructor": 2}}}',
    ) as FinalMarkSheet['marks'];
    const sheet = { judges: ['constructor'], dances: ['Waltz'], marks };
    expect(fastFinalTable(sheet)?.couples).toEqual(['__proto__', 'toString']);
    const missing = { ...sheet, judges: ['constructor', 'valueOf'] };
    expect(fastFinalTable(missing)).toBeUndefined();
    expect(validateFinalSheet(missing).ok).toBe(false);
  });
});
