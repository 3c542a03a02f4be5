import { describe, expect, it } from 'vitest';
import {
  FREE_FAILURES_PER_ADDRESS,
  FREE_FAILURES_PER_JUDGE,
  JudgeCodeLimits,
} from './judge-code-limits';

describe('limits on judge codes', () => {
  it('lets a judge mistype a few times, then makes them wait 15 seconds, doubling', () => {
    const limits = new JudgeCodeLimits();
    for (let i = 0; i < FREE_FAILURES_PER_JUDGE; i++) {
      expect(limits.waitSeconds('judge-1', '10.0.0.1', 0)).toBe(0);
      limits.failed('judge-1', '10.0.0.1', 0);
    }
    expect(limits.waitSeconds('judge-1', '10.0.0.2', 0)).toBe(15);
    expect(limits.waitSeconds('judge-1', '10.0.0.2', 15_000)).toBe(0);
    limits.failed('judge-1', '10.0.0.2', 15_000);
    expect(limits.waitSeconds('judge-1', '10.0.0.3', 15_000)).toBe(30);
    expect(limits.waitSeconds('judge-2', '10.0.0.3', 15_000)).toBe(0);
  });

  it('slows an address guessing across many judges, and forgets a judge who gets it right', () => {
    const limits = new JudgeCodeLimits();
    for (let i = 0; i < FREE_FAILURES_PER_ADDRESS; i++) limits.failed(`judge-${i}`, '10.0.0.9', 0);
    expect(limits.waitSeconds('judge-new', '10.0.0.9', 0)).toBe(15);
    expect(limits.waitSeconds('judge-new', '10.0.0.8', 0)).toBe(0);

    for (let i = 0; i < FREE_FAILURES_PER_JUDGE; i++) limits.failed('judge-x', `10.1.0.${i}`, 0);
    limits.accepted('judge-x');
    expect(limits.waitSeconds('judge-x', '10.2.0.1', 0)).toBe(0);
  });
});
