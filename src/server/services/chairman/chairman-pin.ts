import type { Kysely } from 'kysely';
import type { PinStatus, SetPin } from '../../../shared/chairman';
import type { ChairmanPinLimits } from '../../auth/chairman-pin-limits';
import { hashPin, pinMatches } from '../../auth/pin-hash';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import type { WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import { recordAudit } from '../audit-log';
import { requireCompetition } from '../competition-service';

export type PinCheck = { limits: ChairmanPinLimits; now: () => number };

function storedPin(db: Kysely<Database>, competitionId: string) {
  return db
    .selectFrom('chairman_pins')
    .selectAll()
    .where('competition_id', '=', competitionId)
    .executeTakeFirst();
}

export async function pinStatus(
  db: Kysely<Database>,
  competitionId: string,
): Promise<PinStatus | null> {
  const row = await storedPin(db, competitionId);
  return row ? { setBy: row.set_by, setAt: row.set_at } : null;
}

/**
 * Refuses a wrong PIN for the competition (403 `wrong_pin`, naming the body's
 * field), or any PIN while too many wrong ones were typed lately (429 with
 * how long to wait). The attempt is counted before the slow hash, so guesses
 * sent at once are limited too. Checked before the write's transaction: the
 * hash must not hold the database. Answers the stored hash that matched.
 */
export async function verifyChairmanPin(
  db: Kysely<Database>,
  { limits, now }: PinCheck,
  competitionId: string,
  pin: string,
  field: 'pin' | 'currentPin' = 'pin',
): Promise<string> {
  const stored = await storedPin(db, competitionId);
  if (!stored) throw errors.pinNotSet();
  const wait = limits.attempt(competitionId, now());
  if (wait > 0) throw errors.pinAttemptsExceeded(wait);
  if (!(await pinMatches(pin, stored.pin_hash))) throw errors.wrongPin(field);
  limits.accepted(competitionId);
  return stored.pin_hash;
}

/**
 * Sets the competition's PIN, stored as a salted scrypt hash. The first PIN
 * needs none; changing it needs the current one (rate limited like every PIN
 * check). A PIN set or changed by someone else meanwhile is never replaced
 * unseen (409). Audited without the PIN; the chairman's screens (under the
 * rounds topic) and the audit log follow it live.
 */
export async function setChairmanPin(
  ctx: WriteContext,
  check: PinCheck,
  actor: Actor,
  competitionId: string,
  { pin, currentPin }: SetPin,
): Promise<PinStatus> {
  const db = ctx.database.db;
  await requireCompetition(db, competitionId);
  const before = await pinStatus(db, competitionId);
  let verifiedHash: string | null = null;
  if (before) {
    if (currentPin === undefined) throw errors.currentPinRequired();
    verifiedHash = await verifyChairmanPin(db, check, competitionId, currentPin, 'currentPin');
  }
  const pinHash = await hashPin(pin);
  const status = { setBy: actor.email, setAt: new Date().toISOString() };
  return runWriteTransaction(ctx, async (trx, changed) => {
    // Checked again inside: the demo's removal may have run during the hash.
    await requireCompetition(trx, competitionId);
    const values = { pin_hash: pinHash, set_by: status.setBy, set_at: status.setAt };
    const written =
      verifiedHash === null
        ? await trx
            .insertInto('chairman_pins')
            .values({ competition_id: competitionId, ...values })
            .onConflict((oc) => oc.column('competition_id').doNothing())
            .returning('competition_id')
            .executeTakeFirst()
        : await trx
            .updateTable('chairman_pins')
            .set(values)
            .where('competition_id', '=', competitionId)
            .where('pin_hash', '=', verifiedHash)
            .returning('competition_id')
            .executeTakeFirst();
    if (!written) throw errors.pinChangedMeanwhile(verifiedHash === null);
    await recordAudit(trx, {
      competitionId,
      actor,
      action: before ? 'chairman.pin.change' : 'chairman.pin.set',
      details: { before, after: status },
    });
    changed({ kind: 'round', competitionId });
    return status;
  });
}
