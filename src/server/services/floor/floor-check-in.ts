import { auditRound } from '../judging/scrutineer-write';
import type { Transaction } from 'kysely';
import { cascadeCheckin } from '../../../domain/competition/check-in';
import { roundStateFromNumber } from '../../../domain/competition/enumerations';
import type { ScheduledRound } from '../../../domain/competition/schedule-model';
import { heatOf, isRoundStarted } from '../../../domain/floor';
import type { CheckInAnswer, HeatCheckInAnswer } from '../../../shared/deck-captain';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import type { DeclareChange, WriteContext } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import type { CoupleOnFloor, RoundRecord } from '../judging/round-store';
import { assertRoundUnlocked } from '../judging/round-lock';
import { roundCouplesOnFloor } from '../judging/round-store';
import { roundRowId } from '../schedule-store';
import { cascadeCheckinSetting, readFloor } from './floor-read';
import type { FloorRoundRef } from './floor-write';
import { changeRoundOnFloor, coupleDetails, coupleName, coupleOfRound } from './floor-write';

type RoundLabel = CheckInAnswer['followingRounds'][number];

/** The event's rounds with their couples' check-in, as the domain's cascade reads them. */
async function eventRounds(
  trx: Transaction<Database>,
  round: RoundRecord,
): Promise<ScheduledRound[]> {
  const rows = await trx
    .selectFrom('rounds')
    .selectAll()
    .where('event_id', '=', round.eventId)
    .execute();
  const couples = await trx
    .selectFrom('round_entries')
    .select(['round_id', 'entry_id', 'checked_in'])
    .where(
      'round_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => ({
    eventName: round.eventName,
    roundNumber: row.round_number,
    roundName: row.round_name,
    roundState: roundStateFromNumber(row.round_state) ?? 'Initialized',
    scheduleIndex: row.schedule_index,
    recallSize: row.recall_size,
    numHeats: row.num_heats,
    entries: couples
      .filter((couple) => couple.round_id === row.id)
      .map((couple) => ({ entryId: couple.entry_id, checkedIn: couple.checked_in === 1 })),
  }));
}

/**
 * Checks the couple in (or out) of the round and, with cascading, of the rounds
 * of its event danced straight after (`cascadeCheckin`). A scratched couple
 * does not cascade: the rounds after are not theirs any more. Checking in
 * clears a no-show of a round not started yet: the couple is here. Answers
 * the rounds after the first that changed.
 */
async function applyCheckIn(
  trx: Transaction<Database>,
  round: RoundRecord,
  couple: CoupleOnFloor,
  checkedIn: boolean,
  cascade: boolean,
  changed: DeclareChange,
): Promise<RoundLabel[]> {
  if (!couple.dancing) {
    throw errors.entryScratched(coupleName(couple), round.eventName);
  }
  const before = await eventRounds(trx, round);
  const result = cascadeCheckin(
    before,
    round.eventName,
    round.roundNumber,
    couple.entryId,
    checkedIn,
    {
      cascade: cascade && couple.scratch === null,
    },
  );
  if (!result.ok) throw errors.scheduleOperationRefused(result);
  const touched = result.value.filter((after, i) => after !== before[i]);
  for (const after of touched) {
    const roundKey = roundRowId(round.eventId, after.roundNumber);
    await assertRoundUnlocked(trx, {
      ...round,
      roundNumber: after.roundNumber,
      roundName: after.roundName,
    });
    await trx
      .updateTable('round_entries')
      .set({
        checked_in: checkedIn ? 1 : 0,
        ...(checkedIn && !isRoundStarted(after.roundState) && { absent: 0 }),
      })
      .where('round_id', '=', roundKey)
      .where('entry_id', '=', couple.entryId)
      .execute();
    changed({ kind: 'marks', competitionId: round.competitionId, roundId: roundKey });
  }
  return touched
    .filter((after) => after.roundNumber !== round.roundNumber)
    .sort((a, b) => b.roundNumber - a.roundNumber)
    .map((after) => ({
      eventId: round.eventId,
      roundNumber: after.roundNumber,
      roundName: after.roundName,
    }));
}

/** Checks one couple in or out (a tap on the deck captain's screen). */
export const checkInCouple = (
  ctx: WriteContext,
  actor: Actor,
  ref: FloorRoundRef,
  body: { entryId: string; checkedIn: boolean },
): Promise<CheckInAnswer> =>
  changeRoundOnFloor(ctx, ref, async (trx, round, changed) => {
    const couple = await coupleOfRound(trx, round, body.entryId);
    const cascade = await cascadeCheckinSetting(trx, round.competitionId);
    const followingRounds = await applyCheckIn(
      trx,
      round,
      couple,
      body.checkedIn,
      cascade,
      changed,
    );
    await auditRound(trx, actor, round, body.checkedIn ? 'floor.checkIn' : 'floor.checkOut', {
      ...coupleDetails(couple),
      before: { checkedIn: couple.checkedIn },
      after: { checkedIn: body.checkedIn },
      followingRounds: followingRounds.map((r) => r.roundName),
    });
    return { floor: await readFloor(trx, round.competitionId), followingRounds };
  });

/**
 * Checks in every couple of one heat who is not checked in yet, each with its
 * cascade, in one transaction. No-shows and scratched couples are left as
 * they are: only a tap on the couple itself says a no-show is here after all.
 */
export const checkInHeat = (
  ctx: WriteContext,
  actor: Actor,
  ref: FloorRoundRef & { heat: number },
): Promise<HeatCheckInAnswer> =>
  changeRoundOnFloor(ctx, ref, async (trx, round, changed) => {
    const heats = Math.max(1, round.numHeats);
    const couples = await roundCouplesOnFloor(trx, round);
    if (ref.heat > Math.max(heats, ...couples.map((c) => heatOf(c.heat)))) {
      throw errors.heatRefused(['heat'], `must be a heat from 1 to ${heats}`, 'path');
    }
    const waiting = couples.filter(
      (couple) =>
        heatOf(couple.heat) === ref.heat && couple.dancing && !couple.absent && !couple.checkedIn,
    );
    const cascade = await cascadeCheckinSetting(trx, round.competitionId);
    let followingRounds = 0;
    for (const couple of waiting) {
      const following = await applyCheckIn(trx, round, couple, true, cascade, changed);
      followingRounds = Math.max(followingRounds, following.length);
    }
    await auditRound(trx, actor, round, 'floor.checkInHeat', {
      heat: ref.heat,
      numbers: waiting.map((couple) => couple.number ?? couple.entryId),
    });
    return {
      floor: await readFloor(trx, round.competitionId),
      couples: waiting.length,
      followingRounds,
    };
  });
