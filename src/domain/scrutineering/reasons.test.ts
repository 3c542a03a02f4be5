import { describe, expect, it } from 'vitest';
import { ordinal } from '../ordinal';
import { explainDancePlacement } from './reasons';

describe('reasons', () => {
  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 2.5].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '2.5',
    ]);
  });

  it('names the rule, the column and the figures that decided a place', () => {
    const tallies = [
      { column: 2, count: 3, sum: 5 },
      { column: 3, count: 3, sum: 5 },
      { column: 4, count: 3, sum: 5 },
      { column: 5, count: 5, sum: 15 },
    ];
    expect(
      explainDancePlacement(
        { couple: 0, place: 2, rule: 'rule-7b', column: 2, decidedAtColumn: 5 },
        tallies,
        3,
      ),
    ).toMatchInlineSnapshot(
      `"Rule 7b: 3 places 2nd or better (majority 3) with sum 5, equal to another couple; comparing those couples only, places 5th or better: 5, sum 15. Place 2nd."`,
    );
    expect(
      explainDancePlacement(
        { couple: 0, place: 2.5, rule: 'shared', column: 2, decidedAtColumn: 5 },
        tallies,
        3,
      ),
    ).toMatchInlineSnapshot(
      `"Rule 7: 3 places 2nd or better (majority 3) with sum 5; equal to other couples in count and sum up to places 5th or better, so they share the mean of their places: 2.5."`,
    );
  });
});
