import type { Transaction } from 'kysely';
import { confirmedRegistrationFees } from '../../../domain/registration/confirmation-rules';
import type { ConfirmationResult, RequestedEvent } from '../../../shared/registration';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mail } from '../../mail/mailer';
import type { CompetitorRow } from './competitor-records';
import { requireCompetitor } from './competitor-records';
import { enterCouple } from './couple-entries';
import { confirmationResultMail } from './registration-mail';
import type { MailSite } from './registration-mail';
import { getRegistrationSettings, registrationDates } from './registration-settings';
import type { RegistrationRow } from './registration-view';
import { confirmationsOf, requestedEventIds, requestedEventsOf, viewOf } from './registration-view';

/** Entering a registration once every dancer on file confirmed it (decision 022). */

type NotEntered = ConfirmationResult['notEntered'][number];

/**
 * Enters each event asked for on its own, so one the stored profiles do not
 * allow (or a couple already entered) is left out with its reason rather than
 * refusing the rest. Every check runs before `enterCouple` writes, so a
 * refused event leaves nothing behind. Mails both dancers the result; the
 * events left out only to the confirming dancer.
 */
export async function enterRequested(
  trx: Transaction<Database>,
  registration: RegistrationRow,
  confirmer: CompetitorRow,
  site: MailSite,
  now: Date,
): Promise<{ entered: RequestedEvent[]; notEntered: NotEntered[]; mails: Mail[] }> {
  const { competition_id: competitionId, id: registrationId } = registration;
  const lead = await requireCompetitor(trx, competitionId, registration.lead_id);
  const follow = registration.follow_id
    ? await requireCompetitor(trx, competitionId, registration.follow_id)
    : null;
  const names = new Map(
    (await requestedEventsOf(trx, registration)).map((e) => [e.eventId, e.eventName]),
  );
  const entered: RequestedEvent[] = [];
  const notEntered: NotEntered[] = [];
  for (const eventId of requestedEventIds(registration)) {
    const eventName = names.get(eventId) ?? 'an event since removed';
    try {
      await enterCouple(trx, competitionId, { lead, follow }, [eventId], registrationId, now);
      entered.push({ eventId, eventName });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      notEntered.push({ eventId, eventName, reason: error.message });
    }
  }
  await trx
    .updateTable('registrations')
    .set({ requested_event_ids: null })
    .where('id', '=', registrationId)
    .execute();

  const { deadlines } = await registrationDates(trx, competitionId);
  const { fees: schedule } = await getRegistrationSettings(trx, competitionId);
  const confirmations = await confirmationsOf(trx, registrationId);
  const dancers = [lead, follow].flatMap((dancer) =>
    dancer
      ? [{ askedToConfirm: confirmations.has(dancer.id), createdAt: new Date(dancer.created_at) }]
      : [],
  );
  const fees = confirmedRegistrationFees(schedule, deadlines, dancers, entered.length, now);
  const view = await viewOf(trx, { ...registration, requested_event_ids: null }, now);
  const mails = [lead, follow].flatMap((dancer) =>
    dancer
      ? [
          confirmationResultMail(
            dancer.email,
            view,
            fees,
            dancer.id === confirmer.id ? notEntered : [],
            site,
          ),
        ]
      : [],
  );
  return { entered, notEntered, mails };
}
