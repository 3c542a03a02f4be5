import { expect, it } from 'vitest';
import { formatCents } from './money';

it.each([
  [0, '$0.00'],
  [5, '$0.05'],
  [1999, '$19.99'],
  [2500, '$25.00'],
  [123456, '$1,234.56'],
])('%i cents is %s', (cents, text) => {
  expect(formatCents(cents)).toBe(text);
});
