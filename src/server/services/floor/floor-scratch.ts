import type { Transaction } from 'kysely';
import { isLeftOutByScratch } from '../../../domain/floor';
import type { DeckCaptainFloor } from '../../../shared/deck-captain';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import type { DeclareChange, WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import { recordAudit } from '../audit-log';
import { readFloor } from './floor-read';
import { coupleDetails, coupleName } from './floor-write';

type EntryRef = { competitionId: string; eventId: string; entryId: string };

async function entryOfEvent(trx: Transaction<Database>, ref: EntryRef) {
  const entry = await trx
    .selectFrom('entries')
    .innerJoin('events', 'events.id', 'entries.event_id')
    .select([
      'entries.id',
      'entries.lead_number',
      'entries.lead_name',
      'entries.follow_name',
      'entries.scratched_at',
      'entries.scratch_reason',
      'events.name as event_name',
    ])
    .where('entries.id', '=', ref.entryId)
    .where('entries.event_id', '=', ref.eventId)
    .where('entries.competition_id', '=', ref.competitionId)
    .executeTakeFirst();
  if (!entry) throw errors.entryNotFound(ref.entryId, 'competition');
  const couple = {
    entryId: entry.id,
    number: entry.lead_number,
    leadName: entry.lead_name,
    followName: entry.follow_name,
  };
  return { ...entry, ...couple, name: coupleName(couple) };
}

/** Every round of the event holding the entry: its judges' view may change with the scratch. */
async function declareRoundsOf(
  trx: Transaction<Database>,
  ref: EntryRef,
  changed: DeclareChange,
): Promise<void> {
  const rounds = await trx
    .selectFrom('round_entries')
    .innerJoin('rounds', 'rounds.id', 'round_entries.round_id')
    .select('rounds.id')
    .where('round_entries.entry_id', '=', ref.entryId)
    .execute();
  for (const round of rounds) {
    changed({ kind: 'marks', competitionId: ref.competitionId, roundId: round.id });
  }
  changed({ kind: 'entry', competitionId: ref.competitionId, eventId: ref.eventId });
}

/**
 * Withdraws an entry from its event from now on (`isLeftOutByScratch`): the
 * rounds not started yet leave the couple out for the judges, the engine and
 * the panel's progress; the deck captain's and MC's lists strike it through.
 */
export const scratchEntry = (
  ctx: WriteContext,
  actor: Actor,
  ref: EntryRef,
  reason: string,
): Promise<DeckCaptainFloor> =>
  runWriteTransaction(ctx, async (trx, changed) => {
    const entry = await entryOfEvent(trx, ref);
    if (entry.scratched_at !== null) throw errors.entryScratched(entry.name, entry.event_name);
    const at = new Date().toISOString();
    await trx
      .updateTable('entries')
      .set({ scratched_at: at, scratch_reason: reason })
      .where('id', '=', entry.id)
      .execute();
    await recordAudit(trx, {
      competitionId: ref.competitionId,
      actor,
      action: 'entry.scratch',
      details: {
        eventId: ref.eventId,
        eventName: entry.event_name,
        ...coupleDetails(entry),
        reason,
        at,
      },
    });
    await declareRoundsOf(trx, ref, changed);
    return readFloor(trx, ref.competitionId);
  });

/**
 * Undoes a scratch: the couple is back in every round that holds it. Refused
 * once a round has been danced without the couple, whose marks would miss it.
 */
export const unscratchEntry = (
  ctx: WriteContext,
  actor: Actor,
  ref: EntryRef,
): Promise<DeckCaptainFloor> =>
  runWriteTransaction(ctx, async (trx, changed) => {
    const entry = await entryOfEvent(trx, ref);
    if (entry.scratched_at === null) throw errors.entryNotScratched(entry.name, entry.event_name);
    const danced = await trx
      .selectFrom('round_entries')
      .innerJoin('rounds', 'rounds.id', 'round_entries.round_id')
      .select(['rounds.round_name', 'rounds.round_actual_start_time'])
      .where('round_entries.entry_id', '=', entry.id)
      .where('rounds.round_actual_start_time', 'is not', null)
      .execute();
    const without = danced.find((round) =>
      isLeftOutByScratch(entry.scratched_at, round.round_actual_start_time),
    );
    if (without) {
      throw errors.scratchDanced(entry.name, {
        eventName: entry.event_name,
        roundName: without.round_name,
      });
    }
    await trx
      .updateTable('entries')
      .set({ scratched_at: null, scratch_reason: null })
      .where('id', '=', entry.id)
      .execute();
    await recordAudit(trx, {
      competitionId: ref.competitionId,
      actor,
      action: 'entry.unscratch',
      details: {
        eventId: ref.eventId,
        eventName: entry.event_name,
        ...coupleDetails(entry),
        before: { at: entry.scratched_at, reason: entry.scratch_reason },
      },
    });
    await declareRoundsOf(trx, ref, changed);
    return readFloor(trx, ref.competitionId);
  });
