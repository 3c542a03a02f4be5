import { errors } from '../../errors';
import type { WriteContext } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import { presentJudges } from './round-store';
import { panelJudge } from './scrutineer-sheets';
import type { RoundRef } from './scrutineer-write';
import { auditRound, changeRound, refuseIfPosted } from './scrutineer-write';
import { settleRoundState } from './settle-round';

const panelChange = (before: number, after: number) => ({
  panelBefore: before,
  panelAfter: after,
  summary: `a panel of ${before} becomes ${after}`,
});

/**
 * A judge who cannot mark this round: the round is judged by the rest ("a
 * panel of 7 becomes 6"), so it may become Marked at once.
 */
export const markJudgeAbsent = (
  ctx: WriteContext,
  actor: Actor,
  ref: RoundRef,
  absence: { judgeId: string; reason: string },
) =>
  changeRound(ctx, ref, async (trx, round, changed) => {
    refuseIfPosted(round, 'change its panel');
    const { judge, panel } = await panelJudge(trx, round, absence.judgeId);
    const values = { reason: absence.reason, marked_by: actor.email };
    await trx
      .insertInto('judge_absences')
      .values({
        event_id: round.eventId,
        round_number: round.roundNumber,
        judge_id: judge.judgeId,
        created_at: new Date().toISOString(),
        ...values,
      })
      .onConflict((oc) => oc.columns(['event_id', 'round_number', 'judge_id']).doUpdateSet(values))
      .execute();
    const present = presentJudges(panel).length;
    await auditRound(trx, actor, round, 'judge.absent', {
      judgeId: judge.judgeId,
      judgeName: judge.name,
      reason: absence.reason,
      before: { absence: judge.absence },
      ...panelChange(present, judge.absence ? present : present - 1),
    });
    await settleRoundState(trx, round, changed);
  });

/** The judge marks this round after all: the round waits for their sheets again. */
export const clearJudgeAbsence = (
  ctx: WriteContext,
  actor: Actor,
  ref: RoundRef & { judgeId: string },
) =>
  changeRound(ctx, ref, async (trx, round, changed) => {
    refuseIfPosted(round, 'change its panel');
    const { judge, panel } = await panelJudge(trx, round, ref.judgeId);
    if (!judge.absence) throw errors.absenceNotFound(judge.name, round.roundName);
    await trx
      .deleteFrom('judge_absences')
      .where('event_id', '=', round.eventId)
      .where('round_number', '=', round.roundNumber)
      .where('judge_id', '=', judge.judgeId)
      .execute();
    const present = presentJudges(panel).length;
    await auditRound(trx, actor, round, 'judge.present', {
      judgeId: judge.judgeId,
      judgeName: judge.name,
      before: { absence: judge.absence },
      ...panelChange(present, present + 1),
    });
    await settleRoundState(trx, round, changed);
  });
