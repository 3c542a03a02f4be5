import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { revealStepCount, revealSteps } from './final-reveal';
import type { RevealStep } from './final-reveal';
import type { Placed } from '../results/place-groups';

/** The first step still hidden: what the next reveal shows. */
const nextRevealStep = <C extends Placed>(steps: readonly RevealStep<C>[]) =>
  steps.find((step) => !step.revealed) ?? null;

const couple = (place: number, number: number) => ({ place, number });

/** A final of 1 to 8 couples, some sharing a place (the mean of the positions they cover). */
const aFinal = fc
  .array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 6 })
  .map((groupSizes) => {
    let position = 1;
    return groupSizes.flatMap((size, group) => {
      const place = position + (size - 1) / 2;
      position += size;
      return Array.from({ length: size }, (_, i) => couple(place, 10 * group + i));
    });
  })
  .chain((places) => fc.shuffledSubarray(places, { minLength: places.length }));

describe('revealSteps', () => {
  it('reveals from last place to first, one place a step', () => {
    const places = [couple(2, 15), couple(1, 12), couple(3, 18)];
    expect(revealSteps(places, 2).map((s) => [s.position, s.revealed])).toEqual([
      [3, true],
      [2, true],
      [1, false],
    ]);
    expect(nextRevealStep(revealSteps(places, 2))?.couples).toEqual([couple(1, 12)]);
    expect(nextRevealStep(revealSteps(places, 3))).toBeNull();
  });

  it('reveals couples sharing a place together, as the best position they cover', () => {
    const places = [couple(1, 12), couple(2.5, 15), couple(2.5, 18), couple(4, 20)];
    const steps = revealSteps(places, 2);
    expect(steps.map((s) => s.position)).toEqual([4, 2, 1]);
    expect(steps[1]?.couples.map((c) => c.number)).toEqual([15, 18]);
    expect(revealStepCount(places)).toBe(3);
  });

  it('never shows a couple while one placed below it is hidden', () => {
    fc.assert(
      fc.property(aFinal, fc.nat({ max: 10 }), (places, revealed) => {
        const steps = revealSteps(places, revealed);
        const shown = steps.filter((s) => s.revealed).flatMap((s) => s.couples);
        const hidden = steps.filter((s) => !s.revealed).flatMap((s) => s.couples);
        const worstHidden = Math.max(...hidden.map((c) => c.place), -Infinity);
        expect(shown.every((c) => c.place > worstHidden)).toBe(true);
        expect(shown.length + hidden.length).toBe(places.length);
        expect(steps.filter((s) => s.revealed)).toHaveLength(
          Math.min(revealed, revealStepCount(places)),
        );
      }),
    );
  });

  it('adds exactly the next step with each reveal, ending with first place', () => {
    fc.assert(
      fc.property(aFinal, (places) => {
        const count = revealStepCount(places);
        for (let revealed = 0; revealed < count; revealed++) {
          const next = nextRevealStep(revealSteps(places, revealed));
          const after = revealSteps(places, revealed + 1).filter((s) => s.revealed);
          expect(after.at(-1)).toEqual({ ...next, revealed: true });
        }
        expect(revealSteps(places, count).at(-1)?.position).toBe(1);
      }),
    );
  });
});
