/** Invoices by school: amounts from the demo's fees, withdrawals and scratches, payments, CSV. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoicesSchema, PaymentSchema } from '../shared/invoices';
import { ScheduleRoundSchema } from '../shared/schedule';
import { liveTopics } from '../shared/live';
import type { Invoices, PaymentInput } from '../shared/invoices';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import {
  BRONZE_STANDARD,
  OPEN_NIGHTCLUB,
  SILVER_LATIN,
  adminBase,
  couple,
  dancer,
  errorOf,
  publicBase,
  registrationKit,
} from './testing/registration-fixtures';
import type { EnteredReceipt } from './testing/registration-fixtures';
import { createSignedInStaff } from './testing/staff-fixtures';
import type { TestStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';
import { openSse } from './testing/sse-client';

let database: TestDatabase;
let server: RunningServer;
let organizer: TestStaff;
const { call, register } = registrationKit(() => server);

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  organizer = await createSignedInStaff(server, ['admin']);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

/** The demo's Early prices (src/server/seed/demo-events.ts): competitor $20, entry $8. */
const EARLY = { perCompetitor: 2000, perEntry: 800 };

async function invoices(): Promise<Invoices> {
  const response = await call(`${adminBase}/invoices`, { cookie: organizer.cookie });
  expect(response.status).toBe(200);
  return InvoicesSchema.parse(await response.json());
}

describe("the demo's invoices", () => {
  it("charges a school its dancers' competitor fees and entry fees at the demo's Early prices", async () => {
    const { invoices: all, summary } = await invoices();
    const hillcrest = all.find((invoice) => invoice.school === 'Hillcrest University');
    // The demo seats Hillcrest's couples at pairs 3, 8, 13, 18, 23, 28 and 33
    // (src/server/seed/demo-events.ts): 7 couples, 14 dancers, 13 entries, all
    // Early: 14 x $20 + 13 x $8 (each couple's fee split between two of its own dancers).
    expect(hillcrest?.competitors).toHaveLength(14);
    expect(summary.find((row) => row.school === 'Hillcrest University')).toEqual({
      school: 'Hillcrest University',
      competitors: 14,
      chargedEntries: 13,
      totalCents: 14 * 2000 + 13 * 800,
      paidCents: 0,
      balanceCents: 14 * 2000 + 13 * 800,
      status: 'unpaid',
    });
  });
});

/** A couple of one new school (both dancers), in Bronze Standard and Silver Latin. */
function registerSchool(school: string): Promise<EnteredReceipt> {
  const input = couple();
  return register({
    ...input,
    lead: dancer(`${school} Lead`, { affiliation: school }),
    follow: dancer(`${school} Follow`, { affiliation: school }),
    eventIds: [BRONZE_STANDARD, SILVER_LATIN],
  });
}

async function invoiceOf(school: string) {
  const all = await invoices();
  const invoice = all.invoices.find((candidate) => candidate.school === school);
  if (!invoice) throw new Error(`no invoice for ${school}`);
  return { invoice, row: all.summary.find((candidate) => candidate.school === school) };
}

const statesOf = (invoice: Invoices['invoices'][number]) =>
  invoice.competitors.map((competitor) => ({
    competitorFee: competitor.competitorFee.charged,
    lines: competitor.lines.map((line) => `${line.eventName}: ${line.state.kind} ${line.charged}`),
  }));

describe('withdrawn and scratched entries', () => {
  it("a couple's own withdrawal leaves a withdrawn line that is not charged", async () => {
    const receipt = await registerSchool('Withdrawal Academy');
    const latin = receipt.entries.find((entry) => entry.eventId === SILVER_LATIN);
    const changed = await call(`${publicBase}/registrations/changes`, {
      method: 'POST',
      body: { email: receipt.lead.email, code: receipt.editCode, withdraw: [latin?.entryId] },
    });
    expect(changed.status).toBe(200);

    const { invoice, row } = await invoiceOf('Withdrawal Academy');
    expect(statesOf(invoice)).toEqual([
      {
        competitorFee: true,
        lines: [
          'Bronze Standard Waltz/Quickstep: active true',
          'Silver Latin Cha Cha/Rumba/Jive: withdrawn false',
        ],
      },
      {
        competitorFee: true,
        lines: [
          'Bronze Standard Waltz/Quickstep: active true',
          'Silver Latin Cha Cha/Rumba/Jive: withdrawn false',
        ],
      },
    ]);
    const withdrawn = invoice.competitors[0]?.lines[1];
    expect(withdrawn).toMatchObject({ phase: 'Early', feeCents: EARLY.perEntry, shareCents: 400 });
    expect(row).toMatchObject({
      chargedEntries: 1,
      totalCents: 2 * EARLY.perCompetitor + EARLY.perEntry,
    });
  });

  it("an organizer's withdrawal and a deck captain's scratch are listed, not charged", async () => {
    const receipt = await registerSchool('Scratch Club');
    const [standard, latin] = [BRONZE_STANDARD, SILVER_LATIN].map(
      (eventId) => receipt.entries.find((entry) => entry.eventId === eventId)?.entryId ?? '',
    );
    const withdrawn = await call(`${adminBase}/entries/${standard}`, {
      method: 'DELETE',
      cookie: organizer.cookie,
    });
    expect(withdrawn.status).toBe(204);
    const scratched = await call(
      `${adminBase}/deck-captain/events/${SILVER_LATIN}/entries/${latin}/scratch`,
      { method: 'PUT', body: { reason: 'Sprained ankle' }, cookie: organizer.cookie },
    );
    expect(scratched.status).toBe(200);

    const { invoice, row } = await invoiceOf('Scratch Club');
    expect(statesOf(invoice)[0]).toEqual({
      competitorFee: false,
      lines: [
        'Bronze Standard Waltz/Quickstep: withdrawn false',
        'Silver Latin Cha Cha/Rumba/Jive: scratched false',
      ],
    });
    expect(invoice.competitors[0]?.lines[1]?.state).toMatchObject({ reason: 'Sprained ankle' });
    expect(row).toMatchObject({ chargedEntries: 0, totalCents: 0, status: 'nothing due' });
  });
});

describe('deleting a competitor or an event', () => {
  it("keeps a deleted dancer's entries on their partner's invoice as withdrawn", async () => {
    const receipt = await register({
      ...couple(),
      lead: dancer('Leaving Lead', { affiliation: 'Leavers College' }),
      follow: dancer('Staying Follow', { affiliation: 'Stayers College' }),
      eventIds: [BRONZE_STANDARD, SILVER_LATIN],
    });
    const deleted = await call(`${adminBase}/competitors/${receipt.lead.id}?confirm=true`, {
      method: 'DELETE',
      cookie: organizer.cookie,
    });
    expect(deleted.status).toBe(204);

    const { invoice, row } = await invoiceOf('Stayers College');
    expect(statesOf(invoice)).toEqual([
      {
        competitorFee: false,
        lines: [
          'Bronze Standard Waltz/Quickstep: withdrawn false',
          'Silver Latin Cha Cha/Rumba/Jive: withdrawn false',
        ],
      },
    ]);
    expect(row).toMatchObject({ chargedEntries: 0, totalCents: 0 });
    // The deleted dancer is on no invoice at all, and their school had no one else.
    expect((await invoices()).invoices.map((each) => each.school)).not.toContain('Leavers College');
  });

  it('removes a deleted event from invoices, its withdrawn entries too', async () => {
    const created = await call(`${adminBase}/events`, {
      method: 'POST',
      body: {
        name: 'Bronze Standard Tango',
        style: 'Standard',
        level: 'Bronze',
        ageCategory: null,
        dances: ['Tango'],
      },
      cookie: organizer.cookie,
    });
    expect(created.status).toBe(201);
    const { id: eventId } = (await created.json()) as { id: string };
    const receipt = await register({
      ...couple(),
      lead: dancer('Tango Lead', { affiliation: 'Tango School' }),
      follow: dancer('Tango Follow', { affiliation: 'Tango School' }),
      eventIds: [BRONZE_STANDARD, eventId],
    });
    const tango = receipt.entries.find((entry) => entry.eventId === eventId)?.entryId;
    const withdrawn = await call(`${adminBase}/entries/${tango}`, {
      method: 'DELETE',
      cookie: organizer.cookie,
    });
    expect(withdrawn.status).toBe(204);
    const deleted = await call(`${adminBase}/events/${eventId}`, {
      method: 'DELETE',
      cookie: organizer.cookie,
    });
    expect(deleted.status).toBe(204);

    const { invoice } = await invoiceOf('Tango School');
    expect(statesOf(invoice)[0]?.lines).toEqual(['Bronze Standard Waltz/Quickstep: active true']);
  });
});

describe('walk-ons', () => {
  /** Open Nightclub's first round danced, not started: walk-ons may join it. */
  let first: number;
  beforeAll(async () => {
    const generated = await call(`${adminBase}/schedule/generate`, {
      method: 'POST',
      body: { eventId: OPEN_NIGHTCLUB },
      cookie: organizer.cookie,
    });
    expect(generated.status).toBe(200);
    first = Math.max(
      ...ScheduleRoundSchema.array()
        .parse(await generated.json())
        .filter((round) => round.eventId === OPEN_NIGHTCLUB)
        .map((round) => round.roundNumber),
    );
  });

  it("charges a registered couple's walk-on in another event as an entry made then", async () => {
    const receipt = await register({
      ...couple(),
      lead: dancer('Walking Lead', { affiliation: 'Walk-on Academy' }),
      follow: dancer('Walking Follow', { affiliation: 'Walk-on Academy' }),
      eventIds: [BRONZE_STANDARD],
    });
    const added = await call(
      `${adminBase}/deck-captain/rounds/${OPEN_NIGHTCLUB}/${first}/walk-ons`,
      {
        method: 'POST',
        body: { entryId: receipt.entries[0]?.entryId, heat: 1 },
        cookie: organizer.cookie,
      },
    );
    expect(added.status).toBe(200);

    const { fees } = await invoices();
    const { invoice } = await invoiceOf('Walk-on Academy');
    const [bronze, nightclub] = invoice.competitors[0]?.lines ?? [];
    expect(nightclub).toMatchObject({ eventName: 'Open Nightclub Salsa', charged: true });
    // Both entries were made just now, so both are priced in the phase of now.
    expect(nightclub?.phase).toBe(bronze?.phase);
    expect(nightclub?.feeCents).toBe(nightclub && fees[nightclub.phase].perEntry);
  });

  it('may withdraw the placeholder again after a second walk-on, which is on no invoice', async () => {
    const before = await invoices();
    // The placeholder keeps one id per event, so each walk-on after a withdrawal reuses it.
    for (const time of [1, 2]) {
      const added = await call(`${adminBase}/events/${OPEN_NIGHTCLUB}/rounds/${first}/adhoc`, {
        method: 'POST',
        body: {},
        cookie: organizer.cookie,
      });
      expect(added.status, `walk-on ${time}`).toBe(201);
      const withdrawn = await call(`${adminBase}/entries/${OPEN_NIGHTCLUB}-Adhoc`, {
        method: 'DELETE',
        cookie: organizer.cookie,
      });
      expect(withdrawn.status, `withdrawal ${time}`).toBe(204);
    }
    expect(await invoices()).toEqual(before);
  });
});

describe('payments', () => {
  const pay = (body: unknown, cookie: string | null = organizer.cookie) =>
    call(`${adminBase}/payments`, { method: 'POST', body, cookie });
  const audit = (action: string) =>
    server.ctx.database.db
      .selectFrom('audit_log')
      .select(['details', 'actor_email'])
      .where('action', '=', action)
      .execute();
  const payment: PaymentInput = {
    school: 'Hillcrest University',
    amountCents: 10_000,
    paidOn: '2026-05-01',
    method: 'check',
    note: 'Check 1042',
  };

  it('records a payment against the balance and deletes it, both audited', async () => {
    const recorded = await pay(payment);
    expect(recorded.status).toBe(201);
    const saved = PaymentSchema.parse(await recorded.json());
    expect(saved).toMatchObject({ ...payment, recordedBy: organizer.email });

    const { invoice, row } = await invoiceOf('Hillcrest University');
    expect(invoice.payments).toEqual([saved]);
    expect(row).toMatchObject({
      paidCents: 10_000,
      balanceCents: row && row.totalCents - 10_000,
      status: 'part paid',
    });
    expect(await audit('payment.record')).toEqual([
      expect.objectContaining({ actor_email: organizer.email }),
    ]);
    expect(JSON.stringify(await audit('payment.record'))).toContain('Check 1042');

    const deleted = await call(`${adminBase}/payments/${saved.id}`, {
      method: 'DELETE',
      cookie: organizer.cookie,
    });
    expect(deleted.status).toBe(204);
    expect((await invoiceOf('Hillcrest University')).row).toMatchObject({
      paidCents: 0,
      status: 'unpaid',
    });
    expect(JSON.stringify(await audit('payment.delete'))).toContain(saved.id);

    const again = await call(`${adminBase}/payments/${saved.id}`, {
      method: 'DELETE',
      cookie: organizer.cookie,
    });
    expect(again.status).toBe(404);
    expect(await errorOf(again)).toMatchObject({ code: 'payment_not_found' });
  });

  it('tells open invoice pages about a payment', async () => {
    const topic = liveTopics.invoices(DEMO_COMPETITION_ID);
    const stream = await openSse(`${server.url}/api/live?topics=${topic}`, {
      cookie: organizer.cookie,
    });
    try {
      expect((await stream.next()).event).toBe('ready');
      const recorded = await pay({ ...payment, school: 'Northgate College' });
      const change = await stream.next();
      expect(change.event).toBe('change');
      expect(JSON.parse(change.data)).toMatchObject({ topic });
      const { id } = PaymentSchema.parse(await recorded.json());
      await call(`${adminBase}/payments/${id}`, { method: 'DELETE', cookie: organizer.cookie });
      expect((await stream.next()).event).toBe('change');
    } finally {
      stream.close();
    }
  });

  it('refuses bad payments naming the field', async () => {
    const before = (await invoiceOf('Hillcrest University')).invoice.payments;
    for (const [change, field] of [
      [{ amountCents: 0 }, 'amountCents'],
      [{ amountCents: 12.5 }, 'amountCents'],
      [{ paidOn: '2026-02-30' }, 'paidOn'],
      [{ method: 'bitcoin' }, 'method'],
      [{ school: '   ' }, 'school'],
      [{ discount: 5 }, 'discount'],
    ] as const) {
      const refused = await pay({ ...payment, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      const error = await errorOf(refused);
      expect(error.code).toBe('invalid_input');
      expect(error.details?.issues).toEqual([expect.objectContaining({ path: [field] })]);
    }
    expect((await invoiceOf('Hillcrest University')).invoice.payments).toEqual(before);
  });

  it('accepts a school no one dances for any more, which then gets an invoice', async () => {
    const recorded = await pay({ ...payment, school: 'Old Name College', note: undefined });
    expect(recorded.status).toBe(201);
    expect(await recorded.json()).toMatchObject({ note: '' });
    expect((await invoiceOf('Old Name College')).row).toMatchObject({
      totalCents: 0,
      balanceCents: -10_000,
      status: 'overpaid',
    });
  });
});

describe('who may see invoices', () => {
  it('refuses other staff (403) and the signed-out (401) on every invoice call', async () => {
    const scrutineer = await createSignedInStaff(server, ['scrutineer']);
    const calls = [
      { path: `${adminBase}/invoices` },
      { path: `${adminBase}/invoices.csv` },
      { path: `${adminBase}/payments`, method: 'POST', body: {} },
      { path: `${adminBase}/payments/some-id`, method: 'DELETE' },
    ];
    for (const { path, ...rest } of calls) {
      expect((await call(path, { ...rest, cookie: scrutineer.cookie })).status, path).toBe(403);
      expect((await call(path, rest)).status, path).toBe(401);
    }
  });
});

describe('the invoices CSV', () => {
  it('has the rows of the summary, amounts in dollars, as a download', async () => {
    const { summary } = await invoices();
    const response = await call(`${adminBase}/invoices.csv`, { cookie: organizer.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${DEMO_COMPETITION_ID}-invoices.csv"`,
    );
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    const lines = (await response.text()).trimEnd().split('\n');
    expect(lines).toEqual([
      'School,Competitors,Entries charged,Total,Paid,Balance,Status',
      ...summary.map((row) =>
        [
          row.school,
          row.competitors,
          row.chargedEntries,
          dollars(row.totalCents),
          dollars(row.paidCents),
          dollars(row.balanceCents),
          row.status,
        ].join(','),
      ),
    ]);
  });
});
