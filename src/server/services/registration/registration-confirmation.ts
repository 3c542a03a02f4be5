import type { Selectable } from 'kysely';
import { confirmationState } from '../../../domain/registration/confirmation-rules';
import { isRegistrationOpen, utcDay } from '../../../domain/registration/phase';
import type {
  ConfirmationAnswerSchema,
  ConfirmationPreview,
  ConfirmationResult,
  ConfirmationTokenSchema,
  RequestedEvent,
} from '../../../shared/registration';
import type { RegistrationConfirmationTable } from '../../db/schema';
import { errors } from '../../errors';
import type { WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import type { Mailer } from '../../mail/mailer';
import { recordAudit } from '../audit-log';
import type { Reader } from './competitor-records';
import { requireCompetitor } from './competitor-records';
import { removeDeclined } from './confirmation-decline';
import { enterRequested } from './confirmation-entry';
import { hashConfirmationToken } from './confirmation-requests';
import { registrationDates } from './registration-settings';
import type { RegistrationRow } from './registration-view';
import { confirmationsOf, requestedEventsOf } from './registration-view';
import type { Logger } from 'pino';
import type { z } from 'zod';

type ConfirmationRow = Selectable<RegistrationConfirmationTable>;
type ServiceContext = WriteContext & { mailer: Mailer; log: Logger };

/** The confirmation an emailed token stands for, with its registration; unknown tokens are 404. */
async function confirmationFor(
  db: Reader,
  competitionId: string,
  token: string,
): Promise<{ confirmation: ConfirmationRow; registration: RegistrationRow }> {
  const confirmation = await db
    .selectFrom('registration_confirmations')
    .selectAll()
    .where('competition_id', '=', competitionId)
    .where('token_hash', '=', hashConfirmationToken(token))
    .executeTakeFirst();
  const registration =
    confirmation &&
    (await db
      .selectFrom('registrations')
      .selectAll()
      .where('id', '=', confirmation.registration_id)
      .executeTakeFirst());
  if (!confirmation || !registration) throw errors.confirmationNotFound();
  return { confirmation, registration };
}

const stateOf = (confirmation: ConfirmationRow, now: Date) =>
  confirmationState(
    {
      answeredAt: confirmation.answered_at,
      accepted: confirmation.accepted === null ? null : confirmation.accepted === 1,
      expiresAt: confirmation.expires_at,
    },
    now,
  );

/** The registration's entries as events (what a confirmed registration holds). */
async function enteredEvents(db: Reader, registrationId: string): Promise<RequestedEvent[]> {
  const rows = await db
    .selectFrom('entries')
    .innerJoin('events', 'events.id', 'entries.event_id')
    .select(['entries.event_id', 'events.name'])
    .where('entries.registration_id', '=', registrationId)
    .orderBy('events.created_at')
    .orderBy('events.id')
    .execute();
  return rows.map((row) => ({ eventId: row.event_id, eventName: row.name }));
}

/**
 * What a link asks its dancer to confirm: their own name, the partner and the
 * events as the registration typed them, and whether it can still be answered.
 * Shows nothing the registration did not type, so a forwarded link leaks nothing.
 */
export async function previewConfirmation(
  db: Reader,
  competitionId: string,
  { token }: z.output<typeof ConfirmationTokenSchema>,
  now = new Date(),
): Promise<ConfirmationPreview> {
  const { competitionName } = await registrationDates(db, competitionId);
  const { confirmation, registration } = await confirmationFor(db, competitionId, token);
  const dancer = await requireCompetitor(db, competitionId, confirmation.competitor_id);
  const partnerId = confirmation.role === 'lead' ? registration.follow_id : registration.lead_id;
  const partner = partnerId ? await requireCompetitor(db, competitionId, partnerId) : null;
  const waiting = registration.requested_event_ids !== null;
  return {
    competitionName,
    role: confirmation.role,
    dancerName: dancer.name,
    partner: partner && { name: partner.name, email: partner.email },
    events: waiting
      ? await requestedEventsOf(db, registration)
      : await enteredEvents(db, registration.id),
    state: stateOf(confirmation, now),
    expiresAt: confirmation.expires_at,
  };
}

/**
 * A dancer on file answers a registration that names them, in one write
 * transaction. Accepting, once every dancer on file has, enters the events
 * asked for against the dancers' stored profiles; an event they do not allow
 * is left out and reported to the confirming dancer only, so the registration
 * never tells a stranger a stored level (finding N2). The entries are made
 * now, so their phase and entry fees are today's. Declining removes the
 * registration and the dancers it created who have nothing else; it stays
 * possible after the link expired or registration closed. A link can be
 * answered once; answering again gives the first outcome.
 */
export async function answerConfirmation(
  ctx: ServiceContext,
  competitionId: string,
  { token, accept }: z.output<typeof ConfirmationAnswerSchema>,
  site: { siteUrl: string },
  now = new Date(),
): Promise<ConfirmationResult> {
  const { result, mails } = await runWriteTransaction(ctx, async (trx, changed) => {
    const { closingDate, competitionName } = await registrationDates(trx, competitionId);
    const { confirmation, registration } = await confirmationFor(trx, competitionId, token);
    const state = stateOf(confirmation, now);
    // A declined registration is deleted with its confirmations, so its token is unknown now.
    if (state === 'accepted')
      return { result: await acceptedOutcome(trx, registration), mails: [] };
    // Saying "this was not me" stays possible after the link expired or registration closed.
    if (accept && !isRegistrationOpen(now, closingDate))
      throw errors.registrationClosed(closingDate ?? '');
    if (accept && state === 'expired')
      throw errors.confirmationExpired(utcDay(new Date(confirmation.expires_at)));

    const confirmer = await requireCompetitor(trx, competitionId, confirmation.competitor_id);
    const actor = { userId: null, email: confirmer.email };
    await trx
      .updateTable('registration_confirmations')
      .set({ answered_at: now.toISOString(), accepted: accept ? 1 : 0 })
      .where('id', '=', confirmation.id)
      .execute();
    changed({ kind: 'registration', competitionId });
    if (!accept) {
      await removeDeclined(trx, registration);
      await recordAudit(trx, {
        competitionId,
        actor,
        action: 'registration.decline',
        details: { dancer: `${confirmer.number} ${confirmer.name}` },
      });
      return { result: { outcome: 'declined' as const, entered: [], notEntered: [] }, mails: [] };
    }

    const confirmations = await confirmationsOf(trx, registration.id);
    if ([...confirmations.values()].some((c) => !c.accepted)) {
      await recordAudit(trx, {
        competitionId,
        actor,
        action: 'registration.confirm',
        details: { dancer: `${confirmer.number} ${confirmer.name}`, waitingForPartner: true },
      });
      return {
        result: { outcome: 'waiting_for_partner' as const, entered: [], notEntered: [] },
        mails: [],
      };
    }
    const mailSite = { competitionName, siteUrl: site.siteUrl };
    const { entered, notEntered, mails } = await enterRequested(
      trx,
      registration,
      confirmer,
      mailSite,
      now,
    );
    await recordAudit(trx, {
      competitionId,
      actor,
      action: 'registration.confirm',
      details: {
        dancer: `${confirmer.number} ${confirmer.name}`,
        entered: entered.length,
        notEntered: notEntered.length,
      },
    });
    return { result: { outcome: 'entered' as const, entered, notEntered }, mails };
  });

  for (const mail of mails) {
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      ctx.log.error({ err: error, competitionId }, 'registration result mail failed');
    }
  }
  return result;
}

/** Answering an accepted link again: what the registration holds (or still waits for). */
async function acceptedOutcome(
  db: Reader,
  registration: RegistrationRow,
): Promise<ConfirmationResult> {
  if (registration.requested_event_ids !== null) {
    return { outcome: 'waiting_for_partner', entered: [], notEntered: [] };
  }
  return { outcome: 'entered', entered: await enteredEvents(db, registration.id), notEntered: [] };
}
