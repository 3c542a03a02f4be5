import type { Transaction } from 'kysely';
import type { RoundJudging } from '../../../shared/judging';
import type { Database } from '../../db/schema';
import { AppError, errors } from '../../errors';
import type { DeclareChange, WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import { recordAudit } from '../audit-log';
import type { RoundRecord } from './round-store';
import { assertRoundUnlocked } from './round-lock';
import { findRound, readRoundJudging } from './round-store';
import { nextRoundNumber } from '../../../domain/judging';

/** A round as the scrutineer's endpoints name it. */
export type RoundRef = { competitionId: string; eventId: string; roundNumber: number };

export type RoundActionBody = (
  trx: Transaction<Database>,
  round: RoundRecord,
  changed: DeclareChange,
) => Promise<void>;

/**
 * One scrutineer action on one round, as one transaction: the round is read
 * inside it (so the checks see what the write changes), a round the chairman
 * locked is refused, the action writes and audits, the round's marks topic is
 * told, and the answer is the round as it now stands. Every scrutineer write
 * (start, recall target, sheets and corrections, absences, scratch from the
 * final, post, un-post) goes through here, so none can skip the lock.
 */
export function changeRound(
  ctx: WriteContext,
  ref: RoundRef,
  action: RoundActionBody,
): Promise<RoundJudging> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    const round = await findRound(trx, ref.competitionId, ref.eventId, ref.roundNumber);
    await assertRoundUnlocked(trx, round);
    await action(trx, round, changed);
    changed({ kind: 'marks', competitionId: round.competitionId, roundId: round.roundKey });
    return readRoundJudging(
      trx,
      await findRound(trx, ref.competitionId, ref.eventId, ref.roundNumber),
    );
  });
}

/** An audit row about one round, which names the event and round for a reader of the log. */
export function auditRound(
  trx: Transaction<Database>,
  actor: Actor,
  round: RoundRecord,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  return recordAudit(trx, {
    competitionId: round.competitionId,
    actor,
    action,
    details: {
      eventId: round.eventId,
      eventName: round.eventName,
      roundNumber: round.roundNumber,
      roundName: round.roundName,
      ...details,
    },
  });
}

/** Posted results change only through an un-post, which is audited with its reason. */
export function refuseIfPosted(round: RoundRecord, change: string): void {
  if (round.state === 'Posted') {
    throw errors.roundTransitionRefused(
      `${round.roundName} is posted; un-post it first to ${change}.`,
    );
  }
}

/** Another round of the same event, or null when the event has no round of that number. */
export function roundIfAny(trx: Transaction<Database>, round: RoundRecord, roundNumber: number) {
  return findRound(trx, round.competitionId, round.eventId, roundNumber).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'round_not_found') return null;
    throw error;
  });
}

/**
 * The round the recalled couples dance next: the following round, passing
 * over skipped ones (skipping passes a round's couples on to the round after
 * it, decision 008, so a skipped semi-final sends the quarter-final's recalls
 * to the final).
 */
export async function roundToFill(trx: Transaction<Database>, round: RoundRecord) {
  for (let n = nextRoundNumber(round.roundNumber); n !== null; n = nextRoundNumber(n)) {
    const candidate = await roundIfAny(trx, round, n);
    if (candidate?.state !== 'Skipped') return candidate;
  }
  return null;
}
