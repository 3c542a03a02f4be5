import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageRanks, spearmanRho } from './rank-correlation';

describe('averageRanks', () => {
  it('gives tied values the mean of the ranks they span', () => {
    expect(averageRanks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1]);
  });
});

describe('spearmanRho', () => {
  it('matches the published IQ and television example (rho = -29/165)', () => {
    // Wikipedia, "Spearman's rank correlation coefficient", worked example.
    const iq = [106, 100, 86, 101, 99, 103, 97, 113, 112, 110];
    const hoursOfTv = [7, 27, 2, 50, 28, 29, 20, 12, 6, 17];
    expect(spearmanRho(iq, hoursOfTv)).toBeCloseTo(-29 / 165, 12);
  });

  it('is 1 for the same order, -1 for the reverse, and 1 - 6 sum d^2 / n(n^2 - 1) without ties', () => {
    expect(spearmanRho([1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6])).toBe(1);
    expect(spearmanRho([1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1])).toBe(-1);
    // One adjacent swap among six: d^2 sums to 2, so 1 - 12/210.
    expect(spearmanRho([1, 2, 3, 4, 5, 6], [2, 1, 3, 4, 5, 6])).toBeCloseTo(1 - 12 / 210, 12);
  });

  it('is undefined for fewer than two values or a list without spread', () => {
    expect(spearmanRho([1], [1])).toBeNull();
    expect(spearmanRho([1, 2, 3], [2, 2, 2])).toBeNull();
  });

  const twoLists = fc
    .integer({ min: 2, max: 12 })
    .chain((n) =>
      fc.tuple(
        fc.array(fc.integer({ min: 1, max: n }), { minLength: n, maxLength: n }),
        fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
      ),
    );

  it('is symmetric, stays within -1..1, and does not depend on the order couples are listed in', () => {
    fc.assert(
      fc.property(twoLists, ([x, y]) => {
        const rho = spearmanRho(x, y);
        expect(spearmanRho(y, x)).toEqual(rho);
        if (rho !== null) {
          expect(Math.abs(rho)).toBeLessThanOrEqual(1 + 1e-12);
          expect(spearmanRho([...x].reverse(), [...y].reverse())).toBeCloseTo(rho, 12);
        }
      }),
    );
  });
});
