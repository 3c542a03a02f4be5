import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latenessSentence, minutesLate, roundTiming, scheduleMinutesLate } from './timing';

const at = (time: string) => `2027-03-06T${time}:00.000Z`;

describe('round timing', () => {
  it('says planned and actual times and how late', () => {
    const now = at('10:57');
    expect([
      roundTiming({ plannedStart: at('10:30'), startedAt: at('10:42') }, now),
      roundTiming({ plannedStart: at('10:30'), startedAt: at('10:29') }, now),
      roundTiming({ plannedStart: at('10:45'), startedAt: null }, now),
      roundTiming({ plannedStart: at('10:56'), startedAt: null }, now),
      roundTiming({ plannedStart: at('11:15'), startedAt: null }, now),
      roundTiming({ plannedStart: null, startedAt: at('10:42') }, now),
      roundTiming({ plannedStart: null, startedAt: null }, now),
    ]).toMatchInlineSnapshot(`
      [
        "Planned 10:30, started 10:42: 12 minutes late.",
        "Planned 10:30, started 10:29: on time.",
        "Planned 10:45: running 12 minutes late.",
        "Planned 10:56: running 1 minute late.",
        "Planned 11:15.",
        "Started 10:42.",
        "No planned time.",
      ]
    `);
  });

  it('says how late the day runs: the later of the latest start and the next round overdue', () => {
    const running = { plannedStart: at('10:30'), startedAt: at('10:42') };
    const next = { plannedStart: at('10:50'), startedAt: null };
    expect([
      latenessSentence(scheduleMinutesLate([running], [next], at('10:45'))),
      latenessSentence(scheduleMinutesLate([running], [next], at('11:10'))),
      latenessSentence(scheduleMinutesLate([], [next], at('10:51'))),
      latenessSentence(scheduleMinutesLate([], [], at('10:51'))),
    ]).toMatchInlineSnapshot(`
      [
        "Running 12 minutes late.",
        "Running 20 minutes late.",
        "Running 1 minute late.",
        "On time.",
      ]
    `);
  });

  it('is never negative and never falls as time passes', () => {
    const time = fc
      .integer({ min: 0, max: 24 * 60 - 1 })
      .map((m) => new Date(Date.UTC(2027, 2, 6, 0, m)).toISOString());
    fc.assert(
      fc.property(time, fc.option(time, { nil: null }), time, time, (planned, started, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        const round = { plannedStart: planned, startedAt: started };
        expect(minutesLate(round, earlier)).toBeGreaterThanOrEqual(0);
        expect(minutesLate(round, later)).toBeGreaterThanOrEqual(minutesLate(round, earlier));
      }),
    );
  });
});
