import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FIRST_COMPETITOR_NUMBER,
  LAST_COMPETITOR_NUMBER,
  coupleAffiliation,
  entryConflict,
  lowestFreeCompetitorNumber,
  numberChangeTakesLastFree,
} from './entry-rules';

const entry = (leadName: string, followName: string) => ({ leadName, followName });

describe('entryConflict', () => {
  const existing = [entry('Ada Lovelace', 'Alan Turing'), entry('Grace Hopper', 'TBA')];

  it.each([
    ['Ada Lovelace', 'Alan Turing', 'duplicate'],
    ['  ada lovelace ', 'ALAN TURING', 'duplicate'],
    ['Ada Lovelace', 'Charles Babbage', null],
    ['Alan Turing', 'Ada Lovelace', null],
    ['Grace Hopper', 'TBA', 'duplicate'],
    ['Grace Hopper', 'Edsger Dijkstra', 'tba'],
    ['Ada Lovelace', 'TBA', null],
  ] as const)('%s with %s: %s', (leadName, followName, kind) => {
    expect(entryConflict(existing, { leadName, followName })?.kind ?? null).toBe(kind);
  });

  it('finds every couple that is already in the event', () => {
    const name = fc.string({ minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(fc.array(fc.tuple(name, name), { minLength: 1 }), fc.nat(), (pairs, pick) => {
        const entries = pairs.map(([lead, follow]) => entry(lead, follow));
        const chosen = entries[pick % entries.length];
        return chosen !== undefined && entryConflict(entries, chosen) !== null;
      }),
    );
  });
});

describe('names and schools', () => {
  it.each([
    ['Riverside', null, 'Riverside'],
    ['Riverside', 'riverside ', 'Riverside'],
    ['Riverside', 'Northgate', 'Riverside / Northgate'],
  ] as const)('%s and %s show as %s', (lead, follow, shown) => {
    expect(coupleAffiliation(lead, follow)).toBe(shown);
  });
});

/** Every number new competitors can get, except those listed. */
const allBut = (...free: number[]) => {
  const numbers: number[] = [];
  for (let n = FIRST_COMPETITOR_NUMBER; n <= LAST_COMPETITOR_NUMBER; n += 1) {
    if (!free.includes(n)) numbers.push(n);
  }
  return numbers;
};

describe('lowestFreeCompetitorNumber', () => {
  it.each([
    [[], 100],
    [[5, 99], 100],
    [[100, 101, 103], 102],
    [[100, LAST_COMPETITOR_NUMBER], 101],
    [[9999, 100], 101],
  ])('with %j in use, the next is %s', (inUse, next) => {
    expect(lowestFreeCompetitorNumber(inUse)).toBe(next);
  });

  it('is null only when every number from 100 to 9998 is taken', () => {
    expect(lowestFreeCompetitorNumber(allBut())).toBeNull();
    expect(lowestFreeCompetitorNumber(allBut(4321))).toBe(4321);
  });

  it('hands out a free number in range, never the walk-on 9999, and the lowest such', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9999 }), { maxLength: 300 }), (inUse) => {
        const next = lowestFreeCompetitorNumber(inUse);
        expect(next).not.toBeNull();
        const n = next ?? 0;
        expect(inUse).not.toContain(n);
        expect(n).toBeGreaterThanOrEqual(FIRST_COMPETITOR_NUMBER);
        expect(n).toBeLessThanOrEqual(LAST_COMPETITOR_NUMBER);
        for (let lower = FIRST_COMPETITOR_NUMBER; lower < n; lower += 1) {
          expect(inUse).toContain(lower);
        }
      }),
    );
  });
});

describe('numberChangeTakesLastFree', () => {
  it('refuses a move into the last free number, from outside the range', () => {
    const others = allBut(500, 5);
    expect(numberChangeTakesLastFree(others, 5, 500)).toBe(true);
  });

  it('allows moves that leave a number free or change nothing about the room left', () => {
    expect(numberChangeTakesLastFree([100, 101], 102, LAST_COMPETITOR_NUMBER)).toBe(false);
    // Moving within the range frees the old number as it takes the new one.
    expect(numberChangeTakesLastFree(allBut(500, 600), 600, 500)).toBe(false);
    // Already full: an edit below 100 does not make it worse.
    expect(numberChangeTakesLastFree(allBut(), 5, 6)).toBe(false);
  });
});
