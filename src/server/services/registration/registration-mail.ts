import { awaitedNames } from '../../../shared/registration';
import type {
  FeeQuote,
  RegistrationView,
  RequestedEvent,
  ViewDancer,
} from '../../../shared/registration';
import type { Mail } from '../../mail/mailer';

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

export type MailSite = { competitionName: string; siteUrl: string };

const dancerLines = (view: RegistrationView) =>
  [view.lead, view.follow]
    .map((d: ViewDancer | null) => {
      if (!d) return '  Partner: TBA';
      return d.awaiting
        ? `  ${d.name} (asked by email to confirm)`
        : `  #${d.number} ${d.name} (${d.affiliation})`;
    })
    .join('\n');

const eventLines = (events: readonly { eventName: string }[]) =>
  events.map((e) => `  - ${e.eventName}`).join('\n');

const feeLines = (fees: FeeQuote) =>
  fees.lines.length
    ? fees.lines
        .map((l) => `  ${l.label}: ${l.quantity} × ${money(l.unitCents)} = ${money(l.totalCents)}`)
        .join('\n') + `\n  Total: ${money(fees.totalCents)}`
    : '  No fees are charged.';

const awaitingNames = (view: RegistrationView) => awaitedNames(view).join(' and ');

const longDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(instant);

/**
 * The confirmation each dancer of a couple receives: numbers, entries, fees and
 * the edit code. While a dancer on file has not confirmed, it lists the events
 * asked for, which are entered once they confirm.
 */
export function confirmationMail(
  to: string,
  view: RegistrationView,
  editCode: string,
  fees: FeeQuote,
  site: MailSite,
): Mail {
  const waiting = awaitingNames(view);
  const events = waiting
    ? [
        `Events asked for (${fees.phase} registration if entered now). Nothing is entered until ${waiting} confirms from the email we sent:`,
        eventLines(view.requestedEvents),
      ]
    : [`Events (${fees.phase} registration):`, eventLines(view.entries)];
  return {
    to,
    subject: `Your registration for ${site.competitionName}`,
    text: [
      `Thank you for registering for ${site.competitionName}.`,
      '',
      'Dancers:',
      dancerLines(view),
      '',
      ...events,
      '',
      'Fees:',
      feeLines(fees),
      '',
      `Your edit code: ${editCode}`,
      '',
      `To add or withdraw entries while registration is open, go to ${site.siteUrl}/updateEntries`,
      'and enter your email address with this code. Keep it private: anyone with it can change your entries.',
    ].join('\n'),
  };
}

/**
 * To a dancer on file whom a public registration names: nothing is entered
 * until they confirm. Says only what the registration typed. The token is in
 * the link's fragment, so it reaches neither server logs nor Referer headers.
 */
export function confirmationRequestMail(
  to: string,
  request: {
    dancerName: string;
    partner: { name: string; email: string } | null;
    events: readonly RequestedEvent[];
    editCode: string;
    token: string;
    expiresAt: Date;
  },
  site: MailSite,
): Mail {
  const partner = request.partner
    ? `with ${request.partner.name} (${request.partner.email})`
    : 'with a partner to be announced';
  return {
    to,
    subject: `Please confirm your registration for ${site.competitionName}`,
    text: [
      `Hello ${request.dancerName},`,
      '',
      `Someone registered you for ${site.competitionName} ${partner}, in these events:`,
      eventLines(request.events),
      '',
      'You are already registered for this competition, so you are entered only if you confirm.',
      'Open this link to confirm, or to tell us it was not you:',
      `  ${site.siteUrl}/confirmRegistration#${request.token}`,
      `The link works until ${longDate(request.expiresAt)}.`,
      '',
      'If you confirm, your partner will see your number, school and levels, never your email or age category.',
      `The couple's edit code is ${request.editCode}. Once you have confirmed, it opens the registration at`,
      `${site.siteUrl}/updateEntries with your email address.`,
      '',
      'If you did not expect this email, choose "This was not me" on that page or ignore it: nothing is entered without your confirmation.',
    ].join('\n'),
  };
}

/**
 * After the last dancer on file confirmed: what was entered and the fees. Only
 * the confirming dancer is told which events their stored levels did not allow.
 */
export function confirmationResultMail(
  to: string,
  view: RegistrationView,
  fees: FeeQuote,
  notEntered: readonly (RequestedEvent & { reason: string })[],
  site: MailSite,
): Mail {
  const refused = notEntered.length
    ? ['', 'Not entered:', ...notEntered.map((e) => `  - ${e.eventName}: ${e.reason}`)]
    : [];
  return {
    to,
    subject: `Your registration for ${site.competitionName} is confirmed`,
    text: [
      `Your registration for ${site.competitionName} is confirmed.`,
      '',
      'Dancers:',
      dancerLines(view),
      '',
      `Events (${fees.phase} registration):`,
      view.entries.length ? eventLines(view.entries) : '  None',
      ...refused,
      '',
      'Fees:',
      feeLines(fees),
      '',
      `To add or withdraw entries while registration is open, go to ${site.siteUrl}/updateEntries`,
      'and enter your email address with the edit code from your first email.',
    ].join('\n'),
  };
}

/** A message from the TBA list, sent on so the dancer's address stays private. */
export function tbaContactMail(
  to: string,
  dancerName: string,
  from: { name: string; email: string; message: string },
  site: MailSite,
): Mail {
  return {
    to,
    replyTo: from.email,
    subject: `${from.name} would like to dance with you at ${site.competitionName}`,
    text: [
      `Hello ${dancerName},`,
      '',
      `${from.name} (${from.email}) found you on the TBA list of ${site.competitionName} and wrote:`,
      '',
      from.message,
      '',
      `Reply to ${from.email} to answer. Your own address has not been shown to them.`,
      `Once you have a partner, register together at ${site.siteUrl}/register and withdraw your TBA entries at ${site.siteUrl}/updateEntries.`,
    ].join('\n'),
  };
}
