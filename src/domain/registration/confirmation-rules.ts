/**
 * When a registration waits for a dancer on file to confirm it (decision 022),
 * how long the emailed link works, how many such mails one dancer may be sent,
 * and what state a confirmation is in. A public registration names dancers by
 * name and email only, which anyone may know; a dancer whose record predates it
 * is entered only once they confirm from their own inbox.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a confirmation link works at most (it also ends when registration closes). */
export const CONFIRMATION_LINK_DAYS = 7;

/** Confirmation mails one dancer may be sent in any 24 hours, across every sender. */
export const CONFIRMATION_MAILS_PER_DAY = 3;

/**
 * Whether a dancer must confirm before being entered: only one whose record
 * existed before, named by someone the server cannot trust (a public
 * registration). Organizers adding a couple vouch for the dancers themselves.
 */
export function mustConfirm(existed: boolean, trusted: boolean): boolean {
  return existed && !trusted;
}

/**
 * When a confirmation link asked for at `now` stops working: after
 * CONFIRMATION_LINK_DAYS, or when the closing day begins if that is earlier
 * (registration is closed on the closing day itself, see phase.ts).
 */
export function confirmationExpiry(now: Date, closingDate: string | null): Date {
  const week = new Date(now.getTime() + CONFIRMATION_LINK_DAYS * DAY_MS);
  if (closingDate === null) return week;
  const closing = new Date(`${closingDate}T00:00:00.000Z`);
  return closing < week ? closing : week;
}

/**
 * Whether one more mail may go to a dancer who was sent mails at `sentAt`:
 * null if fewer than `limit` fall in the 24 hours before `now`, else the whole
 * seconds until enough of them are older than a day (at least 1).
 */
export function dailyLimitWaitSeconds(
  sentAt: readonly Date[],
  now: Date,
  limit = CONFIRMATION_MAILS_PER_DAY,
): number | null {
  const recent = sentAt
    .map((time) => time.getTime())
    .filter((time) => time > now.getTime() - DAY_MS && time <= now.getTime())
    .sort((a, b) => a - b);
  if (recent.length < limit) return null;
  // Once this many of the oldest have aged out, fewer than `limit` remain.
  const freeAt = (recent[recent.length - limit] ?? now.getTime()) + DAY_MS;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

export type ConfirmationState = 'open' | 'accepted' | 'declined' | 'expired';

export type ConfirmationAnswer = {
  /** Null until answered. */
  answeredAt: string | null;
  /** Null until answered. */
  accepted: boolean | null;
  expiresAt: string;
};

/** An answer stands whatever the time; an unanswered link is expired from its expiry on. */
export function confirmationState(confirmation: ConfirmationAnswer, now: Date): ConfirmationState {
  if (confirmation.answeredAt !== null) return confirmation.accepted ? 'accepted' : 'declined';
  return now.getTime() >= new Date(confirmation.expiresAt).getTime() ? 'expired' : 'open';
}
