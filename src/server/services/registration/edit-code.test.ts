import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_PATTERN } from '../../../domain/officials/access-code';
import { codeTagOf, newEditCode } from './edit-code';

describe('codeTagOf', () => {
  it('is the first byte of the code’s sha256, in hex', () => {
    // printf ABC1234 | sha256sum → 979ae4c3…; ABC1235 → 4350bef5…
    expect(codeTagOf('ABC1234')).toBe('97');
    expect(codeTagOf('ABC1235')).toBe('43');
  });

  it('spreads new codes over many tags, so a lookup tries few registrations', () => {
    const tags = new Set(Array.from({ length: 2000 }, () => codeTagOf(newEditCode())));
    expect(newEditCode()).toMatch(ACCESS_CODE_PATTERN);
    // Each tag stays unused with odds (255/256)^2000 ≈ 1 in 2,500: about 0.1 tags expected.
    expect(tags.size).toBeGreaterThanOrEqual(250);
  });

  it('is two hex characters for any code', () => {
    fc.assert(fc.property(fc.string(), (code) => /^[0-9a-f]{2}$/.test(codeTagOf(code))));
  });
});
