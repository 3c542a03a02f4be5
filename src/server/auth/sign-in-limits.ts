import { waitInWords } from '../../shared/wait-in-words';

/**
 * Limits per account (email address), beside better-auth's per-address ones:
 * password guessing is spread over many addresses, and one venue network
 * address is shared by all the staff. Kept in this process's memory, like
 * better-auth's own limits.
 */

/** Failed passwords for one account answered normally before the backoff starts. */
export const FREE_PASSWORD_FAILURES = 5;
const FIRST_WAIT_SECONDS = 15;
/** A stranger can keep an account's password sign-in waiting at most this long; email links still work. */
export const MAX_PASSWORD_WAIT_SECONDS = 5 * 60;

/** Email links sent to one address per window, whatever network asks. */
export const EMAIL_LINKS_PER_WINDOW = 3;
const EMAIL_LINK_WINDOW_MS = 10 * 60_000;

/** Keys kept at most: spraying made-up addresses cannot grow memory without bound. */
export const MAX_KEYS = 10_000;
/**
 * Keys kept at most counting those that must stay (accounts in backoff). Only
 * past this many are they dropped too: half a million failed passwords within
 * 15 minutes, which the per-address limits make slow.
 */
const MAX_KEYS_WITH_KEPT = 100_000;

/**
 * How long to wait after `failures` failed passwords in a row: nothing for the
 * first few, then 15 seconds doubling up to 5 minutes.
 */
export function passwordWaitSeconds(failures: number): number {
  return backoffSeconds(failures, FREE_PASSWORD_FAILURES);
}

/**
 * The wait after `failures` failures in a row when the first `free` cost
 * nothing: then 15 seconds, doubling up to 5 minutes.
 */
export function backoffSeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_PASSWORD_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - free));
}

/** Forget a key's failures after this long without one. */
export const FORGET_FAILURES_AFTER_MS = 15 * 60_000;

export type Attempts = { count: number; first: number; last: number };

/**
 * Attempts per key, forgotten once stale; the oldest go first when too many
 * keys are kept, except those `mustKeep` names: spraying made-up addresses
 * must not push out the record that holds an account in backoff.
 */
export class AttemptLog {
  readonly #entries = new Map<string, Attempts>();

  constructor(
    private readonly isStale: (attempts: Attempts, now: number) => boolean,
    private readonly mustKeep: (attempts: Attempts) => boolean = () => false,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: string, now: number): Attempts | undefined {
    const attempts = this.#entries.get(key);
    if (attempts && this.isStale(attempts, now)) {
      this.#entries.delete(key);
      return undefined;
    }
    return attempts;
  }

  add(key: string, now: number): void {
    const before = this.get(key, now);
    this.#entries.delete(key);
    this.#entries.set(key, {
      count: (before?.count ?? 0) + 1,
      first: before?.first ?? now,
      last: now,
    });
    this.#evict(key, now);
  }

  /** Drops stale keys and then the oldest, sparing the key just counted and those to keep. */
  #evict(added: string, now: number): void {
    for (const [key, attempts] of this.#entries) {
      if (this.#entries.size <= MAX_KEYS) return;
      const spare = key === added || (this.mustKeep(attempts) && !this.isStale(attempts, now));
      if (!spare) this.#entries.delete(key);
    }
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= MAX_KEYS_WITH_KEPT) return;
      this.#entries.delete(oldest);
    }
  }

  clear(key: string): void {
    this.#entries.delete(key);
  }
}

/** A refusal: how long to wait, and a message that says so. */
export type Refusal = { retryAfterSeconds: number; message: string };

export class SignInLimits {
  readonly #passwordFailures = new AttemptLog(
    (attempts, now) => now - attempts.last > FORGET_FAILURES_AFTER_MS,
    (attempts) => attempts.count >= FREE_PASSWORD_FAILURES,
  );
  readonly #emailLinks = new AttemptLog(
    (attempts, now) => now - attempts.first >= EMAIL_LINK_WINDOW_MS,
  );

  /** Whether a password sign-in for `email` must wait; asked before the password is checked. */
  passwordRefusal(email: string, now: number): Refusal | null {
    const failures = this.#passwordFailures.get(email, now);
    if (!failures) return null;
    const waitMs = passwordWaitSeconds(failures.count) * 1000 - (now - failures.last);
    if (waitMs <= 0) return null;
    const retryAfterSeconds = Math.ceil(waitMs / 1000);
    return {
      retryAfterSeconds,
      message: `Too many failed sign-ins for this account. Try again in ${waitInWords(retryAfterSeconds)}, or ask for an email link.`,
    };
  }

  passwordFailed(email: string, now: number): void {
    this.#passwordFailures.add(email, now);
  }

  passwordAccepted(email: string): void {
    this.#passwordFailures.clear(email);
  }

  /** Counts an email-link request for `email`, or says how long to wait when there were enough. */
  emailLinkRefusal(email: string, now: number): Refusal | null {
    const sent = this.#emailLinks.get(email, now);
    if (sent && sent.count >= EMAIL_LINKS_PER_WINDOW) {
      const retryAfterSeconds = Math.ceil((sent.first + EMAIL_LINK_WINDOW_MS - now) / 1000);
      return {
        retryAfterSeconds,
        message: `Enough sign-in links were sent to this address. Try again in ${waitInWords(retryAfterSeconds)}, or use the newest link.`,
      };
    }
    this.#emailLinks.add(email, now);
    return null;
  }
}
