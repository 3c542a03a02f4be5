import { describe, expect, it } from 'vitest';
import { ChairmanPinLimits, FREE_PIN_FAILURES } from './chairman-pin-limits';

describe('ChairmanPinLimits', () => {
  it('lets a few wrong PINs through, then makes the competition wait longer each time', () => {
    const limits = new ChairmanPinLimits();
    let now = 1_000_000;
    for (let i = 0; i < FREE_PIN_FAILURES; i++) {
      expect(limits.attempt('comp', now)).toBe(0);
    }
    expect(limits.waitSeconds('comp', now)).toBe(15);
    expect(limits.waitSeconds('other', now)).toBe(0);
    now += 15_000;
    expect(limits.attempt('comp', now)).toBe(0);
    expect(limits.attempt('comp', now)).toBe(30);
  });

  it('forgets the mistakes once the right PIN is typed', () => {
    const limits = new ChairmanPinLimits();
    for (let i = 0; i < FREE_PIN_FAILURES + 1; i++) limits.attempt('comp', 0);
    limits.accepted('comp');
    expect(limits.waitSeconds('comp', 0)).toBe(0);
  });
});
