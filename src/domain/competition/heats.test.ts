import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawHeats } from './heats';

/** A small seeded generator (mulberry32), so a draw can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const couples = (n: number) => Array.from({ length: n }, (_, i) => String(101 + i));

describe('drawHeats', () => {
  it('spreads couples evenly, the larger heats first', () => {
    const heats = drawHeats(couples(11), 3, seeded(7));
    expect(heats.map((heat) => heat.length)).toEqual([4, 4, 3]);
    expect(heats.flat().sort()).toEqual(couples(11));
  });

  it('deals in list order when the random function always returns 0.999', () => {
    // Fisher-Yates swapping each position with itself leaves the order as it was.
    expect(drawHeats(couples(5), 2, () => 0.999)).toEqual([
      ['101', '102', '103'],
      ['104', '105'],
    ]);
  });

  it('keeps empty heats when there are more heats than couples, and one heat for 0', () => {
    expect(drawHeats(['1', '2'], 4, Math.random).map((heat) => heat.length)).toEqual([1, 1, 0, 0]);
    expect(drawHeats([], 0, Math.random)).toEqual([[]]);
  });

  it('clamps random values outside [0, 1)', () => {
    for (const value of [-1, 1, 2, Number.NaN]) {
      expect(
        drawHeats(couples(4), 2, () => value)
          .flat()
          .sort(),
      ).toEqual(couples(4));
    }
  });

  it('draws every couple once, in heats whose sizes differ by at most one, the same for the same seed', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { maxLength: 60 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer(),
        (ids, numHeats, seed) => {
          const heats = drawHeats(ids, numHeats, seeded(seed));
          expect(heats).toHaveLength(Math.max(1, numHeats));
          expect([...heats.flat()].sort()).toEqual([...ids].sort());
          const sizes = heats.map((heat) => heat.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          expect(drawHeats(ids, numHeats, seeded(seed))).toEqual(heats);
        },
      ),
      { numRuns: 300 },
    );
  });
});
