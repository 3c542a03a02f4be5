import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finalComplete, placeOf, tapCouple } from './sheet-edits';

describe('tapCouple', () => {
  it('recalls a couple, and a second tap takes the recall back', () => {
    expect(tapCouple(['a'], 'b')).toEqual(['a', 'b']);
    expect(tapCouple(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('places couples in tap order; taking one out moves the later places up', () => {
    const placed = ['c', 'a', 'b'].reduce(tapCouple, [] as string[]);
    expect(placeOf(placed, 'a')).toBe(2);
    const fixed = tapCouple(placed, 'c');
    expect([placeOf(fixed, 'a'), placeOf(fixed, 'b'), placeOf(fixed, 'c')]).toEqual([1, 2, null]);
  });

  it('never lists a couple twice, whatever the taps', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd')), (taps) => {
        const entries = taps.reduce(tapCouple, [] as string[]);
        expect(new Set(entries).size).toBe(entries.length);
      }),
    );
  });
});

describe('finalComplete', () => {
  it('needs every couple placed', () => {
    expect(finalComplete(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
    expect(finalComplete(['c', 'a', 'b'], ['a', 'b', 'c'])).toBe(true);
  });
});
