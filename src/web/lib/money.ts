const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as money for people, e.g. 2500 as "$25.00". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** A dollar amount as a form's input holds it: a number, or text ('' when cleared). */
export type Dollars = number | string;

/**
 * Dollars typed by a person to whole cents, or undefined when nothing or not a
 * number was typed. "$1,000.00" is read as 1000 dollars. Rounded, because
 * 19.99 * 100 is 1998.9999999999998 in floating point.
 */
export function dollarsToCents(dollars: Dollars): number | undefined {
  if (typeof dollars === 'string' && dollars.trim() === '') return undefined;
  const value = typeof dollars === 'number' ? dollars : Number(dollars.trim().replace(/[$,]/g, ''));
  return Number.isFinite(value) ? Math.round(value * 100) : undefined;
}
