import type { Selectable, Transaction } from 'kysely';
import type { InvoicedCompetitor, InvoicedEntry, InvoicesInput } from '../../../domain/invoices';
import type { Invoices, Payment } from '../../../shared/invoices';
import type { Database, SchoolPaymentTable } from '../../db/schema';
import { asPaymentMethod } from '../../db/stored-values';
import { requireCompetition } from '../competition-service';
import { getRegistrationSettings, registrationDates } from '../registration/registration-settings';

/** One snapshot (`readSnapshot`): the reads must agree, or a withdrawal committing between them lists an entry twice. */
type Reader = Transaction<Database>;

export function presentPayment(row: Selectable<SchoolPaymentTable>): Payment {
  return {
    id: row.id,
    school: row.school,
    amountCents: Number(row.amount_cents),
    paidOn: row.paid_on,
    method: asPaymentMethod(row.method),
    note: row.note,
    recordedBy: row.recorded_by,
    recordedAt: row.recorded_at,
  };
}

/**
 * Everything the invoices are computed from: the fee schedule and deadlines
 * as they are now, every competitor, every entry (scratched ones too) and
 * every kept withdrawal, the payments, and who issues the invoices.
 */
export async function readInvoiceInput(
  db: Reader,
  competitionId: string,
): Promise<{
  issuer: Invoices['issuer'];
  listedSchools: string[];
  input: InvoicesInput<Payment>;
}> {
  const competition = await requireCompetition(db, competitionId);
  const { deadlines } = await registrationDates(db, competitionId);
  const settings = await getRegistrationSettings(db, competitionId);
  const [organizers, competitors, entries, withdrawals, payments] = await Promise.all([
    db
      .selectFrom('organizers')
      .select(['name', 'title', 'email'])
      .where('competition_id', '=', competitionId)
      .orderBy('sort_order')
      .execute(),
    readCompetitors(db, competitionId),
    readEntries(db, competitionId),
    readWithdrawals(db, competitionId),
    db
      .selectFrom('school_payments')
      .selectAll()
      .where('competition_id', '=', competitionId)
      .orderBy('paid_on')
      .orderBy('recorded_at')
      .execute(),
  ]);
  return {
    issuer: {
      competitionName: competition.full_name,
      startDate: competition.start_date,
      endDate: competition.end_date,
      contacts: organizers,
    },
    listedSchools: settings.affiliations,
    input: {
      fees: settings.fees,
      deadlines,
      competitors,
      entries: [...entries, ...withdrawals],
      payments: payments.map(presentPayment),
    },
  };
}

async function readCompetitors(db: Reader, competitionId: string): Promise<InvoicedCompetitor[]> {
  const rows = await db
    .selectFrom('competitors')
    .select(['id', 'number', 'name', 'affiliation', 'created_at'])
    .where('competition_id', '=', competitionId)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: Number(row.number),
    name: row.name,
    school: row.affiliation,
    firstRegisteredAt: row.created_at,
  }));
}

async function readEntries(db: Reader, competitionId: string): Promise<InvoicedEntry[]> {
  const rows = await db
    .selectFrom('entries')
    .innerJoin('events', 'events.id', 'entries.event_id')
    .select([
      'entries.id',
      'events.name as event_name',
      'entries.lead_id',
      'entries.follow_id',
      'entries.lead_name',
      'entries.follow_name',
      'entries.registered_time',
      'entries.scratched_at',
      'entries.scratch_reason',
    ])
    .where('entries.competition_id', '=', competitionId)
    .execute();
  return rows.map((row) => ({
    entryId: row.id,
    eventName: row.event_name,
    leadId: row.lead_id,
    followId: row.follow_id,
    leadName: row.lead_name,
    followName: row.follow_name,
    registeredTime: row.registered_time,
    state:
      row.scratched_at === null
        ? { kind: 'active' }
        : { kind: 'scratched', at: row.scratched_at, reason: row.scratch_reason ?? '' },
  }));
}

async function readWithdrawals(db: Reader, competitionId: string): Promise<InvoicedEntry[]> {
  const rows = await db
    .selectFrom('entry_withdrawals')
    .selectAll()
    .where('competition_id', '=', competitionId)
    .execute();
  return rows.map((row) => ({
    entryId: row.entry_id,
    eventName: row.event_name,
    leadId: row.lead_id,
    followId: row.follow_id,
    leadName: row.lead_name,
    followName: row.follow_name,
    registeredTime: row.registered_time,
    state: { kind: 'withdrawn', at: row.withdrawn_at },
  }));
}
