import crypto from 'node:crypto';
import { mustConfirm } from '../../../domain/registration/confirmation-rules';
import { isRegistrationOpen, registrationPhase } from '../../../domain/registration/phase';
import { quoteFees } from '../../../domain/registration/fees';
import { sameDancer } from '../../../domain/registration/same-dancer';
import type {
  RegistrationInputSchema,
  RegistrationReceipt,
  RegistrationView,
  ViewDancer,
} from '../../../shared/registration';
import { errors } from '../../errors';
import type { WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import type { Mail, Mailer } from '../../mail/mailer';
import type { Actor } from '../audit-log';
import { recordAudit } from '../audit-log';
import type { Dancer } from './competitor-records';
import { findOrCreateCompetitor } from './competitor-records';
import type { ConfirmationRequest, DancerToConfirm } from './confirmation-requests';
import { requestConfirmations } from './confirmation-requests';
import { enterCouple, refuseIneligible, requireEvents } from './couple-entries';
import { codeTagOf, hashEditCode, newEditCode } from './edit-code';
import { confirmationMail, confirmationRequestMail } from './registration-mail';
import type { MailSite } from './registration-mail';
import { getRegistrationSettings, registrationDates } from './registration-settings';
import type { RegistrationRow } from './registration-view';
import { viewOf } from './registration-view';
import type { Logger } from 'pino';
import type { z } from 'zod';

type ServiceContext = WriteContext & { mailer: Mailer; log: Logger };

/** A dancer on file as the registration typed them: nothing stored before is shown. */
const asTyped = (dancer: ViewDancer, typed: Dancer): ViewDancer =>
  dancer.awaiting ? { awaiting: true, name: typed.name, email: typed.email } : dancer;

/**
 * Registers a couple: both dancers' competitor records (found by email or new,
 * each with a unique number) and an edit code, in one transaction, and the
 * entries. A public registration that names a dancer already on file enters
 * nobody (decision 022): it keeps the events asked for and mails that dancer a
 * link to confirm; nothing stored about them is checked or shown, so it tells
 * a stranger nothing. Organizers (`actor`) link dancers on file directly.
 *
 * Mails go out after commit; one that cannot be sent is logged and left out
 * of `emailedTo`, as the receipt shows the code too.
 */
export async function registerCouple(
  ctx: ServiceContext,
  competitionId: string,
  input: z.output<typeof RegistrationInputSchema>,
  site: { siteUrl: string },
  options: { actor?: Actor; ignoreClosingDate?: boolean; now?: Date } = {},
): Promise<RegistrationReceipt> {
  const now = options.now ?? new Date();
  const { lead, follow } = input;
  const oneDancer = follow && sameDancer(lead, follow);
  if (oneDancer) throw errors.followIsLead(oneDancer);
  const editCode = newEditCode();
  const codeHash = await hashEditCode(editCode);
  const trusted = options.actor !== undefined;
  const actor = options.actor ?? { userId: null, email: lead.email };

  const { view, fees, competitionName, requests } = await runWriteTransaction(
    ctx,
    async (trx, changed) => {
      const { deadlines, closingDate, competitionName } = await registrationDates(
        trx,
        competitionId,
      );
      if (!options.ignoreClosingDate && !isRegistrationOpen(now, closingDate)) {
        throw errors.registrationClosed(closingDate ?? '');
      }
      const leadRecord = await findOrCreateCompetitor(trx, competitionId, 'lead', lead, now);
      const followRecord =
        follow && (await findOrCreateCompetitor(trx, competitionId, 'follow', follow, now));
      const toConfirm: DancerToConfirm[] = [];
      if (mustConfirm(!leadRecord.isNew, trusted)) {
        toConfirm.push({ role: 'lead', row: leadRecord.row, typedName: lead.name });
      }
      if (follow && followRecord && mustConfirm(!followRecord.isNew, trusted)) {
        toConfirm.push({ role: 'follow', row: followRecord.row, typedName: follow.name });
      }
      const waiting = toConfirm.length > 0;
      const registration: RegistrationRow = {
        id: crypto.randomUUID(),
        competition_id: competitionId,
        lead_id: leadRecord.row.id,
        follow_id: followRecord?.row.id ?? null,
        edit_code_hash: codeHash,
        created_at: now.toISOString(),
        requested_event_ids: waiting ? JSON.stringify(input.eventIds) : null,
        code_tag: codeTagOf(editCode),
      };
      await trx.insertInto('registrations').values(registration).execute();

      let requests: ConfirmationRequest[] = [];
      let entries: number;
      if (waiting) {
        // Only what the registration itself typed is checked: the new dancers' levels.
        const events = await requireEvents(trx, competitionId, input.eventIds);
        refuseIneligible(
          [
            ['lead', leadRecord.isNew ? leadRecord.row : null],
            ['follow', followRecord?.isNew ? followRecord.row : null],
          ],
          events.values(),
        );
        requests = await requestConfirmations(
          trx,
          { id: registration.id, competitionId, closingDate },
          toConfirm,
          now,
        );
        entries = input.eventIds.length;
      } else {
        const couple = { lead: leadRecord.row, follow: followRecord?.row ?? null };
        const entered = await enterCouple(
          trx,
          competitionId,
          couple,
          input.eventIds,
          registration.id,
          now,
        );
        entries = entered.length;
      }

      const { fees: schedule } = await getRegistrationSettings(trx, competitionId);
      const newCompetitors = [leadRecord, followRecord].filter((r) => r?.isNew).length;
      // While waiting, the quote is what entering now would cost.
      const quote = quoteFees(schedule, registrationPhase(now, deadlines), {
        newCompetitors,
        entries,
      });
      await recordAudit(trx, {
        competitionId,
        actor,
        action: waiting ? 'registration.request' : 'registration.create',
        details: {
          lead: `${leadRecord.row.number} ${leadRecord.row.name}`,
          follow: followRecord ? `${followRecord.row.number} ${followRecord.row.name}` : 'TBA',
          events: entries,
          ...(waiting && { waitingFor: toConfirm.map((d) => d.row.name).join(', ') }),
        },
      });
      changed({ kind: 'registration', competitionId });
      const stored = await viewOf(trx, registration, now);
      const view: RegistrationView = {
        ...stored,
        lead: asTyped(stored.lead, lead),
        follow: stored.follow && follow && asTyped(stored.follow, follow),
      };
      return { view, fees: quote, competitionName, requests };
    },
  );

  const mailSite: MailSite = { competitionName, siteUrl: site.siteUrl };
  const typed = { lead, follow };
  const mails = (['lead', 'follow'] as const).flatMap((role): Mail[] => {
    const dancer = typed[role];
    if (!dancer) return [];
    const request = requests.find((r) => r.role === role);
    if (!request) return [confirmationMail(dancer.email, view, editCode, fees, mailSite)];
    const partner = typed[role === 'lead' ? 'follow' : 'lead'];
    const details = {
      dancerName: dancer.name,
      partner: partner && { name: partner.name, email: partner.email },
      events: view.requestedEvents,
      editCode,
      token: request.token,
      expiresAt: request.expiresAt,
    };
    return [confirmationRequestMail(dancer.email, details, mailSite)];
  });
  const emailedTo: string[] = [];
  for (const mail of mails) {
    try {
      await ctx.mailer.send(mail);
      emailedTo.push(mail.to);
    } catch (error) {
      ctx.log.error({ err: error, competitionId }, 'registration confirmation mail failed');
    }
  }
  return { ...view, editCode, fees, emailedTo };
}
