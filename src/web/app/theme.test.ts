import { describe, expect, it } from 'vitest';
import { themeFor } from './theme';

describe('themeFor', () => {
  it('puts the competition colour itself at the primary shade of a ten-shade palette', () => {
    const theme = themeFor('#7b1fa2');
    const palette = theme.colors?.competition ?? [];
    expect(palette).toHaveLength(10);
    expect(palette[theme.primaryShade as number]).toBe('#7b1fa2');
    expect(new Set(palette).size).toBeGreaterThan(5);
  });

  it('is black until the competition loads, and falls back to black for an unreadable colour', () => {
    for (const color of [undefined, 'not a colour']) {
      const theme = themeFor(color);
      expect(theme.colors?.competition?.[theme.primaryShade as number]).toBe('#000000');
    }
  });
});
