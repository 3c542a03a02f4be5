import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AttemptLog,
  EMAIL_LINKS_PER_WINDOW,
  FREE_PASSWORD_FAILURES,
  MAX_KEYS,
  MAX_PASSWORD_WAIT_SECONDS,
  SignInLimits,
  passwordWaitSeconds,
} from './sign-in-limits';

const EMAIL = 'organizer@example.test';

/** Fails `count` passwords for EMAIL, each as soon as the backoff allows; returns the time after. */
function failPasswords(limits: SignInLimits, count: number, start = 0): number {
  let now = start;
  for (let i = 0; i < count; i += 1) {
    now += (limits.passwordRefusal(EMAIL, now)?.retryAfterSeconds ?? 0) * 1000;
    limits.passwordFailed(EMAIL, now);
  }
  return now;
}

describe('passwordWaitSeconds', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 15],
    [6, 30],
    [9, 240],
    [10, 300],
    [50, 300],
  ])('after %s failures, %s seconds', (failures, seconds) => {
    expect(passwordWaitSeconds(failures)).toBe(seconds);
  });

  it('never shrinks as failures grow, and never exceeds five minutes', () => {
    fc.assert(
      fc.property(fc.nat(1000), (failures) => {
        const wait = passwordWaitSeconds(failures);
        expect(wait).toBeLessThanOrEqual(MAX_PASSWORD_WAIT_SECONDS);
        expect(passwordWaitSeconds(failures + 1)).toBeGreaterThanOrEqual(wait);
      }),
    );
  });
});

describe('SignInLimits: passwords', () => {
  it('answers the first failures normally, then asks to wait, in words', () => {
    const limits = new SignInLimits();
    const now = failPasswords(limits, FREE_PASSWORD_FAILURES - 1);
    expect(limits.passwordRefusal(EMAIL, now)).toBeNull();
    limits.passwordFailed(EMAIL, now);
    expect(limits.passwordRefusal(EMAIL, now)).toEqual({
      retryAfterSeconds: 15,
      message:
        'Too many failed sign-ins for this account. Try again in 15 seconds, or ask for an email link.',
    });
    expect(limits.passwordRefusal(EMAIL, now + 10_000)?.retryAfterSeconds).toBe(5);
    expect(limits.passwordRefusal(EMAIL, now + 15_000)).toBeNull();
    expect(limits.passwordRefusal('someone.else@example.test', now)).toBeNull();
  });

  it('keeps a persistent guesser to one try per five minutes, and says so', () => {
    const limits = new SignInLimits();
    const now = failPasswords(limits, 30);
    expect(limits.passwordRefusal(EMAIL, now)?.message).toMatch(/Try again in 5 minutes/);
  });

  it('forgets failures after a quiet quarter of an hour, and on a right password', () => {
    const limits = new SignInLimits();
    let now = failPasswords(limits, 8);
    now += 15 * 60_000 + 1;
    limits.passwordFailed(EMAIL, now);
    expect(limits.passwordRefusal(EMAIL, now)).toBeNull();

    now = failPasswords(limits, 8, now);
    limits.passwordAccepted(EMAIL);
    limits.passwordFailed(EMAIL, now);
    expect(limits.passwordRefusal(EMAIL, now)).toBeNull();
  });
});

describe('SignInLimits: many made-up addresses', () => {
  it('never forgets an account that is in backoff', () => {
    const limits = new SignInLimits();
    const now = failPasswords(limits, FREE_PASSWORD_FAILURES + 2);
    for (let i = 0; i < 2 * MAX_KEYS; i += 1)
      limits.passwordFailed(`made-up-${i}@example.test`, now);
    expect(limits.passwordRefusal(EMAIL, now)?.retryAfterSeconds).toBe(60);
  });
});

describe('AttemptLog', () => {
  it('stays bounded by dropping the oldest keys, but never one it must keep', () => {
    const log = new AttemptLog(
      () => false,
      (attempts) => attempts.count >= 2,
    );
    log.add('kept', 0);
    log.add('kept', 0);
    for (let i = 0; i < 2 * MAX_KEYS; i += 1) log.add(`key-${i}`, i);
    expect(log.size).toBe(MAX_KEYS);
    expect(log.get('kept', 0)?.count).toBe(2);
    expect(log.get('key-0', 0)).toBeUndefined();
    expect(log.get(`key-${2 * MAX_KEYS - 1}`, 0)?.count).toBe(1);
  });
});

describe('SignInLimits: email links', () => {
  it('sends a few links to one address per ten minutes, whoever asks', () => {
    const limits = new SignInLimits();
    for (let i = 0; i < EMAIL_LINKS_PER_WINDOW; i += 1) {
      expect(limits.emailLinkRefusal(EMAIL, i * 1000)).toBeNull();
    }
    const refused = limits.emailLinkRefusal(EMAIL, 60_000);
    expect(refused?.retryAfterSeconds).toBe(540);
    expect(refused?.message).toMatch(/Try again in 9 minutes/);
    expect(limits.emailLinkRefusal('colleague@example.test', 60_000)).toBeNull();
    expect(limits.emailLinkRefusal(EMAIL, 10 * 60_000)).toBeNull();
  });
});
