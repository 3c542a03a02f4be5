import { createTheme, darken, lighten } from '@mantine/core';
import type { MantineColorsTuple } from '@mantine/core';

/** The competition's primaryColor styles names and buttons; black until it loads (spec section 1). */
export const DEFAULT_PRIMARY_COLOR = '#000000';

/** Where the competition colour sits in its palette (Mantine's default primary shade). */
const PRIMARY_SHADE = 6;

/**
 * A full ten-shade palette around the competition colour (light variants such
 * as the active menu item need lighter shades): lighter shades mix it toward
 * white, darker ones toward black, and the primary shade is the colour itself,
 * so filled buttons show exactly that colour. Mantine's own colour functions
 * do the mixing, so the home page ships no colour library (decision 025).
 */
export function themeFor(primaryColor: string | undefined) {
  const base =
    primaryColor && /^#[0-9a-f]{6}$/i.test(primaryColor) ? primaryColor : DEFAULT_PRIMARY_COLOR;
  const shades = Array.from({ length: 10 }, (_, shade) => {
    if (shade < PRIMARY_SHADE) return lighten(base, (PRIMARY_SHADE - shade) / (PRIMARY_SHADE + 1));
    if (shade > PRIMARY_SHADE) return darken(base, (shade - PRIMARY_SHADE) / 5);
    return base;
  });
  return createTheme({
    primaryColor: 'competition',
    primaryShade: PRIMARY_SHADE,
    colors: { competition: shades as unknown as MantineColorsTuple },
    // Button text turns black or white to stay readable on any competition colour.
    autoContrast: true,
  });
}
