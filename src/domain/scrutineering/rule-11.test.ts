import { describe, expect, it } from 'vitest';
import { applyRule11 } from './rule-11';

describe('applyRule11', () => {
  // Two dances, three judges: 6 marks per couple, majority 4. Couples 0 and 2 are the tied ones.
  const marks = [
    [
      [1, 2, 3],
      [3, 3, 1],
      [2, 1, 2],
    ],
    [
      [2, 3, 1],
      [1, 1, 3],
      [3, 2, 2],
    ],
  ];

  it('pools all marks of all dances of the tied couples, from the column of the place under review', () => {
    const step = applyRule11([0, 2], 1, marks, 3);
    expect(step.majority).toBe(4);
    // Column 1: 2 and 1 marks; column 1-2: 4 (sum 6) and 5 (sum 8): couple 2 has the greater majority.
    expect(step.tallies).toEqual([
      [
        { column: 1, count: 2, sum: 2 },
        { column: 2, count: 4, sum: 6 },
      ],
      [
        { column: 1, count: 1, sum: 1 },
        { column: 2, count: 5, sum: 9 },
      ],
    ]);
    expect(step.placements).toEqual([
      { couple: 2, place: 1, rule: 'rule-6', column: 2, decidedAtColumn: 2 },
    ]);
  });

  it('decides only the place under review, leaving the rest to Rule 10', () => {
    const step = applyRule11([0, 1, 2], 1, marks, 3);
    expect(step.placements.map((placement) => placement.place)).toEqual([1]);
  });
});
