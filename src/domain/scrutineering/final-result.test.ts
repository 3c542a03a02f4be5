import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeFinal, scrutineerFinal } from './final-result';
import { validateFinalSheet } from './final-sheet';
import type { FinalMarkSheet } from './final-sheet';
import { anyFinal } from './fixtures/any-final';
import { sheetFromRows } from './fixtures/build-sheet';

function resultOf(sheet: FinalMarkSheet) {
  const checked = scrutineerFinal(sheet);
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
  return checked.value;
}

/** Renames judges and couples through the given maps and lists everything in reverse order. */
function renamed(
  sheet: FinalMarkSheet,
  judge: (id: string) => string,
  couple: (id: string) => string,
): FinalMarkSheet {
  const marks: Record<string, Record<string, Record<string, number>>> = {};
  for (const dance of [...sheet.dances].reverse()) {
    marks[dance] = {};
    for (const [id, byJudge] of Object.entries(sheet.marks[dance] ?? {}).reverse()) {
      marks[dance][couple(id)] = Object.fromEntries(
        Object.entries(byJudge)
          .reverse()
          .map(([judgeId, mark]) => [judge(judgeId), mark]),
      );
    }
  }
  return {
    judges: [...sheet.judges].reverse().map(judge),
    dances: [...sheet.dances].reverse(),
    marks,
  };
}

const triangular = (n: number) => (n * (n + 1)) / 2;

describe('scrutineerFinal', () => {
  it('explains every place, in the dances and overall', () => {
    const sheet = sheetFromRows(['A', 'B', 'C'], {
      Waltz: { '7': [1, 2, 1], '8': [2, 1, 3], '9': [3, 3, 2] },
      Tango: { '7': [2, 1, 2], '8': [1, 2, 1], '9': [3, 3, 3] },
    });
    const result = resultOf(sheet);
    expect(result.perDance).toEqual({
      Waltz: { '7': 1, '8': 2, '9': 3 },
      Tango: { '7': 2, '8': 1, '9': 3 },
    });
    expect(result.overall).toEqual({ '7': 1, '8': 2, '9': 3 });
    expect(result.explanations.dances.Waltz?.placements[1]).toMatchInlineSnapshot(`
      {
        "column": 2,
        "couple": "8",
        "decidedAtColumn": 2,
        "place": 2,
        "reason": "Rule 5: 2 places 2nd or better (majority 2); no other couple still unplaced has a majority there. Place 2nd.",
        "rule": "rule-5",
        "tallies": [
          {
            "column": 1,
            "count": 1,
            "sum": 1,
          },
          {
            "column": 2,
            "count": 2,
            "sum": 3,
          },
        ],
      }
    `);
    expect(result.explanations.summary).toMatchInlineSnapshot(`
      {
        "placements": [
          {
            "couple": "7",
            "place": 1,
            "placeUnderReview": 1,
            "reason": "Rule 11: still equal under Rule 10 for 1st place; over all marks of all dances of the tied couples (majority 4), 1st places: 3 (sum 3); places 2nd or better: 6 (sum 9). Place 1st.",
            "rule": "rule-11",
          },
          {
            "couple": "8",
            "place": 2,
            "placeUnderReview": 1,
            "reason": "Rule 11 gave 1st place to another couple (this couple: 5 places 2nd or better); it takes the next place, 2nd.",
            "rule": "rule-11",
          },
          {
            "couple": "9",
            "place": 3,
            "placeUnderReview": 3,
            "reason": "Rule 9: the lowest total of places among the couples not yet placed, 6. Place 3rd.",
            "rule": "rule-9",
          },
        ],
        "rule10": [
          {
            "couples": {
              "7": {
                "count": 1,
                "sum": 1,
              },
              "8": {
                "count": 1,
                "sum": 1,
              },
            },
            "placeUnderReview": 1,
          },
        ],
        "rule11": [
          {
            "couples": {
              "7": [
                {
                  "column": 1,
                  "count": 3,
                  "sum": 3,
                },
                {
                  "column": 2,
                  "count": 6,
                  "sum": 9,
                },
              ],
              "8": [
                {
                  "column": 1,
                  "count": 3,
                  "sum": 3,
                },
                {
                  "column": 2,
                  "count": 5,
                  "sum": 7,
                },
              ],
            },
            "majority": 4,
            "placeUnderReview": 1,
            "placed": [
              "7",
            ],
          },
        ],
        "totals": {
          "7": 3,
          "8": 3,
          "9": 6,
        },
      }
    `);
  });

  it('does not change any place when judges and couples are renamed and everything is listed in another order', () => {
    fc.assert(
      fc.property(anyFinal, (sheet) => {
        const original = resultOf(sheet);
        const couple = (id: string) => `c${Number(id) * 7 + 100}`;
        const again = resultOf(renamed(sheet, (id) => `judge ${id}`, couple));
        for (const [id, place] of Object.entries(original.overall))
          expect(again.overall[couple(id)]).toBe(place);
        for (const dance of sheet.dances) {
          for (const [id, place] of Object.entries(original.perDance[dance] ?? {})) {
            expect(again.perDance[dance]?.[couple(id)]).toBe(place);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives every place from 1 to n once, shared places counting as the places they share', () => {
    fc.assert(
      fc.property(anyFinal, (sheet) => {
        const result = resultOf(sheet);
        const n = Object.keys(result.overall).length;
        const sum = (places: Record<string, number>) =>
          Object.values(places).reduce((a, b) => a + b, 0);
        expect(sum(result.overall)).toBe(triangular(n));
        for (const places of Object.values(result.perDance))
          expect(sum(places)).toBe(triangular(n));
        expect(result.explanations.summary.placements).toHaveLength(n);
        for (const explanation of Object.values(result.explanations.dances)) {
          expect(explanation.placements).toHaveLength(n);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('places first a couple that every judge placed first in every dance', () => {
    fc.assert(
      fc.property(anyFinal, fc.nat(), (sheet, pick) => {
        const couples = Object.keys(sheet.marks[sheet.dances[0] as string] ?? {});
        const favourite = couples[pick % couples.length] as string;
        // Swap the favourite's marks with whichever couple each judge had placed first.
        const marks: Record<string, Record<string, Record<string, number>>> = structuredClone(
          sheet.marks,
        ) as Record<string, Record<string, Record<string, number>>>;
        for (const byCouple of Object.values(marks)) {
          for (const judge of sheet.judges) {
            const first = couples.find((couple) => byCouple[couple]?.[judge] === 1) as string;
            const theirs = byCouple[favourite]?.[judge] as number;
            (byCouple[first] as Record<string, number>)[judge] = theirs;
            (byCouple[favourite] as Record<string, number>)[judge] = 1;
          }
        }
        const result = resultOf({ ...sheet, marks });
        expect(result.overall[favourite]).toBe(1);
        for (const dance of sheet.dances) expect(result.perDance[dance]?.[favourite]).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  it('hands the explanations to JSON and to spreads like any other field, worked out once', () => {
    const result = resultOf(
      sheetFromRows(['A', 'B', 'C'], {
        Waltz: { '7': [1, 2, 1], '8': [2, 1, 3], '9': [3, 3, 2] },
      }),
    );
    expect(Object.keys(result)).toEqual(['perDance', 'overall', 'explanations']);
    const copy = { ...result };
    expect(copy.explanations).toBe(result.explanations);
    expect(JSON.parse(JSON.stringify(result))).toEqual(copy);
    expect(copy.explanations.summary.placements.map((placement) => placement.couple)).toEqual([
      '7',
      '8',
      '9',
    ]);
  });

  it('returns the issues instead of a result for a bad sheet', () => {
    const checked = scrutineerFinal({
      judges: ['A'],
      dances: ['Waltz'],
      marks: { Waltz: { '1': { A: 2 } } },
    });
    expect(checked.ok).toBe(false);
  });
});

describe('placeFinal', () => {
  it('names couples in the sentences by the label it is given, not by their keys', () => {
    // 7 and 8 both total 5; Rule 10 gives 1st to 7 (two 1st places against one).
    const sheet = sheetFromRows(['A'], {
      Waltz: { 'entry-7': [1], 'entry-8': [2], 'entry-9': [3] },
      Tango: { 'entry-7': [1], 'entry-8': [2], 'entry-9': [3] },
      Foxtrot: { 'entry-7': [3], 'entry-8': [1], 'entry-9': [2] },
    });
    const checked = validateFinalSheet(sheet);
    if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
    const label = (key: string) => `couple ${key.replace('entry-', '')}`;
    const reasons = placeFinal(checked.value, label).explanations.summary.placements.map(
      (placement) => placement.reason,
    );
    expect(reasons[0]).toContain('equal to couple 8');
    expect(reasons.join(' ')).not.toContain('entry-');
  });
});
