import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/admin/settings', '/admin/settings'],
    ['/admin/settings?tab=pages#x', '/admin/settings?tab=pages#x'],
    ['/', '/'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    ['https://evil.example/admin'],
    ['//evil.example/admin'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['admin/settings'],
    ['/\t/evil.example'],
    [''],
    [null],
    [undefined],
  ])('refuses %j', (input) => {
    expect(safeRedirectPath(input)).toBe('/admin');
  });

  it('never returns anything that leaves the site', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = safeRedirectPath(input);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, 'http://site.test').origin).toBe('http://site.test');
      }),
      { numRuns: 2000 },
    );
  });
});
