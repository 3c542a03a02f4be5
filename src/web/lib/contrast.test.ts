import { describe, expect, it } from 'vitest';
import { buttonTextContrast, contrastRatio } from './contrast';

describe('contrastRatio', () => {
  it('matches WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 1);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#7b1fa2', '#ffffff')).toBeCloseTo(
      contrastRatio('#ffffff', '#7b1fa2'),
      10,
    );
  });
});

describe('buttonTextContrast', () => {
  it('uses whichever of black or white reads better', () => {
    expect(buttonTextContrast('#ffff00')).toBeCloseTo(contrastRatio('#ffff00', '#000000'), 5);
    expect(buttonTextContrast('#000080')).toBeCloseTo(contrastRatio('#000080', '#ffffff'), 5);
  });
});
