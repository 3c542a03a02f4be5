import { describe, expect, it } from 'vitest';
import { waitInWords } from './wait-in-words';

describe('waitInWords', () => {
  it.each([
    [0, 'a second'],
    [15, '15 seconds'],
    [59, '59 seconds'],
    [60, 'a minute'],
    [61, '2 minutes'],
    [240, '4 minutes'],
    [5400, '90 minutes'],
    [5401, '2 hours'],
    [17_000, '5 hours'],
    [86_400, '24 hours'],
  ])('%s seconds read as %s', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});
