import type { Transaction } from 'kysely';
import { checkFinalSheet, checkRecallSheet, isFinalRound } from '../../../domain/judging';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import type { WriteContext } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import { judgesOf } from '../event-panels';
import { roundCouples, roundPanel } from './round-store';
import type { RoundRecord } from './round-store';
import { settleRoundState } from './settle-round';
import { writeSheet } from './sheet-writer';
import type { RoundRef } from './scrutineer-write';
import { auditRound, changeRound, refuseIfPosted } from './scrutineer-write';

/** The judge of the round's panel the scrutineer acts for; refused, by name, when not on it. */
export async function panelJudge(trx: Transaction<Database>, round: RoundRecord, judgeId: string) {
  const panel = await roundPanel(trx, round);
  const judge = panel.find((member) => member.judgeId === judgeId);
  if (judge) return { judge, panel };
  const official = (await judgesOf(trx, round.competitionId)).find((j) => j.id === judgeId);
  throw errors.judgeNotOnPanel(official?.name ?? `Judge '${judgeId}'`, round.eventName);
}

/**
 * A paper sheet entered, or a judge's sheet corrected, on the judge's behalf:
 * stored as submitted and entered by the staff member, the judge's own list
 * kept in the audit log. The round may become Marked.
 */
export const enterSheet = (
  ctx: WriteContext,
  actor: Actor,
  ref: RoundRef,
  sheet: { judgeId: string; dance: string; entries: string[] },
) =>
  changeRound(ctx, ref, async (trx, round, changed) => {
    refuseIfPosted(round, 'change its marks');
    if (round.state !== 'Running' && round.state !== 'Marked') {
      throw errors.roundNotRunning(round.roundName, round.state);
    }
    const { judge } = await panelJudge(trx, round, sheet.judgeId);
    if (judge.absence) throw errors.enteringForAbsentJudge(judge.name, round.roundName);
    if (!round.dances.includes(sheet.dance))
      throw errors.unknownDance(sheet.dance, round.roundName);

    const couples = await roundCouples(trx, round);
    const numberOf = new Map(couples.map((couple) => [couple.entryId, couple.number]));
    const label = (entryId: string) => String(numberOf.get(entryId) ?? entryId);
    const ids = couples.map((couple) => couple.entryId);
    const checked = isFinalRound(round.roundNumber)
      ? checkFinalSheet(ids, sheet.entries, label)
      : checkRecallSheet(ids, sheet.entries, round.recallTarget ?? round.recallSize, label);
    if (!checked.ok) throw errors.sheetRefused(checked.code, checked.message, checked.entryId);

    const before = await trx
      .selectFrom('dance_sheets')
      .select(['status', 'entries', 'entered_by', 'version'])
      .where('event_id', '=', round.eventId)
      .where('round_number', '=', round.roundNumber)
      .where('judge_id', '=', sheet.judgeId)
      .where('dance', '=', sheet.dance)
      .executeTakeFirst();
    await writeSheet(trx, round, {
      judgeId: sheet.judgeId,
      dance: sheet.dance,
      entries: sheet.entries,
      status: 'submitted',
      enteredBy: actor.email,
      deviceId: null,
      version: before?.version ?? 0,
      submissionId: null,
      now: new Date().toISOString(),
    });
    const numbers = (entries: readonly string[]) => entries.map((id) => numberOf.get(id) ?? id);
    const beforeEntries = before && (JSON.parse(before.entries) as string[]);
    await auditRound(trx, actor, round, 'marks.enter', {
      judgeId: judge.judgeId,
      judgeName: judge.name,
      dance: sheet.dance,
      before: before
        ? {
            status: before.status,
            enteredBy: before.entered_by,
            entries: beforeEntries,
            numbers: numbers(beforeEntries ?? []),
          }
        : null,
      after: { status: 'submitted', entries: sheet.entries, numbers: numbers(sheet.entries) },
      warning: 'warning' in checked ? checked.warning : null,
    });
    await settleRoundState(trx, round, changed);
  });
