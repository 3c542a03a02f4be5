import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mistakenEntries, planMarking, sheetKey } from './marking-plan';

const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

const panels = fc.record({
  seed: fc.string(),
  judges: fc.integer({ min: 1, max: 9 }).map((n) => names('j', n)),
  dances: fc.integer({ min: 1, max: 5 }).map((n) => names('d', n)),
  correct: fc.boolean(),
});

describe('planMarking', () => {
  it('sends each sheet not yet in once as a submit, after its draft, in time order within the marking time', () => {
    fc.assert(
      fc.property(panels, fc.array(fc.tuple(fc.nat(8), fc.nat(4))), (panel, done) => {
        const submitted = new Set(done.map(([j, d]) => sheetKey(`j${j}`, `d${d}`)));
        const { sends } = planMarking({ ...panel, submitted });
        for (const judge of panel.judges)
          for (const dance of panel.dances) {
            const mine = sends.filter((s) => s.judgeId === judge && s.dance === dance);
            if (submitted.has(sheetKey(judge, dance))) expect(mine).toEqual([]);
            else expect(mine.map((s) => s.kind)).toEqual(['draft', 'submit']);
          }
        expect(sends.map((s) => s.at)).toEqual([...sends.map((s) => s.at)].sort((a, b) => a - b));
        for (const send of sends) {
          expect(send.at).toBeGreaterThanOrEqual(0);
          expect(send.at).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('has one late judge, whose sheet of each dance comes after every other judge’s', () => {
    fc.assert(
      fc.property(panels, (panel) => {
        const { sends } = planMarking({ ...panel, submitted: new Set() });
        const submits = sends.filter((s) => s.kind === 'submit');
        const late = new Set(submits.filter((s) => s.late).map((s) => s.judgeId));
        expect(late.size).toBe(panel.judges.length >= 2 ? 1 : 0);
        for (const dance of panel.dances) {
          const ofDance = submits.filter((s) => s.dance === dance);
          const lastOnTime = Math.max(...ofDance.filter((s) => !s.late).map((s) => s.at));
          for (const s of ofDance.filter((s) => s.late)) expect(s.at).toBeGreaterThan(lastOnTime);
        }
      }),
    );
  });

  it('corrects one mistaken sheet after it was submitted, before the round can be complete', () => {
    fc.assert(
      fc.property(panels, (panel) => {
        const { sends, correction } = planMarking({ ...panel, submitted: new Set() });
        const mistaken = sends.filter((s) => s.mistaken);
        if (!panel.correct || panel.judges.length < 2) {
          expect(correction).toBeNull();
          expect(mistaken).toEqual([]);
          return;
        }
        expect(mistaken).toHaveLength(1);
        expect(correction).toMatchObject({
          judgeId: mistaken[0]?.judgeId,
          dance: mistaken[0]?.dance,
        });
        expect(correction?.at).toBeGreaterThan(mistaken[0]?.at ?? 1);
        const lastSubmit = Math.max(...sends.filter((s) => s.kind === 'submit').map((s) => s.at));
        expect(correction?.at).toBeLessThan(lastSubmit);
      }),
    );
  });

  it('is the same plan for the same seed', () => {
    const input = {
      seed: 'x',
      judges: names('j', 5),
      dances: names('d', 3),
      submitted: new Set<string>(),
      correct: true,
    };
    expect(planMarking(input)).toEqual(planMarking(input));
  });
});

describe('mistakenEntries', () => {
  it('swaps the last two places of a final', () => {
    expect(mistakenEntries('final', ['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual(['a', 'c', 'b']);
  });

  it('recalls one couple not recalled instead of the last one recalled, keeping the count', () => {
    expect(mistakenEntries('recall', ['a', 'b'], ['a', 'b', 'c', 'd'])).toEqual(['a', 'c']);
  });

  it('makes no mistake when there is nothing to swap', () => {
    expect(mistakenEntries('recall', ['a', 'b'], ['a', 'b'])).toBeNull();
    expect(mistakenEntries('final', ['a'], ['a'])).toBeNull();
  });
});
