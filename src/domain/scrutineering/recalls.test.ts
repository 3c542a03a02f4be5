import { describe, expect, it } from 'vitest';
import type { RecallMarkSheet } from './recall-sheet';
import { scrutineerRecall } from './recalls';

/** Seven couples, three judges, two dances; totals 6, 5, 4, 4, 4, 1, 0. */
const round: RecallMarkSheet = {
  judges: ['A', 'B', 'C'],
  dances: ['Waltz', 'Quickstep'],
  couples: ['11', '12', '13', '14', '15', '16', '17'],
  recallSize: 3,
  marks: {
    Waltz: {
      A: ['11', '12', '13', '14'],
      B: ['11', '12', '13', '15'],
      C: ['11', '12', '14', '15'],
    },
    Quickstep: {
      A: ['11', '12', '13', '14'],
      B: ['11', '12', '15', '16'],
      C: ['11', '13', '14', '15'],
    },
  },
};

const recall = (sheet: RecallMarkSheet, choice?: 'recall-more' | 'recall-fewer') => {
  const checked = scrutineerRecall(sheet, choice);
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
  return checked.value;
};

describe('computeRecalls', () => {
  it("sums each couple's marks over all judges and dances and recalls the most marked", () => {
    expect(recall({ ...round, recallSize: 2 })).toMatchInlineSnapshot(`
      {
        "places": {
          "13": "3-5",
          "14": "3-5",
          "15": "3-5",
          "16": "6",
          "17": "7",
        },
        "recalled": [
          "11",
          "12",
        ],
        "tie": null,
        "totals": {
          "11": 6,
          "12": 5,
          "13": 4,
          "14": 4,
          "15": 4,
          "16": 1,
          "17": 0,
        },
      }
    `);
  });

  it('reports a tie across the cut instead of guessing, with both choices', () => {
    expect(recall(round)).toMatchInlineSnapshot(`
      {
        "places": {
          "16": "6",
          "17": "7",
        },
        "recalled": [
          "11",
          "12",
        ],
        "tie": {
          "couples": [
            "13",
            "14",
            "15",
          ],
          "marks": 4,
          "recallFewer": 2,
          "recallMore": 5,
        },
        "totals": {
          "11": 6,
          "12": 5,
          "13": 4,
          "14": 4,
          "15": 4,
          "16": 1,
          "17": 0,
        },
      }
    `);
  });

  it('recalls all tied couples when the chairman chooses to recall more', () => {
    const result = recall(round, 'recall-more');
    expect(result.recalled).toEqual(['11', '12', '13', '14', '15']);
    expect(result.places).toEqual({ '16': '6', '17': '7' });
  });

  it('places all tied couples together when the chairman chooses to recall fewer', () => {
    const result = recall(round, 'recall-fewer');
    expect(result.recalled).toEqual(['11', '12']);
    expect(result.places).toEqual({ '13': '3-5', '14': '3-5', '15': '3-5', '16': '6', '17': '7' });
  });

  it('has no tie when the cut falls between different totals, even with ties elsewhere', () => {
    const result = recall({ ...round, recallSize: 5 });
    expect(result.tie).toBeNull();
    expect(result.recalled).toEqual(['11', '12', '13', '14', '15']);
  });

  it('recalls everyone when the recall size is the number of couples', () => {
    const result = recall({ ...round, recallSize: 7 });
    expect(result.recalled).toHaveLength(7);
    expect(result.places).toEqual({});
    expect(result.tie).toBeNull();
  });

  it('shares places between couples with equal marks below the cut ("14-15")', () => {
    const marks = {
      Waltz: { A: ['11'], B: ['11'], C: ['12'] },
      Quickstep: { A: ['11'], B: ['12'], C: ['13'] },
    };
    const result = recall({ ...round, recallSize: 1, marks });
    expect(result.places).toEqual({
      '12': '2',
      '13': '3',
      '14': '4-7',
      '15': '4-7',
      '16': '4-7',
      '17': '4-7',
    });
  });
});
