import type { Attempts } from './sign-in-limits';
import { AttemptLog, FORGET_FAILURES_AFTER_MS, backoffSeconds } from './sign-in-limits';

/** Wrong codes for one judge answered normally before the backoff starts. */
export const FREE_FAILURES_PER_JUDGE = 5;
/**
 * Wrong codes from one network address before the backoff starts: a venue's
 * judges share one address and each may mistype a few times, while a guesser
 * spreading attempts over every judge is still slowed down.
 */
export const FREE_FAILURES_PER_ADDRESS = 20;

const stale = (attempts: Attempts, now: number) => now - attempts.last > FORGET_FAILURES_AFTER_MS;

/**
 * Limits on guessing judges' 7-character codes, per judge and per address, in
 * this process's memory like the staff sign-in limits: a few free mistakes,
 * then a wait from 15 seconds doubling up to 5 minutes.
 */
export class JudgeCodeLimits {
  readonly #perJudge = new AttemptLog(stale);
  readonly #perAddress = new AttemptLog(stale);

  /** How many seconds this judge or this address must wait before trying another code (0: none). */
  waitSeconds(judgeId: string, address: string, now: number): number {
    const waitMs = Math.max(
      waitFor(this.#perJudge.get(judgeId, now), FREE_FAILURES_PER_JUDGE, now),
      waitFor(this.#perAddress.get(address, now), FREE_FAILURES_PER_ADDRESS, now),
    );
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  failed(judgeId: string, address: string, now: number): void {
    this.#perJudge.add(judgeId, now);
    this.#perAddress.add(address, now);
  }

  /** The judge's own mistakes are forgotten; the address's count stays, as others may share it. */
  accepted(judgeId: string): void {
    this.#perJudge.clear(judgeId);
  }
}

function waitFor(attempts: Attempts | undefined, free: number, now: number): number {
  if (!attempts) return 0;
  return backoffSeconds(attempts.count, free) * 1000 - (now - attempts.last);
}
