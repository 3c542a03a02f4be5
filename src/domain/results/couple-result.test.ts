import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coupleResult } from './couple-result';

const final = { roundNumber: 1, roundName: 'Final' };
const semi = { roundNumber: 2, roundName: 'Semi-Final' };
const quarter = { roundNumber: 3, roundName: 'Quarter-Final' };

describe('coupleResult', () => {
  it('gives the place in the posted final as an ordinal', () => {
    expect(coupleResult([quarter, semi, final], 1, [1, 2, 3])).toBe('1st');
    expect(coupleResult([final], 3, [1, 2, 3])).toBe('3rd');
    expect(coupleResult([final], 3.5, [1, 2, 3.5, 3.5])).toBe('3rd–4th');
  });
  it('names the furthest posted round otherwise', () => {
    expect(coupleResult([quarter, semi], null, [])).toBe('Semi-Final');
    expect(coupleResult([semi, quarter], null, [])).toBe('Semi-Final');
    expect(coupleResult([quarter], null, [])).toBe('Quarter-Final');
  });
  it('says nothing of a couple that danced no posted round', () => {
    expect(coupleResult([], null, [])).toBeNull();
  });
  it('does not depend on the order the rounds are listed in', () => {
    const round = fc.record({
      roundNumber: fc.integer({ min: 1, max: 9 }),
      roundName: fc.string(),
    });
    fc.assert(
      fc.property(
        fc.array(round, { minLength: 1 }),
        fc.option(fc.integer({ min: 1, max: 99 })),
        (rounds, place) => {
          const unique = [...new Map(rounds.map((r) => [r.roundNumber, r])).values()];
          expect(coupleResult([...unique].reverse(), place, [])).toBe(
            coupleResult(unique, place, []),
          );
          const result = coupleResult(unique, place, []);
          if (place === null) {
            const furthest = Math.min(...unique.map((r) => r.roundNumber));
            expect(result).toBe(unique.find((r) => r.roundNumber === furthest)?.roundName);
          } else {
            expect(result).toMatch(/^\d+(st|nd|rd|th)$/);
          }
        },
      ),
    );
  });
});
