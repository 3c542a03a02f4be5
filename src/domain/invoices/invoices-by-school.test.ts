import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_PHASES, registrationPhase } from '../registration/phase';
import type { FeeSchedule } from '../registration/fees';
import type { Deadlines } from '../registration/phase';
import { DEADLINES, FEES, LATE, dancer, entry } from './invoice-fixtures';
import { invoiceSummaryRows, invoicesBySchool } from './invoices-by-school';
import type { EntryState, InvoicedCompetitor, InvoicedEntry } from './school-invoice';

const ann = dancer(101, 'Ann Lee', 'Rivers');
const bea = dancer(102, 'Bea Moss', 'Rivers');
const cal = dancer(201, 'Cal Dunn', 'Hills', LATE);
const dee = dancer(301, 'Dee Ray', 'Other');

const invoices = (
  more: { competitors?: InvoicedCompetitor[]; entries?: InvoicedEntry[] } = {},
  payments: { school: string; amountCents: number; paidOn: string }[] = [],
) =>
  invoicesBySchool({
    listedSchools: ['Summit', 'Rivers'],
    otherSchool: 'Other',
    fees: FEES,
    deadlines: DEADLINES,
    competitors: more.competitors ?? [],
    entries: more.entries ?? [],
    payments,
  });

describe('invoicesBySchool', () => {
  it("lists the settings' schools, dancers' schools and paying schools by name, Other last", () => {
    const all = invoices({ competitors: [dee, cal, ann] }, [
      { school: 'Aspen (renamed)', amountCents: 500, paidOn: '2026-04-01' },
    ]);
    expect(all.map((invoice) => invoice.school)).toEqual([
      'Aspen (renamed)',
      'Hills',
      'Rivers',
      'Summit',
      'Other',
    ]);
  });

  it('a listed school without dancers owes nothing; a school with only a payment is overpaid', () => {
    const rows = invoiceSummaryRows(
      invoices({}, [{ school: 'Aspen (renamed)', amountCents: 500, paidOn: '2026-04-01' }]),
    );
    expect(rows).toMatchInlineSnapshot(`
      [
        {
          "balanceCents": -500,
          "chargedEntries": 0,
          "competitors": 0,
          "paidCents": 500,
          "school": "Aspen (renamed)",
          "status": "overpaid",
          "totalCents": 0,
        },
        {
          "balanceCents": 0,
          "chargedEntries": 0,
          "competitors": 0,
          "paidCents": 0,
          "school": "Rivers",
          "status": "nothing due",
          "totalCents": 0,
        },
        {
          "balanceCents": 0,
          "chargedEntries": 0,
          "competitors": 0,
          "paidCents": 0,
          "school": "Summit",
          "status": "nothing due",
          "totalCents": 0,
        },
      ]
    `);
  });

  it('counts an entry of two of its dancers once, and only charged entries', () => {
    const rows = invoiceSummaryRows(
      invoices(
        {
          competitors: [ann, bea, cal],
          entries: [
            entry('Waltz', ann, bea),
            entry('Tango', ann, bea, {
              state: { kind: 'withdrawn', at: '2026-03-12T09:00:00.000Z' },
            }),
            entry('Samba', cal, ann, { registeredTime: LATE }),
          ],
        },
        [{ school: 'Rivers', amountCents: 1000, paidOn: '2026-04-01' }],
      ),
    );
    expect(rows).toMatchInlineSnapshot(`
      [
        {
          "balanceCents": 4251,
          "chargedEntries": 1,
          "competitors": 1,
          "paidCents": 0,
          "school": "Hills",
          "status": "unpaid",
          "totalCents": 4251,
        },
        {
          "balanceCents": 4550,
          "chargedEntries": 2,
          "competitors": 2,
          "paidCents": 1000,
          "school": "Rivers",
          "status": "part paid",
          "totalCents": 5550,
        },
        {
          "balanceCents": 0,
          "chargedEntries": 0,
          "competitors": 0,
          "paidCents": 0,
          "school": "Summit",
          "status": "nothing due",
          "totalCents": 0,
        },
      ]
    `);
  });
});

const phaseOf = (instant: string, deadlines: Deadlines) =>
  registrationPhase(new Date(instant), deadlines);

/** Fees, deadlines, dancers of a few schools and couples of them, some withdrawn or scratched. */
const competition = fc
  .record({
    fees: fc.record(
      Object.fromEntries(
        REGISTRATION_PHASES.map((phase) => [
          phase,
          fc.record({ perCompetitor: fc.nat(10_000), perEntry: fc.nat(10_000) }),
        ]),
      ) as Record<keyof FeeSchedule, fc.Arbitrary<{ perCompetitor: number; perEntry: number }>>,
    ),
    deadlines: fc.constantFrom<Deadlines>(
      DEADLINES,
      { early: null, open: null },
      {
        early: null,
        open: '2026-03-15',
      },
    ),
    schools: fc.array(fc.constantFrom('Rivers', 'Hills', 'Other', 'Summit'), {
      minLength: 2,
      maxLength: 12,
    }),
    days: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 24, maxLength: 24 }),
    couples: fc.array(
      fc.record({
        lead: fc.nat(),
        follow: fc.option(fc.nat()),
        state: fc.constantFrom<EntryState['kind']>('active', 'active', 'withdrawn', 'scratched'),
        day: fc.nat(23),
      }),
      { maxLength: 30 },
    ),
  })
  .map(({ fees, deadlines, schools, days, couples }) => {
    const instant = (i: number) =>
      new Date(Date.UTC(2026, 2, 1 + (days[i % days.length] ?? 0))).toISOString();
    const competitors = schools.map((school, i) =>
      dancer(100 + i, `Dancer ${i}`, school, instant(i)),
    );
    const entries = couples.flatMap((couple, i): InvoicedEntry[] => {
      const lead = competitors[couple.lead % competitors.length];
      const other = couple.follow === null ? null : competitors[couple.follow % competitors.length];
      if (!lead || other === undefined || other?.id === lead.id) return [];
      const state: EntryState =
        couple.state === 'active'
          ? { kind: 'active' }
          : couple.state === 'withdrawn'
            ? { kind: 'withdrawn', at: instant(i) }
            : { kind: 'scratched', at: instant(i), reason: 'ill' };
      return [{ ...entry(`Event ${i}`, lead, other), registeredTime: instant(couple.day), state }];
    });
    return { fees, deadlines, competitors, entries };
  });

describe('invoicesBySchool: the entry fee split', () => {
  it('never makes or loses a cent: every school together owes what the couples and dancers cost', () => {
    fc.assert(
      fc.property(competition, ({ fees, deadlines, competitors, entries }) => {
        const all = invoicesBySchool({
          listedSchools: [],
          otherSchool: 'Other',
          fees,
          deadlines,
          competitors,
          entries,
          payments: [],
        });
        const charged = entries.filter((e) => e.state.kind === 'active');
        const chargedDancers = competitors.filter((c) =>
          charged.some((e) => e.leadId === c.id || e.followId === c.id),
        );
        const expected =
          charged.reduce((sum, e) => sum + fees[phaseOf(e.registeredTime, deadlines)].perEntry, 0) +
          chargedDancers.reduce(
            (sum, c) => sum + fees[phaseOf(c.firstRegisteredAt, deadlines)].perCompetitor,
            0,
          );
        expect(all.reduce((sum, invoice) => sum + invoice.totalCents, 0)).toBe(expected);
      }),
    );
  });
});
