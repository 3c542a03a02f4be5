import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_ROUND_MS, roundSlotSeconds, roundWallMs } from './pacing';

describe('roundSlotSeconds', () => {
  it("runs until the next round's planned start when both have one", () => {
    expect(
      roundSlotSeconds(
        { plannedStart: '2026-06-06T09:00:00.000Z', numHeats: 2 },
        { plannedStart: '2026-06-06T09:12:00.000Z' },
        1,
      ),
    ).toBe(720);
  });

  it('estimates heats times dances with changes when a time is missing or out of order', () => {
    // 2 heats x 3 dances: 6 x 90 s dancing, 5 x 30 s heat changes, 60 s round change.
    const estimate = 540 + 150 + 60;
    expect(roundSlotSeconds({ plannedStart: null, numHeats: 2 }, undefined, 3)).toBe(estimate);
    expect(
      roundSlotSeconds(
        { plannedStart: '2026-06-06T10:00:00.000Z', numHeats: 2 },
        { plannedStart: '2026-06-06T09:00:00.000Z' },
        3,
      ),
    ).toBe(estimate);
  });
});

describe('roundWallMs', () => {
  it('divides the day by the speed', () => {
    expect(roundWallMs(600, 30)).toBe(20_000);
    expect(roundWallMs(600, 1)).toBe(600_000);
  });

  it('never goes under the minimum pace, however fast', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 86_400 }),
        fc.integer({ min: 1, max: 100_000 }),
        (s, speed) => {
          expect(roundWallMs(s, speed)).toBeGreaterThanOrEqual(MIN_ROUND_MS);
        },
      ),
    );
  });
});
