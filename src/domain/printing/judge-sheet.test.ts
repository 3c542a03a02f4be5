import { describe, expect, it } from 'vitest';
import type { SheetCouple, SheetRound } from './judge-sheet';
import { judgeSheet } from './judge-sheet';

const dancing = (number: number | null): SheetCouple => ({ number, dancing: true });
const judge = { name: 'Ann Example', letter: 'C' };

/** A semi-final of 5 couples in two heats (couple 14 left out by a scratch), recall 3. */
const semi: SheetRound = {
  eventName: 'Gold Standard',
  roundName: 'Semi-Final',
  dances: ['Waltz', 'Tango'],
  kind: 'recall',
  recallCount: 3,
  filledBy: null,
  expectedCouples: 5,
  heats: [
    { heat: 1, couples: [dancing(12), dancing(3), { number: 14, dancing: false }] },
    { heat: 2, couples: [dancing(null), dancing(7), dancing(21)] },
  ],
};

const final: SheetRound = {
  ...semi,
  roundName: 'Final',
  dances: ['Waltz'],
  kind: 'final',
  recallCount: null,
  expectedCouples: 3,
  heats: [{ heat: 1, couples: [dancing(21), dancing(3), dancing(7)] }],
};

describe('judgeSheet', () => {
  it("gives a recall round's dancing couples by heat and number, the same in every dance", () => {
    expect(judgeSheet(semi, judge)).toMatchInlineSnapshot(`
      {
        "awaiting": null,
        "dances": [
          {
            "blankBoxes": 0,
            "dance": "Waltz",
            "heats": [
              {
                "heat": 1,
                "numbers": [
                  3,
                  12,
                ],
              },
              {
                "heat": 2,
                "numbers": [
                  7,
                  21,
                  null,
                ],
              },
            ],
          },
          {
            "blankBoxes": 0,
            "dance": "Tango",
            "heats": [
              {
                "heat": 1,
                "numbers": [
                  3,
                  12,
                ],
              },
              {
                "heat": 2,
                "numbers": [
                  7,
                  21,
                  null,
                ],
              },
            ],
          },
        ],
        "eventName": "Gold Standard",
        "judge": {
          "letter": "C",
          "name": "Ann Example",
        },
        "kind": "recall",
        "recallCount": 3,
        "roundName": "Semi-Final",
      }
    `);
  });

  it('gives blank boxes while the round waits for the earlier round to recall its couples', () => {
    const awaiting = { ...semi, filledBy: 'Quarter-Final', expectedCouples: 6, heats: [] };
    expect(judgeSheet(awaiting, judge)).toMatchInlineSnapshot(`
      {
        "awaiting": "Quarter-Final",
        "dances": [
          {
            "blankBoxes": 6,
            "dance": "Waltz",
            "heats": [],
          },
          {
            "blankBoxes": 6,
            "dance": "Tango",
            "heats": [],
          },
        ],
        "eventName": "Gold Standard",
        "judge": {
          "letter": "C",
          "name": "Ann Example",
        },
        "kind": "recall",
        "recallCount": 3,
        "roundName": "Semi-Final",
      }
    `);
  });

  it('drops a heat that a scratch left with no one to mark', () => {
    const emptied = {
      ...semi,
      heats: [...semi.heats, { heat: 3, couples: [{ number: 30, dancing: false }] }],
    };
    expect(judgeSheet(emptied, judge).dances[0]).toEqual(judgeSheet(semi, judge).dances[0]);
  });

  it('gives a final a grid of numbers by places 1 to n for every dance', () => {
    expect(judgeSheet(final, judge)).toMatchInlineSnapshot(`
      {
        "awaiting": null,
        "dances": [
          {
            "dance": "Waltz",
            "numbers": [
              3,
              7,
              21,
            ],
            "places": [
              1,
              2,
              3,
            ],
          },
        ],
        "eventName": "Gold Standard",
        "judge": {
          "letter": "C",
          "name": "Ann Example",
        },
        "kind": "final",
        "roundName": "Final",
      }
    `);
  });

  it("gives a final awaiting the semi-final's recalls rows to write the numbers in", () => {
    const awaiting = { ...final, filledBy: 'Semi-Final', expectedCouples: 6, heats: [] };
    const sheet = judgeSheet(awaiting, judge);
    expect(sheet.awaiting).toBe('Semi-Final');
    expect(sheet.dances[0]).toEqual({
      dance: 'Waltz',
      numbers: [null, null, null, null, null, null],
      places: [1, 2, 3, 4, 5, 6],
    });
  });
});
