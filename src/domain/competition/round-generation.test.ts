import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRoundName } from './enumerations';
import { drawHeats } from './heats';
import { MAX_PLANNED_ROUNDS, planRounds } from './round-generation';
import type { PlanOptions } from './round-generation';

const table = (entryCount: number, options: PlanOptions = { maxCouplesPerHeat: 12 }) =>
  planRounds(entryCount, options).map(
    (r) =>
      `R${r.roundNumber} ${r.roundName}: ${r.couples} couples, recall ${r.recallSize}, ${r.numHeats} heat(s)`,
  );

describe('planRounds', () => {
  it('gives an event without entries its final only', () => {
    expect(table(0)).toEqual(['R1 Final: 0 couples, recall 6, 1 heat(s)']);
    expect(table(1)).toEqual(['R1 Final: 1 couples, recall 6, 1 heat(s)']);
    expect(table(6)).toEqual(['R1 Final: 6 couples, recall 6, 1 heat(s)']);
  });

  it('adds a round each time the field outgrows the first round', () => {
    expect(table(7)).toEqual([
      'R2 Semi-Final: 7 couples, recall 6, 1 heat(s)',
      'R1 Final: 6 couples, recall 6, 1 heat(s)',
    ]);
    expect(table(30)).toMatchInlineSnapshot(`
      [
        "R4 1/8-Final: 30 couples, recall 24, 3 heat(s)",
        "R3 Quarter-Final: 24 couples, recall 12, 2 heat(s)",
        "R2 Semi-Final: 12 couples, recall 6, 1 heat(s)",
        "R1 Final: 6 couples, recall 6, 1 heat(s)",
      ]
    `);
  });

  it('plans a thousand couples in ten rounds', () => {
    expect(table(1000, { maxCouplesPerHeat: 15 })).toMatchInlineSnapshot(`
      [
        "R10 1/512-Final: 1000 couples, recall 640, 67 heat(s)",
        "R9 1/256-Final: 640 couples, recall 320, 43 heat(s)",
        "R8 1/128-Final: 320 couples, recall 160, 22 heat(s)",
        "R7 1/64-Final: 160 couples, recall 80, 11 heat(s)",
        "R6 1/32-Final: 80 couples, recall 60, 6 heat(s)",
        "R5 1/16-Final: 60 couples, recall 38, 4 heat(s)",
        "R4 1/8-Final: 38 couples, recall 24, 3 heat(s)",
        "R3 Quarter-Final: 24 couples, recall 12, 2 heat(s)",
        "R2 Semi-Final: 12 couples, recall 6, 1 heat(s)",
        "R1 Final: 6 couples, recall 6, 1 heat(s)",
      ]
    `);
  });

  it('follows a larger final and a small floor', () => {
    expect(table(17, { maxCouplesPerHeat: 4, finalSize: 8 })).toEqual([
      'R3 Quarter-Final: 17 couples, recall 12, 5 heat(s)',
      'R2 Semi-Final: 12 couples, recall 8, 3 heat(s)',
      'R1 Final: 8 couples, recall 8, 2 heat(s)',
    ]);
  });

  it('never plans more rounds than there are names', () => {
    const plan = planRounds(10_000_000, { maxCouplesPerHeat: 1, finalSize: 1 });
    expect(plan).toHaveLength(MAX_PLANNED_ROUNDS);
    expect(plan[0]?.roundName).toBe('1st Round');
  });

  const anyPlan = fc.record({
    entries: fc.integer({ min: 0, max: 5000 }),
    maxCouplesPerHeat: fc.integer({ min: 1, max: 40 }),
    finalSize: fc.integer({ min: 1, max: 12 }),
  });

  it('recalls fewer couples than each round but the final holds, into the next round', () => {
    fc.assert(
      fc.property(anyPlan, ({ entries, ...options }) => {
        const plan = planRounds(entries, options);
        expect(plan.at(-1)?.roundName).toBe('Final');
        expect(plan[0]?.couples).toBe(entries);
        plan.forEach((round, index) => {
          expect(round.roundNumber).toBe(plan.length - index);
          expect(isRoundName(round.roundName)).toBe(true);
          const next = plan[index + 1];
          if (next) {
            expect(round.recallSize).toBeLessThan(round.couples);
            expect(next.couples).toBe(round.recallSize);
          }
        });
      }),
      { numRuns: 500 },
    );
  });

  it('plans heats that a draw fills with at most maxCouplesPerHeat couples each', () => {
    fc.assert(
      fc.property(anyPlan, ({ entries, ...options }) => {
        for (const round of planRounds(Math.min(entries, 400), options)) {
          const couples = Array.from({ length: round.couples }, (_, i) => String(i + 1));
          const heats = drawHeats(couples, round.numHeats, () => 0.5);
          expect(heats).toHaveLength(round.numHeats);
          for (const heat of heats)
            expect(heat.length).toBeLessThanOrEqual(options.maxCouplesPerHeat);
        }
      }),
      { numRuns: 200 },
    );
  });
});
