import type { ChairmanRound } from '../../../shared/chairman';
import { errors } from '../../errors';
import type { WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import { roundLockOf } from '../judging/round-lock';
import { findRound } from '../judging/round-store';
import type { RoundRef } from '../judging/scrutineer-write';
import { auditRound } from '../judging/scrutineer-write';
import type { PinCheck } from './chairman-pin';
import { verifyChairmanPin } from './chairman-pin';
import { readChairmanRound } from './chairman-read';

type LockChange = { pin: string } & ({ lock: true } | { lock: false; reason: string });

/**
 * Approves and locks a posted round, or unlocks it with a reason, after the
 * chairman's PIN: one transaction that writes the lock, audits who, when and
 * why, and tells every screen of the round (its marks, the schedule's rounds,
 * the results).
 */
export async function changeRoundLock(
  ctx: WriteContext,
  check: PinCheck,
  actor: Actor,
  ref: RoundRef,
  change: LockChange,
): Promise<ChairmanRound> {
  const db = ctx.database.db;
  // The round is named before the PIN is asked for, so a typo in the address costs no attempt.
  await findRound(db, ref.competitionId, ref.eventId, ref.roundNumber);
  await verifyChairmanPin(db, check, ref.competitionId, change.pin);
  return writeRoundLock(ctx, actor, ref, change);
}

/**
 * The lock change itself, once the chairman is known to have approved it:
 * after the PIN, or while the demo day is seeded (its approvals are the
 * chairman's by construction).
 */
export function writeRoundLock(
  ctx: WriteContext,
  actor: Actor,
  ref: RoundRef,
  change: { lock: true } | { lock: false; reason: string },
): Promise<ChairmanRound> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    const round = await findRound(trx, ref.competitionId, ref.eventId, ref.roundNumber);
    const lock = await roundLockOf(trx, round);
    const key = { event_id: round.eventId, round_number: round.roundNumber };
    const now = new Date().toISOString();
    if (change.lock) {
      if (lock) throw errors.alreadyLocked(round.eventName, round.roundName, lock.lockedBy);
      if (round.state !== 'Posted')
        throw errors.roundNotPosted(round.eventName, round.roundName, round.state);
      await trx
        .insertInto('round_locks')
        .values({ ...key, locked_by: actor.email, locked_at: now })
        .execute();
      await auditRound(trx, actor, round, 'round.lock', {
        before: { lock: null },
        after: { lock: { lockedBy: actor.email, lockedAt: now } },
      });
    } else {
      if (!lock) throw errors.roundNotLocked(round.eventName, round.roundName);
      await trx
        .deleteFrom('round_locks')
        .where('event_id', '=', key.event_id)
        .where('round_number', '=', key.round_number)
        .execute();
      await auditRound(trx, actor, round, 'round.unlock', {
        reason: change.reason,
        before: { lock },
        after: { lock: null },
      });
    }
    const { competitionId, eventId } = round;
    changed({ kind: 'round', competitionId, eventId });
    changed({ kind: 'result', competitionId, eventId });
    changed({ kind: 'marks', competitionId, roundId: round.roundKey });
    return readChairmanRound(trx, round);
  });
}
