import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoFinalMarks, demoHiddenRanking, demoRandom, demoRecallMarks } from './demo-marks';
import type { DemoPanel } from './demo-marks';

const ids = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

const panelArb = fc.record({
  seed: fc.string(),
  couples: fc.integer({ min: 1, max: 14 }).map((n) => ids('c', n)),
  judges: fc.integer({ min: 1, max: 11 }).map((n) => ids('j', n)),
  dances: fc.integer({ min: 1, max: 5 }).map((n) => ids('d', n)),
});

/** Where each couple is placed on average over every judge and dance (1 = first). */
function meanPlace(marks: ReturnType<typeof demoFinalMarks>, couple: string): number {
  const places = Object.values(marks).flatMap((byDance) =>
    Object.values(byDance).map((order) => order.indexOf(couple) + 1),
  );
  return places.reduce((sum, place) => sum + place, 0) / places.length;
}

describe('demo marks', () => {
  it('are the same for the same seed and input', () => {
    fc.assert(
      fc.property(panelArb, (panel) => {
        expect(demoFinalMarks(panel)).toEqual(demoFinalMarks({ ...panel }));
        const recall = Math.ceil(panel.couples.length / 2);
        expect(demoRecallMarks({ ...panel, recall })).toEqual(
          demoRecallMarks({ ...panel, recall }),
        );
      }),
    );
  });

  it('give a final a full placing of every couple by every judge in every dance', () => {
    fc.assert(
      fc.property(panelArb, (panel) => {
        const marks = demoFinalMarks(panel);
        expect(Object.keys(marks).sort()).toEqual([...panel.judges].sort());
        for (const byDance of Object.values(marks)) {
          expect(Object.keys(byDance).sort()).toEqual([...panel.dances].sort());
          for (const order of Object.values(byDance))
            expect([...order].sort()).toEqual([...panel.couples].sort());
        }
      }),
    );
  });

  it('recall exactly the asked number of distinct couples of the round', () => {
    fc.assert(
      fc.property(
        panelArb.chain((panel) =>
          fc.record({
            panel: fc.constant(panel),
            recall: fc.integer({ min: 0, max: panel.couples.length }),
          }),
        ),
        ({ panel, recall }) => {
          for (const byDance of Object.values(demoRecallMarks({ ...panel, recall })))
            for (const recalled of Object.values(byDance)) {
              expect(new Set(recalled).size).toBe(recall);
              for (const couple of recalled) expect(panel.couples).toContain(couple);
            }
        },
      ),
    );
  });

  it('follow the hidden ranking: the best couple places ahead of the weakest on average', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.string(),
          couples: fc.integer({ min: 6, max: 14 }).map((n) => ids('c', n)),
          judges: fc.integer({ min: 3, max: 11 }).map((n) => ids('j', n)),
          dances: fc.integer({ min: 1, max: 5 }).map((n) => ids('d', n)),
        }),
        (panel: DemoPanel) => {
          const marks = demoFinalMarks(panel);
          expect(meanPlace(marks, panel.couples[0] as string)).toBeLessThan(
            meanPlace(marks, panel.couples.at(-1) as string),
          );
        },
      ),
    );
  });

  it('let judges disagree, as a real panel does', () => {
    const panel = {
      seed: 'final',
      couples: ids('c', 8),
      judges: ids('j', 11),
      dances: ids('d', 5),
    };
    const marks = demoFinalMarks(panel);
    const orders = new Set(Object.values(marks).map((byDance) => byDance.d1?.join()));
    expect(orders.size).toBeGreaterThan(1);
    // ...but not about everything: most judges put the best couple in their top three.
    const topThree = Object.values(marks).filter((byDance) =>
      byDance.d1?.slice(0, 3).includes('c1'),
    );
    expect(topThree.length).toBeGreaterThan(panel.judges.length / 2);
  });

  it('refuse a recall count outside the round', () => {
    const panel = { seed: 's', couples: ids('c', 4), judges: ['j1'], dances: ['d1'] };
    expect(() => demoRecallMarks({ ...panel, recall: 5 })).toThrow(RangeError);
    expect(() => demoRecallMarks({ ...panel, recall: 1.5 })).toThrow(RangeError);
  });

  it('shuffle the hidden ranking deterministically, keeping every couple', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 30 }), (seed, count) => {
        const couples = ids('c', count);
        const ranking = demoHiddenRanking(seed, couples);
        expect([...ranking].sort()).toEqual([...couples].sort());
        expect(demoHiddenRanking(seed, couples)).toEqual(ranking);
      }),
    );
  });

  it('draw the same numbers in [0, 1) for the same seed', () => {
    const draws = (seed: string) => Array.from({ length: 20 }, demoRandom(seed));
    expect(draws('heats')).toEqual(draws('heats'));
    expect(draws('heats')).not.toEqual(draws('other'));
    for (const x of draws('heats')) expect(x >= 0 && x < 1).toBe(true);
  });
});
