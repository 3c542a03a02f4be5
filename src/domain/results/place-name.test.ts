import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeGroups } from './place-groups';
import { finalPlaceName, finalPlaceNamer, placeName, sharersOf } from './place-name';

describe('placeName', () => {
  it('writes a place of its own as an ordinal', () => {
    expect(placeName(1, 1)).toBe('1st');
    expect(placeName(3, 1)).toBe('3rd');
  });
  it('writes a shared place as the span it covers', () => {
    expect(placeName(3, 2)).toBe('3rd–4th');
    expect(placeName(1, 3)).toBe('1st–3rd');
  });
});

describe('finalPlaceName', () => {
  it('reads the mean the engine gives couples it could not separate', () => {
    expect(finalPlaceName(3.5, 2)).toBe('3rd–4th');
    expect(finalPlaceName(3.5, 4)).toBe('2nd–5th');
    expect(finalPlaceName(2, 3)).toBe('1st–3rd');
    expect(finalPlaceName(6, 1)).toBe('6th');
  });
  it('names each couple of a final as its place group is announced', () => {
    // A final of n couples in runs of tied couples, each run given the mean of its positions.
    const runs = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(runs, (sizes) => {
        let next = 1;
        const places = sizes.flatMap((size) => {
          const mean = next + (size - 1) / 2;
          next += size;
          return Array.from({ length: size }, () => ({ place: mean }));
        });
        const all = places.map((couple) => couple.place);
        for (const group of placeGroups(places)) {
          for (const couple of group.couples) {
            expect(finalPlaceName(couple.place, sharersOf(couple.place, all))).toBe(
              placeName(group.position, group.couples.length),
            );
          }
        }
      }),
    );
  });
});

describe('sharersOf', () => {
  it('counts the couples on a place, its own at least', () => {
    expect(sharersOf(3.5, [1, 2, 3.5, 3.5, 5])).toBe(2);
    expect(sharersOf(4, [])).toBe(1);
  });
});

describe('finalPlaceNamer', () => {
  it("names a final's places, shared ones as the range they cover", () => {
    const name = finalPlaceNamer([1, 2, 3.5, 3.5, 5]);
    expect([1, 2, 3.5, 5].map(name)).toEqual(['1st', '2nd', '3rd–4th', '5th']);
  });
});
