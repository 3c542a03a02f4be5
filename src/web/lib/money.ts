const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as money for people, e.g. 2500 as "$25.00". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
