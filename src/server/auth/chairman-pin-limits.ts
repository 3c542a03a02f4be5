import type { Attempts } from './sign-in-limits';
import { AttemptLog, FORGET_FAILURES_AFTER_MS, backoffSeconds } from './sign-in-limits';

/** Wrong PINs for one competition answered normally before the backoff starts. */
export const FREE_PIN_FAILURES = 5;

const stale = (attempts: Attempts, now: number) => now - attempts.last > FORGET_FAILURES_AFTER_MS;

/**
 * Limits on guessing the chairman's PIN, per competition (the PIN is the
 * competition's, whoever types it), in this process's memory like the judges'
 * code limits: a few free mistakes, then a wait from 15 seconds doubling up to
 * 5 minutes. A right PIN forgets the mistakes.
 *
 * Each attempt is counted as wrong the moment it is allowed, before the slow
 * hash: many guesses sent at once then meet the wait too, instead of all
 * passing the check while the first ones are still being hashed.
 */
export class ChairmanPinLimits {
  readonly #perCompetition = new AttemptLog(stale);

  /** How many seconds must pass before another PIN is tried for the competition (0: none). */
  waitSeconds(competitionId: string, now: number): number {
    const attempts = this.#perCompetition.get(competitionId, now);
    if (!attempts) return 0;
    const waitMs = backoffSeconds(attempts.count, FREE_PIN_FAILURES) * 1000 - (now - attempts.last);
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  /**
   * Asks to try a PIN now: the seconds to wait first, or 0 after counting the
   * attempt as a mistake until {@link accepted} says it was right.
   */
  attempt(competitionId: string, now: number): number {
    const wait = this.waitSeconds(competitionId, now);
    if (wait === 0) this.#perCompetition.add(competitionId, now);
    return wait;
  }

  accepted(competitionId: string): void {
    this.#perCompetition.clear(competitionId);
  }
}
