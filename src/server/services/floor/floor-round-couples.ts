import { auditRound } from '../judging/scrutineer-write';
import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { ADHOC_ENTRY } from '../../../domain/competition/competitors';
import { heatRefusal } from '../../../domain/floor';
import type { AddWalkOn, DeckCaptainFloor } from '../../../shared/deck-captain';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import type { WriteContext } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import type { RoundRecord } from '../judging/round-store';
import { ensureAdhocEntry } from '../registration/adhoc-entry';
import { readFloor } from './floor-read';
import type { FloorRoundRef } from './floor-write';
import {
  changeRoundOnFloor,
  coupleDetails,
  coupleName,
  coupleOfRound,
  refuseUnlessOpen,
} from './floor-write';

type CoupleRef = FloorRoundRef & { entryId: string };

function refuseHeat(round: RoundRecord, heat: number): void {
  const problem = heatRefusal(heat, round.numHeats);
  if (problem) throw errors.heatRefused(['heat'], problem);
}

/** Marks a couple a no-show for a round not started yet (not checked in), or clears it. */
export const setCoupleAbsent = (
  ctx: WriteContext,
  actor: Actor,
  ref: CoupleRef,
  absent: boolean,
): Promise<DeckCaptainFloor> =>
  changeRoundOnFloor(ctx, ref, async (trx, round) => {
    await refuseUnlessOpen(
      trx,
      round,
      absent ? 'mark a no-show' : 'clear a no-show',
      absent ? 'mark the no-show' : 'clear the no-show',
    );
    const couple = await coupleOfRound(trx, round, ref.entryId);
    await trx
      .updateTable('round_entries')
      .set({ absent: absent ? 1 : 0, ...(absent && { checked_in: 0 }) })
      .where('round_id', '=', round.roundKey)
      .where('entry_id', '=', couple.entryId)
      .execute();
    await auditRound(trx, actor, round, absent ? 'floor.noShow' : 'floor.noShowCleared', {
      ...coupleDetails(couple),
      before: { absent: couple.absent, checkedIn: couple.checkedIn },
    });
    return readFloor(trx, round.competitionId);
  });

/** Moves a couple to another heat of a round not started yet. */
export const moveCoupleToHeat = (
  ctx: WriteContext,
  actor: Actor,
  ref: CoupleRef,
  heat: number,
): Promise<DeckCaptainFloor> =>
  changeRoundOnFloor(ctx, ref, async (trx, round) => {
    await refuseUnlessOpen(trx, round, 'move couples between heats', 'move the couple');
    const couple = await coupleOfRound(trx, round, ref.entryId);
    refuseHeat(round, heat);
    await trx
      .updateTable('round_entries')
      .set({ heat })
      .where('round_id', '=', round.roundKey)
      .where('entry_id', '=', couple.entryId)
      .execute();
    await auditRound(trx, actor, round, 'floor.moveHeat', {
      ...coupleDetails(couple),
      before: { heat: couple.heat },
      after: { heat },
    });
    return readFloor(trx, round.competitionId);
  });

/**
 * The entry a walk-on dances under in the round's event: the couple's own
 * entry there, or a new one for the same dancers, number and school (the
 * spec's rule: one entry per lead and follow name in an event).
 */
async function walkOnEntry(
  trx: Transaction<Database>,
  round: RoundRecord,
  entryId: string,
): Promise<string> {
  const entry = await trx
    .selectFrom('entries')
    .selectAll()
    .where('id', '=', entryId)
    .where('competition_id', '=', round.competitionId)
    .executeTakeFirst();
  if (!entry) throw errors.entryNotFound(entryId, 'competition');
  if (entry.lead_id === ADHOC_ENTRY.leadId) {
    return ensureAdhocEntry(trx, round.competitionId, round.eventId);
  }
  if (entry.event_id === round.eventId) return entry.id;
  const same = await trx
    .selectFrom('entries')
    .select('id')
    .where('event_id', '=', round.eventId)
    .where('lead_name', '=', entry.lead_name)
    .where('follow_name', '=', entry.follow_name)
    .executeTakeFirst();
  if (same) return same.id;
  const id = crypto.randomUUID();
  await trx
    .insertInto('entries')
    .values({
      id,
      competition_id: round.competitionId,
      event_id: round.eventId,
      lead_id: entry.lead_id,
      follow_id: entry.follow_id,
      lead_name: entry.lead_name,
      follow_name: entry.follow_name,
      lead_number: entry.lead_number,
      affiliation: entry.affiliation,
      registered_time: new Date().toISOString(),
    })
    .execute();
  return id;
}

/**
 * Adds a walk-on to a heat of a round not started yet, checked in: the
 * event's placeholder couple #9999 (made on first use), or an existing couple
 * of the competition under their entry in this event.
 */
export const addWalkOn = (
  ctx: WriteContext,
  actor: Actor,
  ref: FloorRoundRef,
  walkOn: AddWalkOn,
): Promise<DeckCaptainFloor> =>
  changeRoundOnFloor(ctx, ref, async (trx, round) => {
    await refuseUnlessOpen(trx, round, 'add a walk-on', 'add the walk-on');
    refuseHeat(round, walkOn.heat);
    const entryId =
      walkOn.entryId === null
        ? await ensureAdhocEntry(trx, round.competitionId, round.eventId)
        : await walkOnEntry(trx, round, walkOn.entryId);
    const already = await trx
      .selectFrom('round_entries')
      .select('entry_id')
      .where('round_id', '=', round.roundKey)
      .where('entry_id', '=', entryId)
      .executeTakeFirst();
    const entry = await trx
      .selectFrom('entries')
      .select(['id', 'lead_number', 'lead_name', 'follow_name', 'scratched_at'])
      .where('id', '=', entryId)
      .executeTakeFirstOrThrow();
    const couple = {
      entryId,
      number: entry.lead_number,
      leadName: entry.lead_name,
      followName: entry.follow_name,
    };
    if (already) {
      if (walkOn.entryId === null) throw errors.adhocAlreadyInRound(ADHOC_ENTRY.leadNumber);
      throw errors.coupleAlreadyInRound(coupleName(couple), round.roundName);
    }
    if (entry.scratched_at !== null)
      throw errors.entryScratched(coupleName(couple), round.eventName);
    await trx
      .insertInto('round_entries')
      .values({
        round_id: round.roundKey,
        entry_id: entryId,
        heat: walkOn.heat,
        checked_in: 1,
        walk_on: 1,
      })
      .execute();
    await auditRound(trx, actor, round, 'floor.walkOn', {
      ...coupleDetails(couple),
      heat: walkOn.heat,
      placeholder: walkOn.entryId === null,
    });
    return readFloor(trx, round.competitionId);
  });
