import type { Transaction } from 'kysely';
import { ADHOC_ENTRY } from '../../../domain/competition/competitors';
import type { ScheduleRound } from '../../../shared/schedule';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import type { WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import { recordAudit } from '../audit-log';
import { refuseUnlessOpen } from '../floor/floor-write';
import { assertRoundUnlocked } from '../judging/round-lock';
import { findRound } from '../judging/round-store';
import { getSchedule } from '../schedule-change';

/** The event's placeholder entry: one per event, as its couple names are fixed. */
export const adhocEntryId = (eventId: string) => `${eventId}-${ADHOC_ENTRY.entryId}`;

/** The event's placeholder entry, made on first use; answers its id. */
export async function ensureAdhocEntry(
  trx: Transaction<Database>,
  competitionId: string,
  eventId: string,
): Promise<string> {
  const entryId = adhocEntryId(eventId);
  await trx
    .insertInto('entries')
    .values({
      id: entryId,
      competition_id: competitionId,
      event_id: eventId,
      lead_id: ADHOC_ENTRY.leadId,
      follow_id: ADHOC_ENTRY.followId,
      lead_name: ADHOC_ENTRY.leadName,
      follow_name: ADHOC_ENTRY.followName,
      lead_number: ADHOC_ENTRY.leadNumber,
      affiliation: ADHOC_ENTRY.affiliation,
      registered_time: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return entryId;
}

/**
 * Puts a walk-on couple into a round (spec section 3's placeholder entry: ids
 * 'Adhoc', names 'dummy', affiliation 'Other', number 9999), checked in, for
 * when there is no time to register them. Held to the deck captain's walk-on
 * rules (not in a locked or started round, nor one still waiting for the
 * recall of the round before, which posting would replace); it is not the floor's `addWalkOn`
 * because the schedule screen adds without a heat and answers the schedule.
 */
export async function addAdhocToRound(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  eventId: string,
  roundNumber: number,
): Promise<ScheduleRound[]> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    const round = await findRound(trx, competitionId, eventId, roundNumber);
    await assertRoundUnlocked(trx, round);
    await refuseUnlessOpen(trx, round, 'add a walk-on', 'add the walk-on');
    const entryId = await ensureAdhocEntry(trx, competitionId, eventId);
    const already = await trx
      .selectFrom('round_entries')
      .select('entry_id')
      .where('round_id', '=', round.roundKey)
      .where('entry_id', '=', entryId)
      .executeTakeFirst();
    if (already) {
      throw errors.adhocAlreadyInRound(ADHOC_ENTRY.leadNumber);
    }
    await trx
      .insertInto('round_entries')
      .values({
        round_id: round.roundKey,
        entry_id: entryId,
        heat: null,
        checked_in: 1,
        walk_on: 1,
      })
      .execute();
    await recordAudit(trx, {
      competitionId,
      actor,
      action: 'round.adhoc',
      details: { event: round.eventName, roundNumber },
    });
    const schedule = await getSchedule(trx, competitionId);
    changed({ kind: 'entry', competitionId, eventId });
    return schedule;
  });
}
