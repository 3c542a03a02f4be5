import type { Kysely } from 'kysely';
import { roundStateNumber } from '../../../domain/competition/enumerations';
import { transitionRound } from '../../../domain/judging';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import type { WriteContext } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import { findRound, readRoundJudging, roundCouples } from './round-store';
import type { RoundRef } from './scrutineer-write';
import { auditRound, changeRound } from './scrutineer-write';

export async function getRoundJudging(db: Kysely<Database>, ref: RoundRef) {
  return readRoundJudging(db, await findRound(db, ref.competitionId, ref.eventId, ref.roundNumber));
}

/** The couples go on the floor: Running, started at the server's clock (spec section 4). */
export const startRound = (ctx: WriteContext, actor: Actor, ref: RoundRef) =>
  changeRound(ctx, ref, async (trx, round, changed) => {
    // Couples scratched before the start are not danced: a round of only those cannot start.
    const count = (await roundCouples(trx, round)).length;
    const next = transitionRound(round.state, 'start', { coupleCount: count });
    if (!next.ok) throw errors.roundTransitionRefused(`${round.roundName}: ${next.message}`);
    const startedAt = new Date().toISOString();
    await trx
      .updateTable('rounds')
      .set({ round_state: roundStateNumber(next.state), round_actual_start_time: startedAt })
      .where('id', '=', round.roundKey)
      .execute();
    await auditRound(trx, actor, round, 'round.start', {
      before: { state: round.state, startedAt: round.startedAt },
      after: { state: next.state, startedAt },
      couples: count,
    });
    changed({ kind: 'round', competitionId: round.competitionId, eventId: round.eventId });
  });

/** How many couples each judge is asked to recall per dance; null goes back to the recall size. */
export const setRecallTarget = (
  ctx: WriteContext,
  actor: Actor,
  ref: RoundRef,
  recallTarget: number | null,
) =>
  changeRound(ctx, ref, async (trx, round, changed) => {
    if (round.recallTarget === recallTarget) return;
    await trx
      .updateTable('rounds')
      .set({ recall_target: recallTarget })
      .where('id', '=', round.roundKey)
      .execute();
    await auditRound(trx, actor, round, 'round.recallTarget', {
      before: { recallTarget: round.recallTarget },
      after: { recallTarget },
      recallSize: round.recallSize,
    });
    changed({ kind: 'round', competitionId: round.competitionId, eventId: round.eventId });
  });
