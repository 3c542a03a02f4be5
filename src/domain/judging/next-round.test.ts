import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillNextRound } from './next-round';

describe('fillNextRound', () => {
  it('draws the recalled couples into 1-based heats, not checked in', () => {
    // A random function of 0.999 keeps the list order (see drawHeats).
    expect(fillNextRound(['e1', 'e2', 'e3'], 2, () => 0.999)).toEqual([
      { entryId: 'e1', heat: 1, checkedIn: false },
      { entryId: 'e2', heat: 1, checkedIn: false },
      { entryId: 'e3', heat: 2, checkedIn: false },
    ]);
  });

  it('places every couple once, in heats 1..numHeats whose sizes differ by at most one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 50 }),
        fc.integer({ min: 1, max: 10 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (recalled, numHeats, randoms) => {
          const entries = fillNextRound(recalled, numHeats, () => randoms.next().value as number);
          expect(entries.map((entry) => entry.entryId).sort()).toEqual([...recalled].sort());
          for (const { heat } of entries) {
            expect(Number.isInteger(heat) && heat >= 1 && heat <= numHeats).toBe(true);
          }
          const sizes = Array.from(
            { length: numHeats },
            (_, i) => entries.filter((entry) => entry.heat === i + 1).length,
          );
          expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(recalled.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
