import { describe, expect, it } from 'vitest';
import { couple, mcRound } from './fixtures';
import { roundScript } from './round-script';

describe('roundScript', () => {
  it('calls a running round, with its walk-ons and scratched couples for the MC', () => {
    const round = mcRound({
      startedAt: null,
      state: 'Initialized',
      couples: [
        couple(12),
        couple(40, { walkOn: true, leadName: 'Ann Lee', followName: 'Bob Roe' }),
        couple(15, { scratchedAt: '2027-03-06T09:00:00.000Z' }),
      ],
    });
    expect(roundScript(round)).toMatchInlineSnapshot(`
      {
        "blocks": [
          {
            "heat": null,
            "kind": "call",
            "parts": [
              {
                "text": "Adult Bronze Standard, Semi-Final, Waltz and Quickstep: numbers 12, ",
                "walkOn": false,
              },
              {
                "text": "40 (new)",
                "walkOn": true,
              },
              {
                "text": ".",
                "walkOn": false,
              },
            ],
            "text": "Adult Bronze Standard, Semi-Final, Waltz and Quickstep: numbers 12, 40 (new).",
          },
        ],
        "changes": [
          {
            "change": "new",
            "entryId": "e40",
            "names": "Ann Lee and Bob Roe",
            "number": 40,
          },
          {
            "change": "scratched",
            "entryId": "e15",
            "names": "Lead 15 and Follow 15",
            "number": 15,
          },
        ],
      }
    `);
  });

  it('announces a posted recall round, and reads a posted final', () => {
    const couples = [12, 15, 23].map((number) => couple(number));
    expect(roundScript(mcRound({ state: 'Posted', couples, recalled: ['e23', 'e12'] })).blocks)
      .toMatchInlineSnapshot(`
      [
        {
          "kind": "recall",
          "text": "Adult Bronze Standard, Semi-Final: 2 couples are recalled to the Final: numbers 12, 23.",
        },
      ]
    `);
    const finalPlaces = couples.map((c, index) => ({ ...c, place: index + 1 }));
    expect(
      roundScript(
        mcRound({ state: 'Posted', roundNumber: 1, roundName: 'Final', couples, finalPlaces }),
      ).blocks,
    ).toMatchInlineSnapshot(`
      [
        {
          "kind": "results",
          "lines": [
            "In third place, number 23, Lead 23 and Follow 23, Yale.",
            "In second place, number 15, Lead 15 and Follow 15, Yale.",
            "And in first place, number 12, Lead 12 and Follow 12, Yale.",
          ],
        },
      ]
    `);
  });

  it('tells the MC where a round without a script stands', () => {
    expect(roundScript(mcRound({ state: 'Initialized', couples: [] })).blocks).toEqual(
      roundScript(mcRound({ state: 'Empty' })).blocks,
    );
    expect(
      (['Empty', 'Marked', 'Skipped'] as const).map(
        (state) => roundScript(mcRound({ state, previousRoundName: 'Quarter-Final' })).blocks,
      ),
    ).toMatchInlineSnapshot(`
      [
        [
          {
            "kind": "note",
            "text": "Waiting for the couples recalled from the Quarter-Final.",
          },
        ],
        [
          {
            "kind": "note",
            "text": "The judges' marks are in; the result follows once the scrutineer posts it.",
          },
        ],
        [
          {
            "kind": "note",
            "text": "This round is skipped.",
          },
        ],
      ]
    `);
  });
});
