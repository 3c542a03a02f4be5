import { describe, expect, it } from 'vitest';
import { NO_FEES } from '../registration/fees';
import type { Deadlines } from '../registration/phase';
import {
  DEADLINES,
  FEES,
  LATE,
  ON_EARLY_DEADLINE,
  dancer,
  entry,
  invoiceText,
} from './invoice-fixtures';
import { schoolInvoice } from './school-invoice';
import type { InvoicedCompetitor, InvoicedEntry, SchoolPayment } from './school-invoice';

const ann = dancer(101, 'Ann Lee', 'Rivers');
const bea = dancer(102, 'Bea Moss', 'Rivers');
const cal = dancer(201, 'Cal Dunn', 'Hills');
const lateAnn = { ...ann, firstRegisteredAt: LATE };
const withdrawn = { state: { kind: 'withdrawn', at: '2026-03-12T09:00:00.000Z' } } as const;
const scratched = {
  state: { kind: 'scratched', at: '2026-04-02T10:00:00.000Z', reason: 'injured' },
} as const;

type Case = {
  competitors: InvoicedCompetitor[];
  entries: InvoicedEntry[];
  deadlines?: Deadlines;
  fees?: typeof FEES;
  text: string[];
  total: number;
};

describe('schoolInvoice (Rivers)', () => {
  it.each<[string, Case]>([
    [
      'an Early couple of the school: each dancer half the entry fee and their competitor fee',
      {
        competitors: [ann, bea],
        entries: [entry('Waltz', ann, bea)],
        text: [
          '101 competitor fee Early 2000',
          '101 Waltz lead with Bea Moss: Early 800, share 400',
          '101 subtotal 2400',
          '102 competitor fee Early 2000',
          '102 Waltz follow with Ann Lee: Early 800, share 400',
          '102 subtotal 2400',
        ],
        total: 4800,
      },
    ],
    [
      'registered on the early deadline day: Normal',
      {
        competitors: [{ ...ann, firstRegisteredAt: ON_EARLY_DEADLINE }],
        entries: [entry('Tango', ann, null, { registeredTime: ON_EARLY_DEADLINE })],
        text: [
          '101 competitor fee Normal 2500',
          '101 Tango lead with TBA: Normal 1000, share 1000',
          '101 subtotal 3500',
        ],
        total: 3500,
      },
    ],
    [
      'no deadlines set: Pending',
      {
        competitors: [ann, bea],
        entries: [entry('Waltz', ann, bea)],
        deadlines: { early: null, open: null },
        text: [
          '101 competitor fee Pending 1000',
          '101 Waltz lead with Bea Moss: Pending 600, share 300',
          '101 subtotal 1300',
          '102 competitor fee Pending 1000',
          '102 Waltz follow with Ann Lee: Pending 600, share 300',
          '102 subtotal 1300',
        ],
        total: 2600,
      },
    ],
    [
      'the competitor fee in the phase of the first registration, each entry in its own',
      {
        competitors: [ann],
        entries: [entry('Waltz', ann, null), entry('Foxtrot', ann, null, { registeredTime: LATE })],
        text: [
          '101 competitor fee Early 2000',
          '101 Foxtrot lead with TBA: Late 1501, share 1501',
          '101 Waltz lead with TBA: Early 800, share 800',
          '101 subtotal 4301',
        ],
        total: 4301,
      },
    ],
    [
      'a withdrawn entry is listed, not charged; the other keeps the competitor fee',
      {
        competitors: [ann, bea],
        entries: [entry('Waltz', ann, bea, withdrawn), entry('Tango', ann, bea)],
        text: [
          '101 competitor fee Early 2000',
          '101 Tango lead with Bea Moss: Early 800, share 400',
          '101 Waltz lead with Bea Moss: Early 800, share 400 not charged: withdrawn 2026-03-12T09:00:00.000Z',
          '101 subtotal 2400',
          '102 competitor fee Early 2000',
          '102 Tango follow with Ann Lee: Early 800, share 400',
          '102 Waltz follow with Ann Lee: Early 800, share 400 not charged: withdrawn 2026-03-12T09:00:00.000Z',
          '102 subtotal 2400',
        ],
        total: 4800,
      },
    ],
    [
      'every entry withdrawn: no competitor fee either',
      {
        competitors: [ann],
        entries: [entry('Waltz', ann, null, withdrawn)],
        text: [
          '101 competitor fee Early 2000 not charged',
          '101 Waltz lead with TBA: Early 800, share 800 not charged: withdrawn 2026-03-12T09:00:00.000Z',
          '101 subtotal 0',
        ],
        total: 0,
      },
    ],
    [
      'a scratched entry is listed with its reason, not charged',
      {
        competitors: [ann],
        entries: [entry('Waltz', ann, null, scratched), entry('Rumba', ann, null)],
        text: [
          '101 competitor fee Early 2000',
          '101 Rumba lead with TBA: Early 800, share 800',
          '101 Waltz lead with TBA: Early 800, share 800 not charged: scratched injured',
          '101 subtotal 2800',
        ],
        total: 2800,
      },
    ],
    [
      "a couple from two schools: Rivers pays its lead's half, with the odd cent",
      {
        competitors: [lateAnn, cal],
        entries: [entry('Samba', lateAnn, cal, { registeredTime: LATE })],
        text: [
          '101 competitor fee Late 3500',
          '101 Samba lead with Cal Dunn: Late 1501, share 751',
          '101 subtotal 4251',
        ],
        total: 4251,
      },
    ],
    [
      'a follow of the school dancing with a lead of another: the even half',
      {
        competitors: [cal, { ...bea, firstRegisteredAt: LATE }],
        entries: [entry('Samba', cal, bea, { registeredTime: LATE })],
        text: [
          '102 competitor fee Late 3500',
          '102 Samba follow with Cal Dunn: Late 1501, share 750',
          '102 subtotal 4250',
        ],
        total: 4250,
      },
    ],
    [
      'a TBA follow: the lead carries the whole entry fee',
      {
        competitors: [ann],
        entries: [entry('Waltz', ann, null)],
        text: [
          '101 competitor fee Early 2000',
          '101 Waltz lead with TBA: Early 800, share 800',
          '101 subtotal 2800',
        ],
        total: 2800,
      },
    ],
    [
      'a free competition (no fee schedule): entries listed and charged nothing',
      {
        competitors: [ann],
        entries: [entry('Waltz', ann, null)],
        fees: NO_FEES,
        text: [
          '101 competitor fee Early 0',
          '101 Waltz lead with TBA: Early 0, share 0',
          '101 subtotal 0',
        ],
        total: 0,
      },
    ],
    [
      'a walk-on placeholder (no competitor record) is on no invoice',
      {
        competitors: [ann],
        entries: [
          {
            ...entry('Waltz', ann, null),
            entryId: 'walk-on',
            leadId: 'Adhoc',
            followId: 'Adhoc',
          },
        ],
        text: [],
        total: 0,
      },
    ],
  ])('%s', (_name, { competitors, entries, deadlines = DEADLINES, fees = FEES, text, total }) => {
    const invoice = schoolInvoice({
      school: 'Rivers',
      fees,
      deadlines,
      competitors,
      entries,
      payments: [],
    });
    expect(invoiceText(invoice)).toEqual(text);
    expect(invoice.totalCents).toBe(total);
  });

  it('lists dancers by number whatever order they come in', () => {
    const invoice = schoolInvoice({
      school: 'Rivers',
      fees: FEES,
      deadlines: DEADLINES,
      competitors: [bea, ann],
      entries: [entry('Waltz', ann, bea)],
      payments: [],
    });
    expect(invoice.competitors.map((c) => c.number)).toEqual([101, 102]);
  });
});

describe("schoolInvoice: a school's payments", () => {
  // Ann and Bea, one Early couple: 4800 owed.
  const paid = (amountCents: number, paidOn = '2026-04-01', school = 'Rivers'): SchoolPayment => ({
    school,
    amountCents,
    paidOn,
  });

  it.each([
    ['no payment', [], 4800, 'unpaid'],
    ['part of it', [paid(2000)], 2800, 'part paid'],
    ['all of it in two payments', [paid(2000), paid(2800)], 0, 'paid'],
    ['more than owed', [paid(5000)], -200, 'overpaid'],
    [
      "another school's payment is not Rivers'",
      [paid(4800, '2026-04-01', 'Hills')],
      4800,
      'unpaid',
    ],
  ] as const)('%s: balance %i, %s', (_name, payments, balance, status) => {
    const invoice = schoolInvoice({
      school: 'Rivers',
      fees: FEES,
      deadlines: DEADLINES,
      competitors: [ann, bea],
      entries: [entry('Waltz', ann, bea)],
      payments,
    });
    expect({ balance: invoice.balanceCents, status: invoice.status }).toEqual({ balance, status });
    expect(invoice.paidCents).toBe(4800 - balance);
  });

  it('lists payments by the day paid and passes them through whole', () => {
    const later = { ...paid(100, '2026-04-03'), id: 'p2', recordedBy: 'a@example.com' };
    const earlier = { ...paid(200, '2026-04-02'), id: 'p1', recordedBy: 'b@example.com' };
    const invoice = schoolInvoice({
      school: 'Rivers',
      fees: FEES,
      deadlines: DEADLINES,
      competitors: [],
      entries: [],
      payments: [later, earlier],
    });
    expect(invoice.payments).toEqual([earlier, later]);
    expect(invoice.status).toBe('overpaid');
  });
});

describe('schoolInvoice: a school with no dancers', () => {
  it('owes nothing and lists no one', () => {
    const invoice = schoolInvoice({
      school: 'Summit',
      fees: FEES,
      deadlines: DEADLINES,
      competitors: [ann],
      entries: [entry('Waltz', ann, null)],
      payments: [],
    });
    expect(invoice).toMatchInlineSnapshot(`
      {
        "balanceCents": 0,
        "competitors": [],
        "paidCents": 0,
        "payments": [],
        "school": "Summit",
        "status": "nothing due",
        "totalCents": 0,
      }
    `);
  });
});
