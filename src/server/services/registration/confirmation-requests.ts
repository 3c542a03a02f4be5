import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  DAY_MS,
  confirmationExpiry,
  dailyLimitWaitSeconds,
} from '../../../domain/registration/confirmation-rules';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import type { CompetitorRow } from './competitor-records';

/** sha256 (hex) of a link's token: all the database keeps, so a copy of it confirms nothing. */
export const hashConfirmationToken = (token: string) =>
  crypto.createHash('sha256').update(token).digest('hex');

/** A dancer on file whom a registration names, and how it typed their name. */
export type DancerToConfirm = { role: 'lead' | 'follow'; row: CompetitorRow; typedName: string };

export type ConfirmationRequest = DancerToConfirm & { token: string; expiresAt: Date };

/**
 * Asks each dancer on file to confirm a registration: one row per dancer with
 * the hash of a fresh 32-byte token (the token goes only into their mail).
 * Refuses, before anything is mailed, a dancer who was already asked
 * CONFIRMATION_MAILS_PER_DAY times in the last 24 hours by anyone: the count
 * is in the database, so it holds across addresses, instances and restarts.
 * The caller's transaction rolls the whole registration back on refusal.
 */
export async function requestConfirmations(
  trx: Transaction<Database>,
  registration: { id: string; competitionId: string; closingDate: string | null },
  dancers: readonly DancerToConfirm[],
  now: Date,
): Promise<ConfirmationRequest[]> {
  const requests: ConfirmationRequest[] = [];
  for (const dancer of dancers) {
    const recent = await trx
      .selectFrom('registration_confirmations')
      .select('created_at')
      .where('competitor_id', '=', dancer.row.id)
      .where('created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
      .execute();
    const wait = dailyLimitWaitSeconds(
      recent.map((row) => new Date(row.created_at)),
      now,
    );
    if (wait !== null) throw errors.tooManyConfirmations(dancer.typedName, wait);

    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = confirmationExpiry(now, registration.closingDate);
    await trx
      .insertInto('registration_confirmations')
      .values({
        id: crypto.randomUUID(),
        competition_id: registration.competitionId,
        registration_id: registration.id,
        competitor_id: dancer.row.id,
        role: dancer.role,
        token_hash: hashConfirmationToken(token),
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        answered_at: null,
        accepted: null,
      })
      .execute();
    requests.push({ ...dancer, token, expiresAt });
  }
  return requests;
}
