import { luminance } from '@mantine/core';

/** WCAG contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA asks 4.5:1 for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

/** The contrast of button text on `background`, with the text colour the theme picks (black or white). */
export function buttonTextContrast(background: string): number {
  return Math.max(contrastRatio(background, '#ffffff'), contrastRatio(background, '#000000'));
}
