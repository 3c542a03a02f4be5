import { PaymentInputSchema } from '../../../shared/invoices';
import type { PaymentInput, PaymentMethod } from '../../../shared/invoices';
import { formErrorsFrom } from '../../lib/form-errors';
import { dollarsToCents } from '../../lib/money';
import type { Dollars } from '../../lib/money';
import { venueClock } from '../../lib/venue-clock';

/** The "Record payment" form as the organizer fills it: the amount in dollars. */
export type PaymentFormValues = {
  amount: Dollars;
  paidOn: string;
  method: PaymentMethod;
  note: string;
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  card: 'Card',
  transfer: 'Bank transfer',
  other: 'Other',
};

/** Today's date (YYYY-MM-DD) on the venue's clock, where the money changes hands. */
export const venueToday = (now: string) => venueClock(now).slice(0, 10);

export const emptyPayment = (now: string): PaymentFormValues => ({
  amount: '',
  paidOn: venueToday(now),
  method: 'check',
  note: '',
});

/** The request's fields named as the form's: the form takes dollars, the request cents. */
const FORM_FIELD: Record<string, string> = { amountCents: 'amount' };

/** Errors keyed by request field (ours or the server's refusal) moved onto the form's fields. */
export function onFormFields(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [FORM_FIELD[field] ?? field, message]),
  );
}

export type PaymentFromForm =
  { ok: true; input: PaymentInput } | { ok: false; errors: Record<string, string> };

/** The payment to send for a school, or what to correct, keyed by form field. */
export function paymentFrom(values: PaymentFormValues, school: string): PaymentFromForm {
  const amountCents = dollarsToCents(values.amount);
  if (amountCents === undefined) {
    return { ok: false, errors: { amount: 'Enter the amount paid, in dollars' } };
  }
  const parsed = PaymentInputSchema.safeParse({
    school,
    amountCents,
    paidOn: values.paidOn,
    method: values.method,
    note: values.note,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: onFormFields(formErrorsFrom(parsed.error)) };
}
