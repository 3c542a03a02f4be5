import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundOversight } from './irregularities';
import type { OversightInput } from './irregularities';

const judges = ['A', 'B', 'C'].map((id) => ({ id, name: `Judge ${id}` }));
const couples = [41, 42, 43, 44].map((number) => ({
  entryId: `e${number}`,
  number,
  absent: number === 44,
}));
const ids = couples.map((couple) => couple.entryId);
const places = Object.fromEntries(ids.map((id, i) => [id, i + 1]));

describe('roundOversight', () => {
  it('explains each irregularity of a final in plain words', () => {
    const oversight = roundOversight({
      kind: 'final',
      judges,
      dances: ['Waltz'],
      recallSize: 6,
      couples,
      sheets: [
        { judgeId: 'A', dance: 'Waltz', entries: ids },
        { judgeId: 'B', dance: 'Waltz', entries: ['e42', 'e41', 'e44', 'e43'] },
        { judgeId: 'C', dance: 'Waltz', entries: [...ids].reverse() },
      ],
      result: { perDance: { Waltz: places }, overall: places },
      lateSends: [{ judgeId: 'B', dance: 'Waltz', receivedAt: '2026-05-02T14:03:00.000Z' }],
    });
    expect(oversight.final?.map((j) => [j.judgeId, j.overall?.toFixed(2), j.low])).toEqual([
      ['A', '1.00', false],
      ['B', '0.60', false],
      ['C', '-1.00', true],
    ]);
    expect(oversight.irregularities.map((i) => [i.kind, i.judgeId, i.explanation]))
      .toMatchInlineSnapshot(`
        [
          [
            "final-disagreement",
            "C",
            "Judge C's places are far from the result: rank correlation Waltz −1.00 (1 is the result's order, 0 unrelated, −1 reversed; below 0.50 is flagged).",
          ],
          [
            "absent-couple-marked",
            "B",
            "Judge B placed #44, marked absent by the deck captain, above couples who danced. Ask the deck captain or the scrutineer whether the couple danced; the marks stand as given.",
          ],
          [
            "absent-couple-marked",
            "C",
            "Judge C placed #44, marked absent by the deck captain, above couples who danced. Ask the deck captain or the scrutineer whether the couple danced; the marks stand as given.",
          ],
          [
            "marks-after-posting",
            "B",
            "Judge B sent Waltz marks after the round was posted; they are kept but were not counted.",
          ],
        ]
      `);
  });

  it('explains a recall round whose judge differs from the panel', () => {
    const oversight = roundOversight({
      kind: 'recall',
      judges,
      dances: ['Waltz'],
      recallSize: 2,
      couples,
      sheets: [
        { judgeId: 'A', dance: 'Waltz', entries: ['e41', 'e42'] },
        { judgeId: 'B', dance: 'Waltz', entries: ['e41', 'e42'] },
        { judgeId: 'C', dance: 'Waltz', entries: ['e43', 'e44'] },
      ],
      result: null,
      lateSends: [],
    });
    expect(oversight.recall?.top).toEqual(['e41', 'e42']);
    expect(oversight.irregularities.map((i) => [i.kind, i.judgeId, i.explanation]))
      .toMatchInlineSnapshot(`
        [
          [
            "recall-disagreement",
            "C",
            "Judge C's recalls include 0 of the panel's top 2 couples, out of 2 possible (Waltz 0 of 2): 0%, below 50%, so their recalls differ strongly from the rest of the panel's.",
          ],
          [
            "absent-couple-marked",
            "C",
            "Judge C recalled #44, marked absent by the deck captain. Ask the deck captain or the scrutineer whether the couple danced; the marks stand as given.",
          ],
        ]
      `);
  });
});

/** A round of either kind with random sheets, and a random result for a final. */
const anyRound = fc
  .record({
    kind: fc.constantFrom('recall' as const, 'final' as const),
    judgeCount: fc.integer({ min: 1, max: 6 }),
    coupleCount: fc.integer({ min: 2, max: 8 }),
    dances: fc.subarray(['Waltz', 'Tango', 'Foxtrot'], { minLength: 1 }),
    recallSize: fc.integer({ min: 1, max: 8 }),
  })
  .chain((shape) => {
    const entryIds = Array.from({ length: shape.coupleCount }, (_, i) => `c${i}`);
    const order = fc.shuffledSubarray(entryIds, {
      minLength: shape.kind === 'final' ? entryIds.length : 0,
      maxLength: entryIds.length,
    });
    const placesOf = (list: string[]) => Object.fromEntries(list.map((id, i) => [id, i + 1]));
    return fc.record({
      shape: fc.constant(shape),
      entryIds: fc.constant(entryIds),
      absent: fc.subarray(entryIds),
      sheets: fc.array(
        fc.array(order, { minLength: shape.dances.length, maxLength: shape.dances.length }),
        {
          minLength: shape.judgeCount,
          maxLength: shape.judgeCount,
        },
      ),
      perDance: fc.array(order.map(placesOf), {
        minLength: shape.dances.length,
        maxLength: shape.dances.length,
      }),
      overall: order.map(placesOf),
      late: fc.array(fc.tuple(fc.nat(shape.judgeCount - 1), fc.constantFrom(...shape.dances)), {
        maxLength: 2,
      }),
    });
  })
  .map(({ shape, entryIds, absent, sheets, perDance, overall, late }): OversightInput => {
    const judgeIds = sheets.map((_, j) => `j${j}`);
    return {
      kind: shape.kind,
      judges: judgeIds.map((id) => ({ id, name: `Judge ${id}` })),
      dances: shape.dances,
      recallSize: shape.recallSize,
      couples: entryIds.map((entryId, i) => ({
        entryId,
        number: 10 + i,
        absent: absent.includes(entryId),
      })),
      sheets: sheets.flatMap((dances, j) =>
        dances.map((entries, d) => ({ judgeId: `j${j}`, dance: shape.dances[d] ?? '', entries })),
      ),
      result:
        shape.kind === 'final'
          ? {
              perDance: Object.fromEntries(shape.dances.map((d, i) => [d, perDance[i] ?? {}])),
              overall,
            }
          : null,
      lateSends: late.map(([j, dance]) => ({
        judgeId: `j${j}`,
        dance,
        receivedAt: '2026-05-02T15:00:00Z',
      })),
    };
  });

/** Every judge's figures and flags, by judge id. */
function figuresByJudge(input: OversightInput) {
  const oversight = roundOversight(input);
  const byJudge = new Map<string, unknown[]>();
  const add = (judgeId: string, figure: unknown) =>
    byJudge.set(judgeId, [...(byJudge.get(judgeId) ?? []), figure]);
  for (const judge of oversight.recall?.judges ?? [])
    add(judge.judgeId, { ...judge, judgeId: null });
  for (const judge of oversight.final ?? []) add(judge.judgeId, { ...judge, judgeId: null });
  for (const irregularity of oversight.irregularities)
    add(irregularity.judgeId, { ...irregularity, judgeId: null, explanation: null });
  return byJudge;
}

describe('roundOversight properties', () => {
  it("renaming and reordering the judges changes no judge's figures or flags", () => {
    fc.assert(
      fc.property(anyRound, fc.func(fc.integer()), (input, shuffleKey) => {
        const renamed = (id: string) => `renamed-${id.split('').reverse().join('')}`;
        const reordered = [...input.judges].sort((a, b) => shuffleKey(a.id) - shuffleKey(b.id));
        const other: OversightInput = {
          ...input,
          judges: reordered.map((judge) => ({
            id: renamed(judge.id),
            name: `Someone ${judge.id}`,
          })),
          sheets: [...input.sheets].reverse().map((s) => ({ ...s, judgeId: renamed(s.judgeId) })),
          lateSends: input.lateSends.map((s) => ({ ...s, judgeId: renamed(s.judgeId) })),
        };
        const before = figuresByJudge(input);
        const after = figuresByJudge(other);
        for (const judge of input.judges) {
          expect(after.get(renamed(judge.id))).toEqual(before.get(judge.id));
        }
      }),
    );
  });

  it('gives a judge whose places are the result rho = 1 in every dance and overall', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }).chain((n) =>
          fc.shuffledSubarray(
            Array.from({ length: n }, (_, i) => `c${i}`),
            { minLength: n, maxLength: n },
          ),
        ),
        (order) => {
          const places = Object.fromEntries(order.map((id, i) => [id, i + 1]));
          const { final } = roundOversight({
            kind: 'final',
            judges: [{ id: 'j', name: 'J' }],
            dances: ['Waltz', 'Tango'],
            recallSize: 6,
            couples: order.map((entryId) => ({ entryId, number: null, absent: false })),
            sheets: ['Waltz', 'Tango'].map((dance) => ({ judgeId: 'j', dance, entries: order })),
            result: { perDance: { Waltz: places, Tango: places }, overall: places },
            lateSends: [],
          });
          expect(final?.[0]).toMatchObject({
            perDance: [{ rho: 1 }, { rho: 1 }],
            overall: 1,
            low: false,
          });
        },
      ),
    );
  });
});
