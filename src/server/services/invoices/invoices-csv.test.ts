import { describe, expect, it } from 'vitest';
import { centsAsDecimal, invoicesCsv } from './invoices-csv';

describe('centsAsDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [2500, '25.00'],
    [123456, '1234.56'],
    [-200, '-2.00'],
    [-5, '-0.05'],
  ])('%i cents is %s', (cents, text) => {
    expect(centsAsDecimal(cents)).toBe(text);
  });
});

describe('invoicesCsv', () => {
  it('makes a school named like a formula inert, and leaves a negative balance a number', () => {
    const csv = invoicesCsv([
      {
        school: '=HYPERLINK("x")',
        competitors: 1,
        chargedEntries: 0,
        totalCents: 0,
        paidCents: 500,
        balanceCents: -500,
        status: 'overpaid',
      },
    ]);
    expect(csv).toBe(
      'School,Competitors,Entries charged,Total,Paid,Balance,Status\n' +
        `"'=HYPERLINK(""x"")",1,0,0.00,5.00,-5.00,overpaid\n`,
    );
  });
});
