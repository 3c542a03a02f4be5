import type { Transaction } from 'kysely';
import { checkFinalSheet, checkRecallSheet } from '../../../domain/judging';
import type { SaveDanceSheet, SheetReceipt } from '../../../shared/judging';
import { SheetReceiptSchema } from '../../../shared/judging';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import type { DeclareChange, WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import { recordAudit } from '../audit-log';
import type { VerifiedJudge } from './judge-session';
import { assertRoundUnlocked } from './round-lock';
import type { RoundRecord } from './round-store';
import { findRound, presentSheet, roundCouples, roundPanel } from './round-store';
import { settleRoundState } from './settle-round';
import { writeSheet } from './sheet-writer';

export type SheetTarget = { eventId: string; roundNumber: number; dance: string };
type Outcome = SheetReceipt['outcome'];

/** A submission id already in the log: rolled back and answered from the log. */
class AlreadyLogged extends Error {}

async function loggedAnswer(
  trx: Transaction<Database>,
  judge: VerifiedJudge,
  target: SheetTarget,
  submissionId: string,
): Promise<SheetReceipt | null> {
  const row = await trx
    .selectFrom('mark_submissions')
    .selectAll()
    .where('submission_id', '=', submissionId)
    .executeTakeFirst();
  if (!row) return null;
  const same =
    row.judge_id === judge.id &&
    row.event_id === target.eventId &&
    row.round_number === target.roundNumber &&
    row.dance === target.dance;
  if (!same) throw errors.invalidField(['submissionId'], 'was already used for another sheet');
  return SheetReceiptSchema.parse(JSON.parse(row.answer));
}

function currentSheet(
  trx: Transaction<Database>,
  round: RoundRecord,
  judgeId: string,
  dance: string,
) {
  return trx
    .selectFrom('dance_sheets')
    .selectAll()
    .where('event_id', '=', round.eventId)
    .where('round_number', '=', round.roundNumber)
    .where('judge_id', '=', judgeId)
    .where('dance', '=', dance)
    .executeTakeFirst();
}

/** Refuses a judge who may not mark this round now, or a dance it does not have. */
async function checkMayMark(trx: Transaction<Database>, round: RoundRecord, judge: VerifiedJudge) {
  if (round.state !== 'Running') throw errors.roundNotRunning(round.roundName, round.state);
  const seat = (await roundPanel(trx, round)).find((member) => member.judgeId === judge.id);
  if (!seat) throw errors.judgeNotOnPanel(judge.name, round.eventName);
  if (seat.absence) throw errors.judgeAbsent(judge.name, round.roundName);
}

/**
 * The domain's sheet rules against the round's couples, naming couples by
 * number: a recall sheet recalls couples of the round, each once; a final
 * places every couple once when submitted (a draft may be partial).
 */
async function checkSheet(
  trx: Transaction<Database>,
  round: RoundRecord,
  write: SaveDanceSheet,
): Promise<void> {
  const couples = await roundCouples(trx, round);
  const numbers = new Map(couples.map((couple) => [couple.entryId, couple.number]));
  const label = (entryId: string) => String(numbers.get(entryId) ?? entryId);
  const ids = couples.map((couple) => couple.entryId);
  const check =
    round.roundNumber === 1 && write.submit
      ? checkFinalSheet(ids, write.entries, label)
      : checkRecallSheet(ids, write.entries, round.recallTarget ?? round.recallSize, label);
  if (!check.ok) throw errors.sheetRefused(check.code, check.message, check.entryId);
}

/**
 * Applies one judge write of one dance and answers with the receipt, all in
 * one transaction with its log entry: a repeated submission id is answered
 * from the log and changes nothing; a write to a posted round is kept as a
 * late arrival; a draft older than what this device already sent is ignored.
 */
export async function saveJudgeSheet(
  ctx: WriteContext,
  judge: VerifiedJudge,
  target: SheetTarget,
  write: SaveDanceSheet,
): Promise<SheetReceipt> {
  try {
    return await runWriteTransaction(ctx, (trx, changed) =>
      applyWrite(trx, changed, judge, target, write),
    );
  } catch (error) {
    if (!(error instanceof AlreadyLogged)) throw error;
    // Another request with this id committed between our read and our insert.
    return runWriteTransaction(ctx, async (trx) => {
      const answer = await loggedAnswer(trx, judge, target, write.submissionId);
      if (!answer) throw error;
      return answer;
    });
  }
}

async function applyWrite(
  trx: Transaction<Database>,
  changed: DeclareChange,
  judge: VerifiedJudge,
  target: SheetTarget,
  write: SaveDanceSheet,
): Promise<SheetReceipt> {
  const logged = await loggedAnswer(trx, judge, target, write.submissionId);
  if (logged) return logged;

  const round = await findRound(trx, judge.competitionId, target.eventId, target.roundNumber);
  // A locked round refuses even a late send: the judge's phone shows why and stops resending.
  await assertRoundUnlocked(trx, round);
  if (!round.dances.includes(target.dance))
    throw errors.unknownDance(target.dance, round.roundName);
  const now = new Date().toISOString();
  const stored = await currentSheet(trx, round, judge.id, target.dance);
  const storedSheet = stored ? presentSheet(stored) : null;
  const marksChanged = () =>
    changed({ kind: 'marks', competitionId: round.competitionId, roundId: round.roundKey });

  let outcome: Outcome;
  let sheet = storedSheet;
  if (round.state === 'Posted') {
    outcome = 'after-posting';
    marksChanged();
  } else {
    await checkMayMark(trx, round, judge);
    await checkSheet(trx, round, write);
    // A draft this device queued before its newer write (even the submit) is harmless.
    const stale =
      !write.submit && stored?.device_id === write.deviceId && write.version <= stored.version;
    if (!stale && stored?.status === 'submitted') throw errors.sheetLocked(target.dance);
    if (stale) {
      outcome = 'ignored';
    } else {
      outcome = 'counted';
      sheet = await writeSheet(trx, round, {
        judgeId: judge.id,
        dance: target.dance,
        entries: write.entries,
        status: write.submit ? 'submitted' : 'draft',
        enteredBy: 'judge',
        deviceId: write.deviceId,
        version: write.version,
        submissionId: write.submissionId,
        now,
      });
      marksChanged();
      // Every draft tap is in mark_submissions; the audit log keeps the judge's submitted marks.
      if (write.submit) {
        await recordAudit(trx, {
          competitionId: round.competitionId,
          actor: { userId: null, email: `judge ${judge.name}` },
          action: 'marks.submit',
          details: {
            event: round.eventName,
            round: round.roundName,
            judge: judge.name,
            dance: target.dance,
            submissionId: write.submissionId,
            before: stored ? (JSON.parse(stored.entries) as string[]) : null,
            after: write.entries,
          },
        });
      }
      await settleRoundState(trx, round, changed);
    }
  }

  const answer: SheetReceipt = {
    submissionId: write.submissionId,
    outcome,
    receivedAt: now,
    sheet,
  };
  const inserted = await trx
    .insertInto('mark_submissions')
    .values({
      submission_id: write.submissionId,
      event_id: round.eventId,
      round_number: round.roundNumber,
      judge_id: judge.id,
      dance: target.dance,
      entries: JSON.stringify(write.entries),
      outcome,
      answer: JSON.stringify(answer),
      received_at: now,
    })
    .onConflict((oc) => oc.column('submission_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new AlreadyLogged();
  return answer;
}
