import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_MAILS_PER_DAY,
  confirmationExpiry,
  confirmationState,
  confirmedRegistrationFees,
  dailyLimitWaitSeconds,
  dancerShown,
  mustConfirm,
} from './confirmation-rules';
import type { FeeSchedule } from './fees';

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

describe('mustConfirm', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('a dancer on file: %s, named by an organizer: %s → %s', (existed, trusted, expected) => {
    expect(mustConfirm(existed, trusted)).toBe(expected);
  });
});

describe('confirmationExpiry', () => {
  const now = at('2026-03-10T15:30:00.000Z');

  it('gives a week when registration stays open longer, or has no closing date', () => {
    expect(confirmationExpiry(now, null).toISOString()).toBe('2026-03-17T15:30:00.000Z');
    expect(confirmationExpiry(now, '2026-04-01').toISOString()).toBe('2026-03-17T15:30:00.000Z');
  });

  it('ends when the closing day begins if that is sooner', () => {
    expect(confirmationExpiry(now, '2026-03-12').toISOString()).toBe('2026-03-12T00:00:00.000Z');
  });

  it('is never later than a week, nor later than the closing day', () => {
    const day = fc
      .date({ min: at('2020-01-01'), max: at('2030-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.date({ min: at('2020-01-01'), max: at('2030-01-01'), noInvalidDate: true }),
        fc.option(day, { nil: null }),
        (when, closing) => {
          const expiry = confirmationExpiry(when, closing).getTime();
          const week = when.getTime() + 7 * 24 * HOUR;
          if (expiry > week) return false;
          if (closing === null) return expiry === week;
          return expiry <= at(`${closing}T00:00:00Z`).getTime();
        },
      ),
    );
  });
});

describe('dailyLimitWaitSeconds', () => {
  const now = at('2026-03-10T12:00:00.000Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * HOUR);

  it('allows mails while fewer than three went out in the last 24 hours', () => {
    expect(dailyLimitWaitSeconds([], now)).toBeNull();
    expect(dailyLimitWaitSeconds([hoursAgo(1), hoursAgo(2)], now)).toBeNull();
    // Mails older than a day do not count.
    expect(dailyLimitWaitSeconds([hoursAgo(1), hoursAgo(2), hoursAgo(25)], now)).toBeNull();
  });

  it('at three, says how long until the oldest of them is a day old', () => {
    expect(dailyLimitWaitSeconds([hoursAgo(1), hoursAgo(20), hoursAgo(2)], now)).toBe(4 * 3600);
    // With more than three, enough must age out to leave two.
    expect(dailyLimitWaitSeconds([hoursAgo(23), hoursAgo(22), hoursAgo(3), hoursAgo(1)], now)).toBe(
      2 * 3600,
    );
    expect(dailyLimitWaitSeconds([now, now, now], now)).toBe(24 * 3600);
  });

  it('waits exactly until one more mail would be allowed', () => {
    const sent = fc.array(fc.integer({ min: 0, max: 48 * 3600 }), { maxLength: 8 });
    fc.assert(
      fc.property(sent, (secondsAgo) => {
        const times = secondsAgo.map((s) => new Date(now.getTime() - s * 1000));
        const wait = dailyLimitWaitSeconds(times, now);
        const inDay = secondsAgo.filter((s) => s < 24 * 3600).length;
        if (wait === null) return inDay < CONFIRMATION_MAILS_PER_DAY;
        const later = new Date(now.getTime() + wait * 1000);
        const before = new Date(now.getTime() + (wait - 1) * 1000);
        return (
          dailyLimitWaitSeconds(times, later) === null &&
          dailyLimitWaitSeconds(times, before) !== null
        );
      }),
    );
  });
});

describe('confirmationState', () => {
  const expiresAt = '2026-03-17T00:00:00.000Z';
  const before = at('2026-03-16T23:59:59.999Z');
  const after = at('2026-03-17T00:00:00.000Z');

  it('is open until the expiry, then expired', () => {
    const unanswered = { answeredAt: null, accepted: null, expiresAt };
    expect(confirmationState(unanswered, before)).toBe('open');
    expect(confirmationState(unanswered, after)).toBe('expired');
  });

  it('keeps an answer whatever the time', () => {
    const answeredAt = '2026-03-11T10:00:00.000Z';
    for (const when of [before, after]) {
      expect(confirmationState({ answeredAt, accepted: true, expiresAt }, when)).toBe('accepted');
      expect(confirmationState({ answeredAt, accepted: false, expiresAt }, when)).toBe('declined');
    }
  });
});

describe('dancerShown', () => {
  const registeredAt = at('2026-03-10T12:00:00.000Z');
  const before = at('2026-03-01T12:00:00.000Z');
  const shown = (
    confirmation: { accepted: boolean } | undefined,
    createdAt: Date,
    isViewer = false,
  ) => dancerShown({ confirmation, createdAt, registeredAt, isViewer });

  it('shows a dancer on file who has not confirmed only as typed, even to themselves', () => {
    expect(shown({ accepted: false }, before)).toBe('awaiting');
    expect(shown({ accepted: false }, before, true)).toBe('awaiting');
  });

  it('hides the email and age of a dancer on file from everyone but that dancer', () => {
    expect(shown({ accepted: true }, before)).toBe('without contact');
    // Added by an organizer, or registered before confirmations existed: no confirmation row.
    expect(shown(undefined, before)).toBe('without contact');
    expect(shown(undefined, before, true)).toBe('in full');
  });

  it('shows in full a dancer the registration created, at its very instant', () => {
    expect(shown(undefined, registeredAt)).toBe('in full');
  });
});

describe('confirmedRegistrationFees', () => {
  const schedule: FeeSchedule = {
    Pending: { perCompetitor: 0, perEntry: 0 },
    Early: { perCompetitor: 2000, perEntry: 800 },
    Normal: { perCompetitor: 2500, perEntry: 1000 },
    Late: { perCompetitor: 3500, perEntry: 1500 },
  };
  const deadlines = { early: '2026-03-01', open: '2026-03-15' };
  const early = at('2026-02-20T12:00:00.000Z');
  const late = at('2026-03-20T12:00:00.000Z');

  it('charges the dancers it created at the phase they were created in, entries at now', () => {
    const fees = confirmedRegistrationFees(
      schedule,
      deadlines,
      [
        { askedToConfirm: true, createdAt: early },
        { askedToConfirm: false, createdAt: early },
      ],
      2,
      late,
    );
    expect(fees).toEqual({
      phase: 'Late',
      lines: [
        { label: 'Competitor fee', quantity: 1, unitCents: 2000, totalCents: 2000 },
        { label: 'Entry fee', quantity: 2, unitCents: 1500, totalCents: 3000 },
      ],
      totalCents: 5000,
    });
  });

  it('charges no competitor fee to dancers asked to confirm', () => {
    const onFile = { askedToConfirm: true, createdAt: early };
    const fees = confirmedRegistrationFees(schedule, deadlines, [onFile, onFile], 0, late);
    expect(fees.totalCents).toBe(0);
  });
});
