import type { FeeQuote, RegistrationView } from '../../../shared/registration';
import type { Mail } from '../../mail/mailer';

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

export type MailSite = { competitionName: string; siteUrl: string };

/** The confirmation each dancer of a couple receives: numbers, entries, fees and the edit code. */
export function confirmationMail(
  to: string,
  view: RegistrationView,
  editCode: string,
  fees: FeeQuote,
  site: MailSite,
): Mail {
  const dancers = [view.lead, view.follow]
    .map((d) => {
      if (!d) return '  Partner: TBA';
      return d.awaiting
        ? `  ${d.name} (asked by email to confirm)`
        : `  #${d.number} ${d.name} (${d.affiliation})`;
    })
    .join('\n');
  const events = view.entries.map((e) => `  - ${e.eventName}`).join('\n');
  const feeLines = fees.lines.length
    ? fees.lines
        .map((l) => `  ${l.label}: ${l.quantity} × ${money(l.unitCents)} = ${money(l.totalCents)}`)
        .join('\n') + `\n  Total: ${money(fees.totalCents)}`
    : '  No fees are charged.';
  return {
    to,
    subject: `Your registration for ${site.competitionName}`,
    text: [
      `Thank you for registering for ${site.competitionName}.`,
      '',
      'Dancers:',
      dancers,
      '',
      `Events (${fees.phase} registration):`,
      events,
      '',
      'Fees:',
      feeLines,
      '',
      `Your edit code: ${editCode}`,
      '',
      `To add or withdraw entries while registration is open, go to ${site.siteUrl}/updateEntries`,
      'and enter your email address with this code. Keep it private: anyone with it can change your entries.',
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
