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

  it('runs from near white through the colour to darker shades', () => {
    const theme = themeFor('#7b1fa2');
    const palette = theme.colors?.competition ?? [];
    const brightness = (shade: number) => {
      const color = palette[shade] ?? '';
      const hex = /^#(..)(..)(..)$/.exec(color);
      const channels = hex
        ? hex.slice(1).map((pair) => parseInt(pair, 16))
        : (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
      return channels.reduce((sum, channel) => sum + channel, 0);
    };
    const order = palette.map((_, shade) => brightness(shade));
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(brightness(0)).toBeGreaterThan(3 * 220);
    expect(brightness(9)).toBeLessThan(brightness(theme.primaryShade as number));
  });

  it('is black until the competition loads, and falls back to black for an unreadable colour', () => {
    for (const color of [undefined, 'not a colour']) {
      const theme = themeFor(color);
      expect(theme.colors?.competition?.[theme.primaryShade as number]).toBe('#000000');
    }
  });
});
