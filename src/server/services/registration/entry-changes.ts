import { quoteFees } from '../../../domain/registration/fees';
import { isRegistrationOpen, registrationPhase } from '../../../domain/registration/phase';
import { awaitedNames } from '../../../shared/registration';
import type { EntryChangeResult, EntryChangesSchema } from '../../../shared/registration';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import type { WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import { recordAudit } from '../audit-log';
import { requireCompetitor } from './competitor-records';
import { enterCouple } from './couple-entries';
import { recordWithdrawals } from './entry-withdrawals';
import { registrationFor } from './registration-lookup';
import { getRegistrationSettings, registrationDates } from './registration-settings';
import { viewOf } from './registration-view';
import type { Transaction } from 'kysely';
import type { z } from 'zod';

/**
 * A couple adds events and withdraws entries while registration is open. The
 * added entries are quoted at today's phase; no competitor fee, as both
 * dancers are registered already. A registration still waiting for a dancer
 * on file to confirm cannot be changed: nothing is entered yet, and the
 * events it asked for are the ones that dancer is confirming.
 */
export async function changeEntries(
  ctx: WriteContext,
  competitionId: string,
  changes: z.output<typeof EntryChangesSchema>,
  now = new Date(),
): Promise<EntryChangeResult> {
  await registrationDates(ctx.database.db, competitionId);
  const found = await registrationFor(ctx.database.db, competitionId, changes);
  return runWriteTransaction(ctx, async (trx, changed) => {
    const { deadlines, closingDate } = await registrationDates(trx, competitionId);
    const registration = await trx
      .selectFrom('registrations')
      .selectAll()
      .where('id', '=', found.registration.id)
      .executeTakeFirst();
    // Deleted by an organizer (or declined) between the code check and now.
    if (!registration) throw errors.wrongEditCode();
    if (!isRegistrationOpen(now, closingDate)) throw errors.registrationClosed(closingDate ?? '');
    const lead = await requireCompetitor(trx, competitionId, registration.lead_id);
    const follow = registration.follow_id
      ? await requireCompetitor(trx, competitionId, registration.follow_id)
      : null;
    if (registration.requested_event_ids !== null) {
      throw errors.registrationPending(awaitedNames(await viewOf(trx, registration, now)));
    }

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
    return { view: await viewOf(trx, registration, now, found.viewerId), fees };
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
