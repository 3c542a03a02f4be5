/**
 * When a registration waits for a dancer on file to confirm it (decision 022),
 * how long the emailed link works, how many such mails one dancer may be sent,
 * and what state a confirmation is in. A public registration names dancers by
 * name and email only, which anyone may know; a dancer whose record predates it
 * is entered only once they confirm from their own inbox.
 */

import { quoteFeesByPhase } from './fees';
import type { FeeQuote, FeeSchedule } from './fees';
import { registrationPhase } from './phase';
import type { Deadlines } from './phase';

/** One day in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

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

/**
 * How a registration shows one of its dancers to whoever holds its code:
 * `awaiting` (only the name and email it typed) while a dancer on file has
 * not confirmed; `without contact` (no email nor age category) for a dancer
 * whose record predates the registration, unless they are the one looking;
 * else `in full`. A record predates the registration when it is strictly
 * older (a dancer the registration creates has its very instant), so a code
 * never opens what was stored before its holder typed it: not for an
 * organizer-added couple, nor for one registered before confirmations existed.
 */
export type DancerShown = 'awaiting' | 'without contact' | 'in full';

export function dancerShown(dancer: {
  /** The confirmation asked of the dancer by this registration, if any. */
  confirmation: { accepted: boolean } | undefined;
  createdAt: Date;
  registeredAt: Date;
  isViewer: boolean;
}): DancerShown {
  if (dancer.confirmation && !dancer.confirmation.accepted) return 'awaiting';
  const onFile = dancer.confirmation !== undefined || dancer.createdAt < dancer.registeredAt;
  return onFile && !dancer.isViewer ? 'without contact' : 'in full';
}

/**
 * What entering a confirmed registration charges. The dancers it created (the
 * ones not asked to confirm) pay the competitor fee at the phase they were
 * created in, when the registration was asked, as invoices charge it; dancers
 * on file paid theirs before. The entries are made at `now`, so they are
 * charged at its phase.
 */
export function confirmedRegistrationFees(
  schedule: FeeSchedule,
  deadlines: Deadlines,
  dancers: readonly { askedToConfirm: boolean; createdAt: Date }[],
  entries: number,
  now: Date,
): FeeQuote {
  const created = dancers.filter((dancer) => !dancer.askedToConfirm);
  return quoteFeesByPhase(
    schedule,
    registrationPhase(now, deadlines),
    created.map((dancer) => registrationPhase(dancer.createdAt, deadlines)),
    entries,
  );
}
