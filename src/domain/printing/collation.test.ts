import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeLetter } from '../results';
import type { CollationRound } from './collation';
import { collateJudgeSheets } from './collation';

const judges = ['ann', 'bob', 'cy', 'dee'].map((judgeId, i) => ({
  judgeId,
  letter: judgeLetter(i),
}));
const panelOf = (ids: string[], absent: string[] = []) =>
  ids.map((judgeId) => ({ judgeId, absent: absent.includes(judgeId) }));
const round = (
  eventName: string,
  roundNumber: number,
  scheduleIndex: number,
  panel: CollationRound['panel'],
): CollationRound => ({
  roundKey: `${eventName}-R${roundNumber}`,
  eventName,
  roundNumber,
  scheduleIndex,
  panel,
});

describe('collateJudgeSheets', () => {
  it('gives every judge of a shared panel every round, in running order', () => {
    const everyone = panelOf(['ann', 'bob', 'cy', 'dee']);
    const collation = collateJudgeSheets(
      [
        round('Tango', 1, 3, everyone),
        round('Waltz', 2, 0, everyone),
        round('Waltz', 1, 2, everyone),
      ],
      judges,
    );
    expect(collation.roundsWithoutJudges).toEqual([]);
    expect(collation.piles).toEqual(
      judges.map(({ judgeId, letter }) => ({
        judgeId,
        letter,
        roundKeys: ['Waltz-R2', 'Waltz-R1', 'Tango-R1'],
      })),
    );
  });

  it('follows custom panels and absences, and reports a round nobody marks', () => {
    const collation = collateJudgeSheets(
      [
        round('Waltz', 1, 1, panelOf(['ann', 'bob'])),
        round('Tango', 2, 2, panelOf(['bob', 'cy'], ['bob'])),
        round('Tango', 1, 4, panelOf(['bob', 'cy'])),
        round('Rumba', 1, 3, []),
        round('Samba', 1, 0, panelOf(['dee'], ['dee'])),
      ],
      judges,
    );
    expect(collation).toMatchInlineSnapshot(`
      {
        "piles": [
          {
            "judgeId": "ann",
            "letter": "A",
            "roundKeys": [
              "Waltz-R1",
            ],
          },
          {
            "judgeId": "bob",
            "letter": "B",
            "roundKeys": [
              "Waltz-R1",
              "Tango-R1",
            ],
          },
          {
            "judgeId": "cy",
            "letter": "C",
            "roundKeys": [
              "Tango-R2",
              "Tango-R1",
            ],
          },
        ],
        "roundsWithoutJudges": [
          "Samba-R1",
          "Rumba-R1",
        ],
      }
    `);
  });

  it('orders the piles by letter, Z before AA', () => {
    const many = Array.from({ length: 28 }, (_, i) => ({
      judgeId: `j${i}`,
      letter: judgeLetter(i),
    }));
    const panel = panelOf(many.map((judge) => judge.judgeId));
    const { piles } = collateJudgeSheets([round('Waltz', 1, 0, panel)], [...many].reverse());
    expect(piles.map((pile) => pile.letter).slice(24)).toEqual(['Y', 'Z', 'AA', 'AB']);
  });

  it('hands every present panel judge each of their rounds exactly once, in running order', () => {
    const ids = judges.map((judge) => judge.judgeId);
    const anyRounds = fc.uniqueArray(
      fc.record({
        eventName: fc.constantFrom('Waltz', 'Tango', 'Rumba', 'Samba'),
        roundNumber: fc.integer({ min: 1, max: 4 }),
        scheduleIndex: fc.integer({ min: 0, max: 20 }),
        panel: fc
          .subarray(ids)
          .chain((panel) =>
            fc.tuple(
              ...panel.map((judgeId) =>
                fc.record({ judgeId: fc.constant(judgeId), absent: fc.boolean() }),
              ),
            ),
          ),
      }),
      { selector: (r) => `${r.eventName}/${r.roundNumber}` },
    );
    fc.assert(
      fc.property(anyRounds, fc.shuffledSubarray(judges, { minLength: 4 }), (list, shuffled) => {
        const rounds = list.map((r) => round(r.eventName, r.roundNumber, r.scheduleIndex, r.panel));
        const { piles, roundsWithoutJudges } = collateJudgeSheets(rounds, shuffled);
        const handed = piles.flatMap((pile) =>
          pile.roundKeys.map((key) => `${pile.judgeId}@${key}`),
        );
        const expected = rounds.flatMap((r) =>
          r.panel.filter((j) => !j.absent).map((j) => `${j.judgeId}@${r.roundKey}`),
        );
        expect([...handed].sort()).toEqual([...expected].sort());
        const position = new Map(rounds.map((r) => [r.roundKey, r.scheduleIndex]));
        for (const pile of piles) {
          const indexes = pile.roundKeys.map((key) => position.get(key) ?? -1);
          expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
        }
        expect(piles.map((pile) => pile.letter)).toEqual(
          judges.map((j) => j.letter).filter((letter) => piles.some((p) => p.letter === letter)),
        );
        expect([...roundsWithoutJudges].sort()).toEqual(
          rounds
            .filter((r) => r.panel.every((j) => j.absent))
            .map((r) => r.roundKey)
            .sort(),
        );
      }),
    );
  });
});
