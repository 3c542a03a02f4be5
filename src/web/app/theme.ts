import { generateColorsMap } from '@mantine/colors-generator';
import { createTheme } from '@mantine/core';
import type { MantineColorShade, MantineColorsTuple } from '@mantine/core';

/** The competition's primaryColor styles names and buttons; black until it loads (spec section 1). */
export const DEFAULT_PRIMARY_COLOR = '#000000';

/**
 * A full ten-shade palette around the competition colour (light variants such
 * as the active menu item need lighter shades), with the primary shade set to
 * the competition colour itself, so filled buttons show exactly that colour.
 */
export function themeFor(primaryColor: string | undefined) {
  const base =
    primaryColor && /^#[0-9a-f]{6}$/i.test(primaryColor) ? primaryColor : DEFAULT_PRIMARY_COLOR;
  const palette = generateColorsMap(base);
  const shades = palette.colors.map((color) => color.hex());
  shades[palette.baseColorIndex] = base;
  return createTheme({
    primaryColor: 'competition',
    primaryShade: palette.baseColorIndex as MantineColorShade,
    colors: { competition: shades as unknown as MantineColorsTuple },
    // Button text turns black or white to stay readable on any competition colour.
    autoContrast: true,
  });
}
