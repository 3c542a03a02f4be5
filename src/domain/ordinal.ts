/** Suffixes by last digit; one table rather than an object literal per call (results name many places). */
const suffixes = ['th', 'st', 'nd', 'rd'] as const;

/** "1st", "2nd", "3rd", "11th", "22nd": places, rounds and anything else counted in words. */
export function ordinal(n: number): string {
  if (!Number.isInteger(n)) return `${n}`;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (suffixes[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
