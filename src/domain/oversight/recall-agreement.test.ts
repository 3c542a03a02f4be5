import { describe, expect, it } from 'vitest';
import { panelTop, recallAgreement } from './recall-agreement';

/** A quarter-final: 10 couples (11-20), recall 6, five judges, one dance. */
const sheets = [
  { judgeId: 'A', dance: 'Waltz', entries: ['11', '12', '13', '14', '15', '16'] },
  { judgeId: 'B', dance: 'Waltz', entries: ['11', '12', '13', '14', '15', '17'] },
  { judgeId: 'C', dance: 'Waltz', entries: ['11', '12', '13', '14', '16', '17'] },
  { judgeId: 'D', dance: 'Waltz', entries: ['11', '12', '13', '15', '16', '18'] },
  // E recalls only two of the couples the rest of the panel put through.
  { judgeId: 'E', dance: 'Waltz', entries: ['11', '16', '17', '18', '19', '20'] },
];

describe('panelTop', () => {
  it('takes the couples with most recalls and every couple tied with the last of them', () => {
    const totals = new Map([
      ['a', 5],
      ['b', 4],
      ['c', 3],
      ['d', 3],
      ['e', 1],
      ['f', 0],
    ]);
    expect(panelTop(totals, 3)).toEqual(['a', 'b', 'c', 'd']);
    expect(panelTop(totals, 10)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(panelTop(new Map(), 3)).toEqual([]);
  });
});

describe('recallAgreement', () => {
  it("counts each judge's recalls among the panel's top couples and flags fewer than half", () => {
    const agreement = recallAgreement({
      judges: ['A', 'B', 'C', 'D', 'E'],
      dances: ['Waltz'],
      recallSize: 6,
      sheets,
    });
    // Recalls: 11 x5; 12, 13, 16 x4; 14, 15, 17 x3; 18 x2: the sixth has 3, so 17 is in the top too.
    expect(agreement.top).toEqual(['11', '12', '13', '16', '14', '15', '17']);
    expect(agreement.judges.map((j) => [j.judgeId, j.hits, j.possible, j.low])).toEqual([
      ['A', 6, 6, false],
      ['B', 6, 6, false],
      ['C', 6, 6, false],
      ['D', 5, 6, false],
      ['E', 3, 6, false],
    ]);
  });

  it('flags a judge whose recalls hold fewer than half of the top, over all dances', () => {
    const twoDances = [
      ...sheets,
      ...sheets.map((sheet) => ({
        ...sheet,
        dance: 'Tango',
        entries: sheet.judgeId === 'E' ? ['16', '17', '18', '19', '20', '12'] : sheet.entries,
      })),
    ].map((sheet) =>
      sheet.judgeId === 'E' && sheet.dance === 'Waltz'
        ? { ...sheet, entries: ['18', '19', '20', '11', '16', '17'] }
        : sheet,
    );
    const agreement = recallAgreement({
      judges: ['A', 'B', 'C', 'D', 'E'],
      dances: ['Waltz', 'Tango'],
      recallSize: 6,
      sheets: twoDances,
    });
    const e = agreement.judges.find((j) => j.judgeId === 'E');
    expect(e).toMatchObject({
      perDance: [
        { dance: 'Waltz', hits: 3, possible: 6 },
        { dance: 'Tango', hits: 3, possible: 6 },
      ],
      share: 0.5,
      low: false,
    });
    const fewer = recallAgreement({
      judges: ['A', 'B', 'C', 'D', 'E'],
      dances: ['Waltz', 'Tango'],
      recallSize: 6,
      sheets: twoDances.map((s) =>
        s.judgeId === 'E' && s.dance === 'Tango'
          ? { ...s, entries: ['18', '19', '20', '11', '10', '9'] }
          : s,
      ),
    });
    // 17 now has 5 recalls and falls out of the top six; E keeps 11 and 16 in the Waltz, 11 in the Tango.
    expect(fewer.top).toEqual(['11', '12', '13', '16', '14', '15']);
    expect(fewer.judges.find((j) => j.judgeId === 'E')).toMatchObject({
      hits: 3,
      possible: 12,
      share: 0.25,
      low: true,
    });
  });

  it("measures a judge who recalled fewer couples against the panel's top all the same, and skips dances not submitted", () => {
    const agreement = recallAgreement({
      judges: ['A', 'B'],
      dances: ['Waltz', 'Tango'],
      recallSize: 6,
      sheets: [sheets[0]!, { judgeId: 'B', dance: 'Waltz', entries: ['11', '12'] }],
    });
    expect(agreement.judges.map((j) => [j.judgeId, j.perDance.length, j.hits, j.possible])).toEqual(
      [
        ['A', 1, 6, 6],
        // Two of the top six is a third, not all of it.
        ['B', 1, 2, 6],
      ],
    );
  });
});
