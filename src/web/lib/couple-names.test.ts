import { describe, expect, it } from 'vitest';
import { coupleNames } from './couple-names';

describe('coupleNames', () => {
  it('joins a couple by an ampersand', () => {
    expect(coupleNames({ leadName: 'Ann Lee', followName: 'Bo Chen' })).toBe('Ann Lee & Bo Chen');
  });
  it('names a solo entry alone', () => {
    expect(coupleNames({ leadName: 'Ann Lee', followName: '' })).toBe('Ann Lee');
    expect(coupleNames({ leadName: 'Ann Lee', followName: '  ' })).toBe('Ann Lee');
  });
});
