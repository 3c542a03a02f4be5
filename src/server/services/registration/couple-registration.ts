import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import { isRegistrationOpen, registrationPhase } from '../../../domain/registration/phase';
import { quoteFees } from '../../../domain/registration/fees';
import { sameDancer } from '../../../domain/registration/same-dancer';
import type {
  EntryChangeResult,
  RegistrationInputSchema,
  RegistrationReceipt,
  RegistrationView,
  EditCredentialsSchema,
  EntryChangesSchema,
} from '../../../shared/registration';
import type { Database, RegistrationTable } from '../../db/schema';
import { errors } from '../../errors';
import type { WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import type { Mailer } from '../../mail/mailer';
import type { Actor } from '../audit-log';
import { recordAudit } from '../audit-log';
import type { Reader } from './competitor-records';
import {
  findOrCreateCompetitor,
  phaseOf,
  presentDancer,
  requireCompetitor,
} from './competitor-records';
import { enterCouple } from './couple-entries';
import { recordWithdrawals } from './entry-withdrawals';
import { UNMATCHABLE_HASH, editCodeMatches, hashEditCode, newEditCode } from './edit-code';
import { confirmationMail } from './registration-mail';
import { getRegistrationSettings, registrationDates } from './registration-settings';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Logger } from 'pino';

type RegistrationRow = Selectable<RegistrationTable>;
type ServiceContext = WriteContext & { mailer: Mailer; log: Logger };

async function viewOf(
  db: Reader,
  registration: RegistrationRow,
  now: Date,
): Promise<RegistrationView> {
  const competitionId = registration.competition_id;
  const { deadlines, closingDate } = await registrationDates(db, competitionId);
  const lead = await requireCompetitor(db, competitionId, registration.lead_id);
  const follow = registration.follow_id
    ? await requireCompetitor(db, competitionId, registration.follow_id)
    : null;
  const entries = await db
    .selectFrom('entries')
    .innerJoin('events', 'events.id', 'entries.event_id')
    .select(['entries.id', 'entries.event_id', 'events.name', 'entries.registered_time'])
    .where('entries.registration_id', '=', registration.id)
    .orderBy('events.created_at')
    .orderBy('events.id')
    .execute();
  return {
    registrationId: registration.id,
    lead: { ...presentDancer(lead), awaiting: false },
    follow: follow && { ...presentDancer(follow), awaiting: false },
    entries: entries.map((entry) => ({
      entryId: entry.id,
      eventId: entry.event_id,
      eventName: entry.name,
      registeredTime: entry.registered_time,
      phase: phaseOf(entry, deadlines),
    })),
    requestedEvents: [],
    open: isRegistrationOpen(now, closingDate),
    closingDate,
  };
}

/**
 * Registers a couple: both dancers' competitor records (found by email or new,
 * each with a unique number), the entries and an edit code, in one
 * transaction. The code is emailed to both dancers after commit; a mail that
 * cannot be sent is logged and left out of `emailedTo`, as the receipt shows
 * the code too.
 */
export async function registerCouple(
  ctx: ServiceContext,
  competitionId: string,
  input: z.output<typeof RegistrationInputSchema>,
  site: { siteUrl: string },
  options: { actor?: Actor; ignoreClosingDate?: boolean; now?: Date } = {},
): Promise<RegistrationReceipt> {
  const now = options.now ?? new Date();
  const { lead, follow } = input;
  const oneDancer = follow && sameDancer(lead, follow);
  if (oneDancer) throw errors.followIsLead(oneDancer);
  const editCode = newEditCode();
  const codeHash = await hashEditCode(editCode);
  const actor = options.actor ?? { userId: null, email: lead.email };

  const { view, fees, competitionName } = await runWriteTransaction(ctx, async (trx, changed) => {
    const { deadlines, closingDate, competitionName } = await registrationDates(trx, competitionId);
    if (!options.ignoreClosingDate && !isRegistrationOpen(now, closingDate)) {
      throw errors.registrationClosed(closingDate ?? '');
    }
    const leadRecord = await findOrCreateCompetitor(trx, competitionId, 'lead', lead, now);
    const followRecord =
      follow && (await findOrCreateCompetitor(trx, competitionId, 'follow', follow, now));
    const registration: RegistrationRow = {
      id: crypto.randomUUID(),
      competition_id: competitionId,
      lead_id: leadRecord.row.id,
      follow_id: followRecord?.row.id ?? null,
      edit_code_hash: codeHash,
      created_at: now.toISOString(),
      requested_event_ids: null,
      code_tag: null,
    };
    await trx.insertInto('registrations').values(registration).execute();
    const couple = { lead: leadRecord.row, follow: followRecord?.row ?? null };
    const entered = await enterCouple(
      trx,
      competitionId,
      couple,
      input.eventIds,
      registration.id,
      now,
    );

    const { fees: schedule } = await getRegistrationSettings(trx, competitionId);
    const newCompetitors = [leadRecord, followRecord].filter((r) => r?.isNew).length;
    const quote = quoteFees(schedule, registrationPhase(now, deadlines), {
      newCompetitors,
      entries: entered.length,
    });
    await recordAudit(trx, {
      competitionId,
      actor,
      action: 'registration.create',
      details: {
        lead: `${couple.lead.number} ${couple.lead.name}`,
        follow: couple.follow ? `${couple.follow.number} ${couple.follow.name}` : 'TBA',
        events: entered.length,
      },
    });
    changed({ kind: 'registration', competitionId });
    return { view: await viewOf(trx, registration, now), fees: quote, competitionName };
  });

  const recipients = [view.lead.email, view.follow?.email].filter((to) => to != null);
  const emailedTo: string[] = [];
  for (const to of recipients) {
    try {
      await ctx.mailer.send(
        confirmationMail(to, view, editCode, fees, { competitionName, siteUrl: site.siteUrl }),
      );
      emailedTo.push(to);
    } catch (error) {
      ctx.log.error({ err: error, competitionId }, 'registration confirmation mail failed');
    }
  }
  return { ...view, editCode, fees, emailedTo };
}

/**
 * Codes are tried against at most this many of an email's registrations (a
 * dancer has one per partner), so one request costs a bounded amount of scrypt.
 */
const MAX_CODE_CANDIDATES = 10;

/**
 * The registration these credentials open: the email of either dancer and the
 * couple's code. Runs outside any write transaction, as scrypt is slow on
 * purpose; an unknown email still costs one scrypt, so the answer's timing does
 * not tell whether the email is registered.
 */
async function registrationFor(
  db: Reader,
  competitionId: string,
  credentials: z.output<typeof EditCredentialsSchema>,
): Promise<RegistrationRow> {
  const dancers = await db
    .selectFrom('competitors')
    .select('id')
    .where('competition_id', '=', competitionId)
    .where('email', '=', credentials.email)
    .execute();
  const ids = dancers.map((d) => d.id);
  const candidates = ids.length
    ? await db
        .selectFrom('registrations')
        .selectAll()
        .where('competition_id', '=', competitionId)
        .where((eb) => eb.or([eb('lead_id', 'in', ids), eb('follow_id', 'in', ids)]))
        .orderBy('created_at', 'desc')
        .limit(MAX_CODE_CANDIDATES)
        .execute()
    : [];
  if (candidates.length === 0) await editCodeMatches(credentials.code, UNMATCHABLE_HASH);
  for (const registration of candidates) {
    if (await editCodeMatches(credentials.code, registration.edit_code_hash)) return registration;
  }
  throw errors.wrongEditCode();
}

export async function lookupRegistration(
  db: Reader,
  competitionId: string,
  credentials: z.output<typeof EditCredentialsSchema>,
  now = new Date(),
): Promise<RegistrationView> {
  await registrationDates(db, competitionId);
  return viewOf(db, await registrationFor(db, competitionId, credentials), now);
}

/**
 * A couple adds events and withdraws entries while registration is open. The
 * added entries are quoted at today's phase; no competitor fee, as both
 * dancers are registered already.
 */
export async function changeEntries(
  ctx: WriteContext,
  competitionId: string,
  changes: z.output<typeof EntryChangesSchema>,
  now = new Date(),
): Promise<EntryChangeResult> {
  await registrationDates(ctx.database.db, competitionId);
  const { id } = await registrationFor(ctx.database.db, competitionId, changes);
  return runWriteTransaction(ctx, async (trx, changed) => {
    const { deadlines, closingDate } = await registrationDates(trx, competitionId);
    const registration = await trx
      .selectFrom('registrations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    // Deleted by an organizer between the code check and now.
    if (!registration) throw errors.wrongEditCode();
    if (!isRegistrationOpen(now, closingDate)) throw errors.registrationClosed(closingDate ?? '');

    const own = await ownEntries(trx, registration.id);
    for (const entryId of changes.withdraw) {
      const entry = own.get(entryId);
      if (!entry) throw errors.entryNotFound(entryId, 'registration');
      if (entry.inRounds) throw errors.entryInRounds(entry.eventName);
    }
    const actor = { userId: null, email: changes.email };
    if (changes.withdraw.length) {
      await recordWithdrawals(trx, changes.withdraw, actor, now);
      await trx.deleteFrom('entries').where('id', 'in', changes.withdraw).execute();
    }
    const lead = await requireCompetitor(trx, competitionId, registration.lead_id);
    const follow = registration.follow_id
      ? await requireCompetitor(trx, competitionId, registration.follow_id)
      : null;
    const added = await enterCouple(
      trx,
      competitionId,
      { lead, follow },
      changes.add,
      registration.id,
      now,
    );
    const { fees: schedule } = await getRegistrationSettings(trx, competitionId);
    const fees = quoteFees(schedule, registrationPhase(now, deadlines), {
      newCompetitors: 0,
      entries: added.length,
    });
    await recordAudit(trx, {
      competitionId,
      actor,
      action: 'registration.change',
      details: {
        couple: `${lead.number} ${lead.name}`,
        added: added.length,
        withdrawn: changes.withdraw.length,
      },
    });
    changed({ kind: 'registration', competitionId });
    return { view: await viewOf(trx, registration, now), fees };
  });
}

/** The registration's entries, and whether each is already in a round of the schedule. */
async function ownEntries(trx: Transaction<Database>, registrationId: string) {
  const rows = await trx
    .selectFrom('entries')
    .innerJoin('events', 'events.id', 'entries.event_id')
    .select((eb) => [
      'entries.id',
      'events.name',
      eb
        .selectFrom('round_entries')
        .select(eb.fn.countAll().as('n'))
        .whereRef('round_entries.entry_id', '=', 'entries.id')
        .as('rounds'),
    ])
    .where('entries.registration_id', '=', registrationId)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { eventName: row.name, inRounds: Number(row.rounds ?? 0) > 0 }]),
  );
}
