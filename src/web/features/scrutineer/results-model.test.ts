import { describe, expect, it } from 'vitest';
import type { FinalComputation, RecallComputation } from '../../../shared/judging';
import { recallRows, tieUnsettled } from './recall-model';
import { cumulativeColumns } from '../../../domain/scrutineering/result-tables';
import { skatingTable, summaryRows } from './skating-model';
import { testCouple, testRound, testSheet } from './test-round';

const couples = [testCouple(3), testCouple(7), testCouple(12), testCouple(15)];

const recall = (rest: Partial<RecallComputation>): RecallComputation => ({
  kind: 'recall',
  totals: { e3: 6, e7: 4, e12: 4, e15: 1 },
  ranked: ['e3', 'e7', 'e12', 'e15'],
  recalled: ['e3'],
  places: { e3: '1', e7: '2-3', e12: '2-3', e15: '4' },
  recallSize: 2,
  tie: { marks: 4, couples: ['e7', 'e12'], recallFewer: 1, recallMore: 3 },
  options: [
    { choice: 'recall-more', recalled: 3, label: 'Recall 3 (all tied couples)' },
    { choice: 'recall-fewer', recalled: 1, label: 'Recall 1 (none of the tied couples)' },
  ],
  tieChoice: null,
  ...rest,
});

describe('recall result', () => {
  it('ranks couples by total with the cut after the recalled ones and the tie marked', () => {
    const { rows, cutAfter } = recallRows(recall({}), couples);
    expect(rows.map((row) => [row.couple?.number, row.total, row.place, row.tiedAtCut])).toEqual([
      [3, 6, '1', false],
      [7, 4, '2-3', true],
      [12, 4, '2-3', true],
      [15, 1, '4', false],
    ]);
    expect(cutAfter).toBe(1);
    expect(tieUnsettled(recall({}))).toBe(true);
  });

  it('moves the cut with the chosen option', () => {
    const chosen = recall({ recalled: ['e3', 'e7', 'e12'], tieChoice: 'recall-more' });
    expect(recallRows(chosen, couples).cutAfter).toBe(3);
    expect(tieUnsettled(chosen)).toBe(false);
  });
});

const placement = (couple: string, place: number, tallies: [number, number, number][]) => ({
  couple,
  place,
  rule: 'rule-5',
  column: tallies.length,
  decidedAtColumn: tallies.length,
  tallies: tallies.map(([column, count, sum]) => ({ column, count, sum })),
  reason: `placed ${place}`,
});

const summaryPlacement = (couple: string, place: number) => ({
  couple,
  place,
  rule: 'rule-9',
  placeUnderReview: place,
  reason: `placed ${place}`,
});

describe('skating tables', () => {
  const round = testRound({
    kind: 'final',
    roundNumber: 1,
    dances: ['Waltz', 'Tango'],
    couples: couples.slice(0, 3),
    panel: [
      { judgeId: 'j1', name: 'Ann', absence: null },
      { judgeId: 'j2', name: 'Bob', absence: { reason: 'ill', markedBy: 's', at: '' } },
      { judgeId: 'j3', name: 'Cy', absence: null },
    ],
    sheets: [
      testSheet('j1', 'Waltz', ['e7', 'e3', 'e12']),
      testSheet('j3', 'Waltz', ['e7', 'e12', 'e3']),
    ],
  });
  const computation: FinalComputation = {
    kind: 'final',
    perDance: { Waltz: { e7: 1, e3: 2.5, e12: 2.5 }, Tango: { e7: 1, e3: 2, e12: 3 } },
    overall: { e7: 1, e3: 2, e12: 3 },
    explanations: {
      dances: {
        Waltz: {
          majority: 2,
          placements: [
            placement('e3', 2.5, [
              [1, 0, 0],
              [2, 1, 2],
              [3, 2, 5],
            ]),
            placement('e7', 1, [[1, 2, 2]]),
            placement('e12', 2.5, [
              [1, 0, 0],
              [2, 1, 2],
              [3, 2, 5],
            ]),
          ],
        },
      },
      summary: {
        totals: { e7: 2, e3: 4.5, e12: 5.5 },
        placements: [
          summaryPlacement('e12', 3),
          summaryPlacement('e7', 1),
          summaryPlacement('e3', 2),
        ],
        rule10: [],
        rule11: [],
      },
    },
  };

  it("lays out a dance: the present judges' places, cumulative tallies with sums at a majority, place and rule", () => {
    const table = skatingTable(round, computation, 'Waltz');
    expect(table?.columns).toEqual(['1', '1-2', '1-3']);
    expect(table?.judges.map((judge) => judge.name)).toEqual(['Ann', 'Cy']);
    expect(table?.rows[0]?.rule).toBe('Rule 5');
    expect(table?.rows.map((row) => [row.entryId, row.marks, row.cells, row.place])).toEqual([
      ['e7', ['1', '1'], ['2 (2)', '', ''], 1],
      ['e3', ['2', '3'], ['0', '1', '2 (5)'], 2.5],
      ['e12', ['3', '2'], ['0', '1', '2 (5)'], 2.5],
    ]);
    expect(skatingTable(round, computation, 'Samba')).toBeUndefined();
  });

  it('sums up the dances in final order with the rule and reason of each place', () => {
    const summary = summaryRows(round, computation);
    expect(summary.steps).toEqual([]);
    expect(summary.rows.map((row) => Object.values(row))).toEqual([
      ['e7', [1, 1], 2, [], 1, 'Rule 9', 'placed 1'],
      ['e3', [2.5, 2], 4.5, [], 2, 'Rule 9', 'placed 2'],
      ['e12', [2.5, 3], 5.5, [], 3, 'Rule 9', 'placed 3'],
    ]);
  });

  it('adds a column for each Rule 10 step, with the couples it reviewed', () => {
    const explanations = computation.explanations;
    const reviewed: FinalComputation = {
      ...computation,
      explanations: {
        ...explanations,
        summary: {
          ...explanations.summary,
          rule10: [
            {
              placeUnderReview: 2,
              couples: { e3: { count: 2, sum: 3 }, e12: { count: 1, sum: 2 } },
            },
          ],
        },
      },
    };
    const summary = summaryRows(round, reviewed);
    expect(summary.steps).toEqual(['R10 2nd']);
    expect(summary.rows.map((row) => [row.entryId, row.steps])).toEqual([
      ['e7', ['']],
      ['e3', ['2 (3)']],
      ['e12', ['1 (2)']],
    ]);
  });

  it('heads the columns 1, 1-2, ... 1-n', () => {
    expect(cumulativeColumns(4)).toEqual(['1', '1-2', '1-3', '1-4']);
  });
});
