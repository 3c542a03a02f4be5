export const PAYMENT_STATUSES = ['nothing due', 'unpaid', 'part paid', 'paid', 'overpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Where a school stands: a payment against nothing owed is overpaid (money to
 * give back), so "nothing due" means nothing owed and nothing paid.
 */
export function paymentStatus(totalCents: number, paidCents: number): PaymentStatus {
  if (paidCents > totalCents) return 'overpaid';
  if (totalCents === 0) return 'nothing due';
  if (paidCents === 0) return 'unpaid';
  return paidCents < totalCents ? 'part paid' : 'paid';
}
