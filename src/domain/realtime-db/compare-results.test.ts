import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareByCouple, perRoundRecalls } from './compare-results';

describe('compareByCouple', () => {
  it('reports each couple whose place differs or is on one side only', () => {
    expect(
      compareByCouple('p', { 101: '1', 102: '2', 103: '7-8' }, { 101: 1, 102: 3, 104: '5' }),
    ).toEqual([
      { path: 'p/102', couple: '102', file: '2', ours: '3' },
      { path: 'p/103', couple: '103', file: '7-8', ours: null },
      { path: 'p/104', couple: '104', file: null, ours: '5' },
    ]);
  });

  it('property: a table agrees with itself, written as numbers or as text', () => {
    const table = fc.dictionary(
      fc.integer({ min: 1, max: 999 }).map(String),
      fc.integer({ min: 1, max: 20 }),
    );
    fc.assert(
      fc.property(table, (places) => {
        const asText = Object.fromEntries(Object.entries(places).map(([k, v]) => [k, `${v}`]));
        expect(compareByCouple('p', asText, places)).toEqual([]);
      }),
    );
  });

  it('divides our per-dance recall totals by the dances', () => {
    expect(perRoundRecalls({ 101: 6, 102: 3 }, 3)).toEqual({ 101: 2, 102: 1 });
  });
});
