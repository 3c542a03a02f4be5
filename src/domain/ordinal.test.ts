import { describe, expect, it } from 'vitest';
import { ordinal } from './ordinal';

describe('ordinal', () => {
  it('words places the English way, teens included', () => {
    const words = [1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 101, 111, 112, 113, 122].map(
      ordinal,
    );
    expect(words.join(' ')).toBe(
      '1st 2nd 3rd 4th 10th 11th 12th 13th 14th 21st 22nd 23rd 101st 111th 112th 113th 122nd',
    );
  });

  it('leaves a shared place such as 2.5 as a number', () => {
    expect(ordinal(2.5)).toBe('2.5');
  });
});
