/** "1st", "2nd", "3rd", "11th", "22nd": places, rounds and anything else counted in words. */
export function ordinal(n: number): string {
  if (!Number.isInteger(n)) return `${n}`;
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
