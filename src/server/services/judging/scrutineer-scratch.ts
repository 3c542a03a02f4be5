import { isFinalRound, scratchFromSheets } from '../../../domain/judging';
import { errors } from '../../errors';
import type { WriteContext } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import { judgesOf } from '../event-panels';
import { roundCouples } from './round-store';
import type { RoundRef } from './scrutineer-write';
import { auditRound, changeRound, refuseIfPosted } from './scrutineer-write';
import { settleRoundState } from './settle-round';
import { writeSheet } from './sheet-writer';

/**
 * Scratches a couple from the final (spec section 4): its number leaves every
 * judge's list, so the couples placed below it move up a place, and it leaves
 * the final's couples. Each sheet keeps its status, device and who entered it.
 */
export const scratchFromFinal = (
  ctx: WriteContext,
  actor: Actor,
  ref: RoundRef,
  scratch: { entryId: string; reason: string },
) =>
  changeRound(ctx, ref, async (trx, round, changed) => {
    if (!isFinalRound(round.roundNumber)) throw errors.notAFinal();
    refuseIfPosted(round, 'scratch a couple');
    const couple = (await roundCouples(trx, round)).find((c) => c.entryId === scratch.entryId);
    if (!couple) throw errors.coupleNotInRound(scratch.entryId, round.roundName);

    const rows = await trx
      .selectFrom('dance_sheets')
      .selectAll()
      .where('event_id', '=', round.eventId)
      .where('round_number', '=', round.roundNumber)
      .execute();
    const sheets = rows.map((row) => ({
      judgeId: row.judge_id,
      dance: row.dance,
      entries: JSON.parse(row.entries) as string[],
      row,
    }));
    const changedSheets = scratchFromSheets(sheets, scratch.entryId).filter((s) => s.changed);
    const now = new Date().toISOString();
    for (const sheet of changedSheets) {
      const submission = await trx
        .selectFrom('marks')
        .select('submission_id')
        .where('event_id', '=', round.eventId)
        .where('round_number', '=', round.roundNumber)
        .where('judge_id', '=', sheet.judgeId)
        .where('dance', '=', sheet.dance)
        .executeTakeFirst();
      await writeSheet(trx, round, {
        judgeId: sheet.judgeId,
        dance: sheet.dance,
        entries: sheet.entries,
        status: sheet.row.status,
        enteredBy: sheet.row.entered_by,
        deviceId: sheet.row.device_id,
        version: sheet.row.version,
        submissionId: submission?.submission_id ?? null,
        now,
      });
    }
    await trx
      .deleteFrom('round_entries')
      .where('round_id', '=', round.roundKey)
      .where('entry_id', '=', scratch.entryId)
      .execute();

    const nameOf = new Map(
      (await judgesOf(trx, round.competitionId)).map((judge) => [judge.id, judge.name]),
    );
    await auditRound(trx, actor, round, 'final.scratch', {
      entryId: couple.entryId,
      number: couple.number,
      couple: `${couple.leadName} & ${couple.followName}`,
      reason: scratch.reason,
      sheetsChanged: changedSheets.map((sheet) => ({
        judgeId: sheet.judgeId,
        judgeName: nameOf.get(sheet.judgeId) ?? sheet.judgeId,
        dance: sheet.dance,
        status: sheet.row.status,
        before: JSON.parse(sheet.row.entries) as string[],
        after: sheet.entries,
      })),
    });
    await settleRoundState(trx, round, changed);
    changed({ kind: 'entry', competitionId: round.competitionId, eventId: round.eventId });
  });
