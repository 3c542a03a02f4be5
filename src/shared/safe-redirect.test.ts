import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/admin/settings', '/admin/settings'],
    ['/admin/settings?tab=pages#x', '/admin/settings?tab=pages#x'],
    ['/', '/'],
    // An encoded slash is part of a path segment, not a separator: still this site.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/admin/../admin/settings', '/admin/settings'],
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
    ['/\n/evil.example'],
    ['/.//evil.example/'],
    ['/x/..//evil.example'],
    ['/./\\evil.example'],
    ['/%2e%2e//evil.example'],
    ['/%2e//evil.example'],
    ['/\\\\evil.example'],
    ['/\t\t//evil.example'],
    ['/\r\n//evil.example'],
    ['javascript:alert(1)//'],
    ['http:/evil.example'],
    ['https://evil.example'],
    ['HTTPS://evil.example/admin'],
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

  it('never leaves the site whatever dot segments, slashes and escapes are combined', () => {
    const piece = fc.constantFrom(
      '/',
      '.',
      '..',
      '\\',
      '%2F',
      '%2e',
      '%5C',
      'evil.example',
      'x',
      '\t',
      '@',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const result = safeRedirectPath(`/${pieces.join('')}`);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, 'http://site.test').origin).toBe('http://site.test');
      }),
      { numRuns: 5000 },
    );
  });
});
