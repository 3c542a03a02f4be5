import { describe, expect, it } from 'vitest';
import type { SchoolInvoice } from '../../../shared/invoices';
import {
  blankSchools,
  calendarDay,
  feeRows,
  invoicesToPrint,
  shortDay,
  uncharged,
} from './invoice-text';

const utc = { timeZone: 'UTC' };

describe('uncharged', () => {
  it.each([
    [{ kind: 'active' } as const, null],
    [{ kind: 'withdrawn', at: '2026-11-03T09:30:00.000Z' } as const, 'withdrawn 3 Nov'],
    [
      { kind: 'scratched', at: '2026-11-07T10:00:00.000Z', reason: 'injury' } as const,
      'scratched: injury',
    ],
    [{ kind: 'scratched', at: '2026-11-07T10:00:00.000Z', reason: ' ' } as const, 'scratched'],
  ])('%j is %j', (state, text) => expect(uncharged(state, utc)).toBe(text));
});

describe('days', () => {
  it('writes moments and calendar days short, and anything else as received', () => {
    expect(shortDay('2026-12-31T23:30:00.000Z', utc)).toBe('31 Dec');
    expect(shortDay('2026-12-31T23:30:00.000Z', { timeZone: 'Asia/Tokyo' })).toBe('1 Jan');
    expect(shortDay('soon')).toBe('soon');
    expect(calendarDay('2026-11-03')).toBe('3 Nov 2026');
    expect(calendarDay('someday')).toBe('someday');
  });
});

describe('feeRows', () => {
  const fees = {
    Pending: { perCompetitor: 0, perEntry: 0 },
    Early: { perCompetitor: 2000, perEntry: 800 },
    Normal: { perCompetitor: 2500, perEntry: 1000 },
    Late: { perCompetitor: 3500, perEntry: 1500 },
  };
  const phases = (early: string | null, open: string | null) =>
    feeRows({ fees, deadlines: { early, open } }).map(({ phase, when }) => `${phase}: ${when}`);

  it('lists the phases the deadlines make possible, with their prices', () => {
    expect(feeRows({ fees, deadlines: { early: '2026-12-01', open: '2027-01-01' } })).toEqual([
      { phase: 'Early', when: 'before 1 Dec 2026', perCompetitor: 2000, perEntry: 800 },
      { phase: 'Normal', when: 'before 1 Jan 2027', perCompetitor: 2500, perEntry: 1000 },
      { phase: 'Late', when: 'after the deadlines', perCompetitor: 3500, perEntry: 1500 },
    ]);
    expect(phases('2026-12-01', null)).toEqual([
      'Early: before 1 Dec 2026',
      'Late: after the deadlines',
    ]);
    expect(phases(null, '2027-01-01')).toEqual([
      'Normal: before 1 Jan 2027',
      'Late: after the deadlines',
    ]);
    expect(phases(null, null)).toEqual(['Pending: no deadlines set']);
  });
});

const invoice = (school: string, competitors: number, payments: number): SchoolInvoice => ({
  school,
  competitors: Array.from({ length: competitors }, (_, i) => ({
    competitorId: `${school}-${i}`,
    number: 100 + i,
    name: `Dancer ${i}`,
    competitorFee: { phase: 'Early', cents: 2000, charged: true },
    lines: [],
    subtotalCents: 2000,
  })),
  totalCents: competitors * 2000,
  paidCents: payments * 1000,
  balanceCents: competitors * 2000 - payments * 1000,
  status: 'unpaid',
  payments: Array.from({ length: payments }, (_, i) => ({
    id: `${school}-p${i}`,
    school,
    amountCents: 1000,
    paidOn: '2026-11-03',
    method: 'cash',
    note: '',
    recordedBy: 'admin@example.org',
    recordedAt: '2026-11-03T10:00:00.000Z',
  })),
});

describe('invoicesToPrint', () => {
  const all = [invoice('A', 2, 0), invoice('Blank', 0, 0), invoice('Paid ahead', 0, 1)];
  const schools = (list: SchoolInvoice[]) => list.map((i) => i.school);

  it('prints every school with competitors or payments, and names the blank ones', () => {
    expect(schools(invoicesToPrint(all, null))).toEqual(['A', 'Paid ahead']);
    expect(blankSchools(all)).toEqual(['Blank']);
  });

  it('prints only the chosen school, even a blank one; an unknown choice prints all', () => {
    expect(schools(invoicesToPrint(all, 'A'))).toEqual(['A']);
    expect(schools(invoicesToPrint(all, 'Blank'))).toEqual(['Blank']);
    expect(schools(invoicesToPrint(all, 'Gone'))).toEqual(['A', 'Paid ahead']);
  });
});
