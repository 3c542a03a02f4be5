import type { Transaction } from 'kysely';
import { ADHOC_ENTRY } from '../../../domain/competition/competitors';
import type { Database } from '../../db/schema';
import type { Actor } from '../audit-log';

/**
 * Keeps a copy of entries about to be withdrawn, with their event's name, so
 * the school's invoice can still list them as withdrawn and not charged
 * (decision 020). Call it in the transaction that deletes them, before the
 * delete: a withdrawal, and a partner's entries when a competitor is deleted.
 * The walk-on placeholder (`adhoc-entry.ts`) is on no invoice, so it
 * gets no copy: it keeps one fixed id per event and could be withdrawn again.
 */
export async function recordWithdrawals(
  trx: Transaction<Database>,
  entryIds: readonly string[],
  actor: Actor,
  now: Date,
): Promise<void> {
  if (entryIds.length === 0) return;
  const entries = await trx
    .selectFrom('entries')
    .innerJoin('events', 'events.id', 'entries.event_id')
    .select([
      'entries.id',
      'entries.competition_id',
      'entries.event_id',
      'events.name as event_name',
      'entries.lead_id',
      'entries.follow_id',
      'entries.lead_name',
      'entries.follow_name',
      'entries.lead_number',
      'entries.affiliation',
      'entries.registered_time',
      'entries.registration_id',
    ])
    .where('entries.id', 'in', [...entryIds])
    .where((eb) =>
      eb.or([eb('entries.lead_id', 'is', null), eb('entries.lead_id', '!=', ADHOC_ENTRY.leadId)]),
    )
    .execute();
  if (entries.length === 0) return;
  await trx
    .insertInto('entry_withdrawals')
    .values(
      entries.map(({ id, ...entry }) => ({
        ...entry,
        entry_id: id,
        withdrawn_at: now.toISOString(),
        withdrawn_by: actor.email,
      })),
    )
    .execute();
}
