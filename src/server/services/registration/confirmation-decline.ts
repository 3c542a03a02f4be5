import type { ExpressionBuilder, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { RegistrationRow } from './registration-view';
import { confirmationsOf } from './registration-view';

/** Removes a declined registration and the dancers it created who have no other registration or entry. */
export async function removeDeclined(
  trx: Transaction<Database>,
  registration: RegistrationRow,
): Promise<void> {
  const onFile = await confirmationsOf(trx, registration.id);
  const created = [registration.lead_id, registration.follow_id].filter(
    (id): id is string => id !== null && !onFile.has(id),
  );
  await trx.deleteFrom('registrations').where('id', '=', registration.id).execute();
  for (const competitorId of created) {
    const theirs = (w: ExpressionBuilder<Database, 'registrations' | 'entries'>) =>
      w.or([w('lead_id', '=', competitorId), w('follow_id', '=', competitorId)]);
    const registrations = await trx
      .selectFrom('registrations')
      .select('id')
      .where(theirs)
      .executeTakeFirst();
    const entries = await trx.selectFrom('entries').select('id').where(theirs).executeTakeFirst();
    if (!registrations && !entries) {
      await trx.deleteFrom('competitors').where('id', '=', competitorId).execute();
    }
  }
}
