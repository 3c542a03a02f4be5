import { describe, expect, it } from 'vitest';
import { paymentStatus } from './payment-status';

describe('paymentStatus', () => {
  it.each([
    // total, paid, status
    [0, 0, 'nothing due'],
    [0, 500, 'overpaid'],
    [5000, 0, 'unpaid'],
    [5000, 2000, 'part paid'],
    [5000, 5000, 'paid'],
    [5000, 5001, 'overpaid'],
  ] as const)('owing %i and paid %i is %s', (total, paid, status) => {
    expect(paymentStatus(total, paid)).toBe(status);
  });
});
