import type { EditCredentialsSchema, RegistrationView } from '../../../shared/registration';
import { errors } from '../../errors';
import type { Reader } from './competitor-records';
import { UNMATCHABLE_HASH, codeTagOf, editCodeMatches } from './edit-code';
import { registrationDates } from './registration-settings';
import type { RegistrationRow } from './registration-view';
import { viewOf } from './registration-view';
import type { z } from 'zod';

/**
 * The registration these credentials open, and the dancer whose email opened
 * it: the email of either dancer and the couple's code. Every registration of
 * the email whose code tag matches (or that predates tags) is tried, so a
 * dancer with many partners, or one named by many strangers, always finds
 * theirs; the tag keeps that to about 1 + n/256 scrypts. A dancer on file
 * opens a registration only once they confirmed it (decision 022), so a code
 * a stranger made never opens their data.
 *
 * Runs outside any write transaction, as scrypt is slow on purpose; an
 * unknown email still costs one scrypt, so timing does not tell an unknown
 * email from one with a single candidate. Each further candidate (legacy
 * rows without a tag, or a matching tag) costs one more scrypt, so such an
 * email answers slower; decision 022 accepts that (email_taken tells as much).
 */
export async function registrationFor(
  db: Reader,
  competitionId: string,
  credentials: z.output<typeof EditCredentialsSchema>,
): Promise<{ registration: RegistrationRow; viewerId: string }> {
  const candidates = await db
    .selectFrom('registrations as r')
    .innerJoin('competitors as c', (join) =>
      join.on((eb) =>
        eb.or([eb('c.id', '=', eb.ref('r.lead_id')), eb('c.id', '=', eb.ref('r.follow_id'))]),
      ),
    )
    .selectAll('r')
    .select('c.id as viewer_id')
    .where('r.competition_id', '=', competitionId)
    .where('c.competition_id', '=', competitionId)
    .where('c.email', '=', credentials.email)
    .where((eb) =>
      eb.or([eb('r.code_tag', '=', codeTagOf(credentials.code)), eb('r.code_tag', 'is', null)]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('registration_confirmations as rc')
            .select('rc.id')
            .whereRef('rc.registration_id', '=', 'r.id')
            .whereRef('rc.competitor_id', '=', 'c.id')
            .where((w) => w.or([w('rc.accepted', 'is', null), w('rc.accepted', '=', 0)])),
        ),
      ),
    )
    .orderBy('r.created_at', 'desc')
    .execute();
  if (candidates.length === 0) await editCodeMatches(credentials.code, UNMATCHABLE_HASH);
  for (const { viewer_id: viewerId, ...registration } of candidates) {
    if (await editCodeMatches(credentials.code, registration.edit_code_hash)) {
      return { registration, viewerId };
    }
  }
  throw errors.wrongEditCode();
}

export async function lookupRegistration(
  db: Reader,
  competitionId: string,
  credentials: z.output<typeof EditCredentialsSchema>,
  now = new Date(),
): Promise<RegistrationView> {
  await registrationDates(db, competitionId);
  const { registration, viewerId } = await registrationFor(db, competitionId, credentials);
  return viewOf(db, registration, now, viewerId);
}
