import { describe, expect, it } from 'vitest';
import { pageRule } from './paper';

describe('pageRule', () => {
  it.each([
    ['a4', 'portrait', undefined, '@page { size: A4 portrait; margin: 12mm; }'],
    ['letter', 'portrait', undefined, '@page { size: letter portrait; margin: 12mm; }'],
    ['a4', 'landscape', 'backNumber', '@page backNumber { size: A4 landscape; margin: 12mm; }'],
    ['letter', 'landscape', undefined, '@page { size: letter landscape; margin: 12mm; }'],
  ] as const)('%s %s %s', (paper, orientation, name, rule) => {
    expect(pageRule(paper, orientation, name)).toBe(rule);
  });
});
