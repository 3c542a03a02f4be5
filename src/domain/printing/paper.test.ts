import { describe, expect, it } from 'vitest';
import { pageRule, printableArea } from './paper';

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

describe('printableArea', () => {
  it.each([
    ['a4', 'portrait', { width: 186, height: 273 }],
    ['a4', 'landscape', { width: 273, height: 186 }],
    ['letter', 'portrait', { width: 191.9, height: 255.4 }],
  ] as const)('%s %s is the page inside 12mm margins', (paper, orientation, area) => {
    const { width, height } = printableArea(paper, orientation);
    expect({ width: Number(width.toFixed(1)), height: Number(height.toFixed(1)) }).toEqual(area);
  });
});
