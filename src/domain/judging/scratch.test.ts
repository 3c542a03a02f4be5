import { describe, expect, it } from 'vitest';
import { scratchFromSheets } from './scratch';

describe('scratchFromSheets', () => {
  it("removes the couple from every judge's list, closing up the places, and flags only those changed", () => {
    const sheets = [
      { judgeId: 'A', dance: 'Waltz', entries: ['e1', 'e2', 'e3'], status: 'submitted' },
      { judgeId: 'B', dance: 'Waltz', entries: ['e3', 'e1'], status: 'draft' },
      { judgeId: 'A', dance: 'Tango', entries: ['e2', 'e3'], status: 'submitted' },
    ];
    expect(scratchFromSheets(sheets, 'e1')).toEqual([
      { judgeId: 'A', dance: 'Waltz', entries: ['e2', 'e3'], status: 'submitted', changed: true },
      { judgeId: 'B', dance: 'Waltz', entries: ['e3'], status: 'draft', changed: true },
      { judgeId: 'A', dance: 'Tango', entries: ['e2', 'e3'], status: 'submitted', changed: false },
    ]);
    expect(sheets[0]?.entries).toEqual(['e1', 'e2', 'e3']);
  });
});
