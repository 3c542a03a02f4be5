import { describe, expect, it } from 'vitest';
import { emptyPayment, onFormFields, paymentFrom, venueToday } from './payment-values';
import type { PaymentFormValues } from './payment-values';

const filled: PaymentFormValues = {
  amount: '125.50',
  paidOn: '2026-11-03',
  method: 'card',
  note: ' receipt 12 ',
};

describe('paymentFrom', () => {
  it('sends the amount in cents, for the school, with the note trimmed', () => {
    expect(paymentFrom(filled, 'Riverside University')).toEqual({
      ok: true,
      input: {
        school: 'Riverside University',
        amountCents: 12550,
        paidOn: '2026-11-03',
        method: 'card',
        note: 'receipt 12',
      },
    });
    expect(paymentFrom({ ...filled, amount: 19.99 }, 'A')).toMatchObject({
      input: { amountCents: 1999 },
    });
  });

  it.each([
    [{ amount: '' }, { amount: 'Enter the amount paid, in dollars' }],
    [{ amount: 'lots' }, { amount: 'Enter the amount paid, in dollars' }],
    [{ amount: 0 }, { amount: 'Must be more than nothing' }],
    [{ amount: -5 }, { amount: 'Must be more than nothing' }],
    [{ amount: 2_000_000 }, { amount: 'Must be at most 1,000,000.00' }],
    [{ paidOn: '' }, { paidOn: 'Must be a date (YYYY-MM-DD)' }],
    [{ note: 'x'.repeat(501) }, { note: 'Must be at most 500 characters' }],
  ])('refuses %j on its field', (change, errors) => {
    expect(paymentFrom({ ...filled, ...change }, 'A')).toEqual({ ok: false, errors });
  });
});

describe('onFormFields', () => {
  it("puts the server's amountCents refusal on the amount typed in dollars", () => {
    expect(onFormFields({ amountCents: 'Too much', paidOn: 'Bad day' })).toEqual({
      amount: 'Too much',
      paidOn: 'Bad day',
    });
  });
});

describe('venueToday', () => {
  it('is the date on the venue clock, a blank form starts on it', () => {
    const now = '2026-11-03T12:00:00.000Z';
    expect(venueToday(now)).toMatch(/^2026-11-0[34]$/);
    expect(emptyPayment(now)).toEqual({
      amount: '',
      paidOn: venueToday(now),
      method: 'check',
      note: '',
    });
  });
});
