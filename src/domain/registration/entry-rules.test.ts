import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LAST_COMPETITOR_NUMBER,
  coupleAffiliation,
  entryConflict,
  isSameName,
  nextCompetitorNumber,
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
  it('treats case and spaces as the same name', () => {
    expect(isSameName(' Ada ', 'ADA')).toBe(true);
    expect(isSameName('Ada', 'Adam')).toBe(false);
  });

  it.each([
    ['Riverside', null, 'Riverside'],
    ['Riverside', 'riverside ', 'Riverside'],
    ['Riverside', 'Northgate', 'Riverside / Northgate'],
  ] as const)('%s and %s show as %s', (lead, follow, shown) => {
    expect(coupleAffiliation(lead, follow)).toBe(shown);
  });
});

describe('nextCompetitorNumber', () => {
  it.each([
    [null, 100],
    [5, 100],
    [100, 101],
    [237, 238],
    [LAST_COMPETITOR_NUMBER - 1, LAST_COMPETITOR_NUMBER],
    [LAST_COMPETITOR_NUMBER, null],
  ] as const)('after %s comes %s', (highest, next) => {
    expect(nextCompetitorNumber(highest)).toBe(next);
  });

  it('never hands out the walk-on number 9999 or a number already used', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LAST_COMPETITOR_NUMBER }), (highest) => {
        const next = nextCompetitorNumber(highest);
        return next === null || (next > highest && next !== 9999);
      }),
    );
  });
});
