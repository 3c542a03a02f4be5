import { colorsTuple, createTheme } from '@mantine/core';

/** The competition's primaryColor styles names and buttons; black until it loads (spec section 1). */
export const DEFAULT_PRIMARY_COLOR = '#000000';

export function themeFor(primaryColor: string | undefined) {
  return createTheme({
    primaryColor: 'competition',
    colors: { competition: colorsTuple(primaryColor ?? DEFAULT_PRIMARY_COLOR) },
    // Button text turns black or white to stay readable on any competition colour.
    autoContrast: true,
  });
}
