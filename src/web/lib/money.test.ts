import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents } from './money';

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [1999, '$19.99'],
    [2500, '$25.00'],
    [123456, '$1,234.56'],
    [-500, '-$5.00'],
  ])('%i cents is %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe('dollarsToCents', () => {
  it.each([
    [25, 2500],
    [19.99, 1999], // 19.99 * 100 is not exactly 1999 in floating point
    [0.1, 10],
    [0, 0],
    ['12.5', 1250],
    ['$1,000.00', 100000],
    [' 40 ', 4000],
    ['', undefined],
    ['  ', undefined],
    ['ten', undefined],
  ])('%j dollars is %j cents', (dollars, cents) => expect(dollarsToCents(dollars)).toBe(cents));

  it('gives back the cents formatCents wrote', () => {
    for (const cents of [0, 1, 99, 1999, 123456]) {
      expect(dollarsToCents(formatCents(cents))).toBe(cents);
    }
  });
});
