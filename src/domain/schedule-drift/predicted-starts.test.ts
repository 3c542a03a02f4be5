import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUND_STATES } from '../competition/enumerations';
import type { RoundState } from '../competition/enumerations';
import { clockTime } from './clock';
import type { DriftRound } from './predicted-starts';
import { predictStarts } from './predicted-starts';

const at = (time: string) => `2027-03-06T${time}:00.000Z`;
const round = (
  plannedStart: string | null,
  state: RoundState = 'Initialized',
  actualStart: string | null = null,
): DriftRound => ({
  plannedStart: plannedStart && at(plannedStart),
  state,
  actualStart: actualStart && at(actualStart),
});
const clocks = (rounds: readonly DriftRound[], now: string) =>
  predictStarts(rounds, at(now)).rounds.map((p) => `${p.status} ${clockTime(p.predictedStart)}`);

describe('predicted start times', () => {
  it('moves the rounds to come by how late the most recent round started', () => {
    const day = [
      round('10:00', 'Posted', '10:03'),
      round('10:20', 'Running', '10:32'),
      round('10:40'),
      round('11:00'),
      round(null),
      round('11:20', 'Skipped'),
      round('11:40'),
    ];
    expect(predictStarts(day, at('10:35')).minutesLate).toBe(12);
    expect(clocks(day, '10:35')).toMatchInlineSnapshot(`
      [
        "started 10:03",
        "started 10:32",
        "to-come 10:52",
        "to-come 11:12",
        "to-come null",
        "skipped null",
        "to-come 11:52",
      ]
    `);
  });

  it('never expects a round before now, nor before a round ahead of it', () => {
    // Nothing started late, but it is 10:50 and the 10:40 round has not begun.
    const day = [round('10:00', 'Posted', '10:00'), round('10:40'), round('10:45'), round('11:30')];
    expect(clocks(day, '10:50')).toEqual([
      'started 10:00',
      'to-come 10:50',
      'to-come 10:50',
      'to-come 11:30',
    ]);
  });

  it('does not make the day early when a round started ahead of its plan', () => {
    const day = [round('10:00', 'Running', '09:50'), round('10:30')];
    expect(predictStarts(day, at('09:55')).minutesLate).toBe(0);
    expect(clocks(day, '09:55')).toEqual(['started 09:50', 'to-come 10:30']);
  });

  it('keeps the planned times on a day running on time', () => {
    expect(clocks([round('10:00'), round('10:30')], '09:00')).toEqual([
      'to-come 10:00',
      'to-come 10:30',
    ]);
  });
});

// --- Properties --------------------------------------------------------------

const DAY = Date.UTC(2027, 2, 6);
const minuteOfDay = fc.integer({ min: 6 * 60, max: 22 * 60 });
const iso = (minute: number) => new Date(DAY + minute * 60_000).toISOString();
const driftRound = fc.record({
  plannedStart: fc.option(minuteOfDay.map(iso), { nil: null }),
  actualStart: fc.option(minuteOfDay.map(iso), { nil: null }),
  state: fc.constantFrom(...ROUND_STATES),
});
const day = fc.array(driftRound, { maxLength: 12 });
const now = minuteOfDay.map(iso);
const isToCome = (r: DriftRound) => r.state === 'Initialized' || r.state === 'Empty';

describe('predicted start times (properties)', () => {
  it('never go back in time: rounds to come are in order and not before now', () => {
    fc.assert(
      fc.property(day, now, (rounds, at) => {
        const times = predictStarts(rounds, at)
          .rounds.filter((p) => p.status === 'to-come')
          .flatMap((p) => (p.predictedStart === null ? [] : [Date.parse(p.predictedStart)]));
        for (const [i, time] of times.entries()) {
          expect(time).toBeGreaterThanOrEqual(Date.parse(at));
          if (i > 0) expect(time).toBeGreaterThanOrEqual(times[i - 1] ?? 0);
        }
      }),
    );
  });

  it('give a started round its actual start', () => {
    fc.assert(
      fc.property(day, now, (rounds, at) => {
        const predictions = predictStarts(rounds, at).rounds;
        rounds.forEach((r, i) => {
          if (r.state !== 'Skipped' && !isToCome(r) && r.actualStart !== null) {
            expect(predictions[i]).toEqual({ status: 'started', predictedStart: r.actualStart });
          }
        });
      }),
    );
  });

  it('keep the planned times when every start was on time and the plan is ahead of now', () => {
    const onTimeDay = fc
      .array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 10 })
      .chain((gaps) => {
        const plans = gaps.reduce<number[]>(
          (all, gap) => [...all, (all.at(-1) ?? 8 * 60) + gap],
          [],
        );
        return fc.tuple(fc.constant(plans), fc.integer({ min: 0, max: plans.length }));
      });
    fc.assert(
      fc.property(onTimeDay, ([plans, started]) => {
        const rounds: DriftRound[] = plans.map((minute, i) => ({
          plannedStart: iso(minute),
          actualStart: i < started ? iso(minute) : null,
          state: i < started ? 'Posted' : 'Initialized',
        }));
        // Now is the last start (or before the day), so no round to come is overdue.
        const at = iso(started > 0 ? (plans[started - 1] ?? 0) : 7 * 60);
        const drift = predictStarts(rounds, at);
        expect(drift.minutesLate).toBe(0);
        expect(drift.rounds.map((p) => p.predictedStart)).toEqual(
          rounds.map((r) => r.plannedStart),
        );
      }),
    );
  });

  it("leave the next day's rounds at their planned times, however late the day before ran", () => {
    const NEXT_DAY = 24 * 60;
    const lateStart = fc.record({
      planned: fc.integer({ min: 8 * 60, max: 20 * 60 }),
      late: fc.integer({ min: 1, max: 180 }),
    });
    // The next day's plans, in schedule order.
    const nextDay = fc
      .array(minuteOfDay, { minLength: 1, maxLength: 8 })
      .map((minutes) => minutes.sort((a, b) => a - b).map((minute) => NEXT_DAY + minute));
    fc.assert(
      fc.property(lateStart, nextDay, ({ planned, late }, plans) => {
        const rounds: DriftRound[] = [
          { plannedStart: iso(planned), actualStart: iso(planned + late), state: 'Running' },
          ...plans.map((minute): DriftRound => ({
            plannedStart: iso(minute),
            actualStart: null,
            state: 'Initialized',
          })),
        ];
        // Still the first day, just after the late start.
        const predictions = predictStarts(rounds, iso(planned + late)).rounds.slice(1);
        expect(predictions.map((p) => p.predictedStart)).toEqual(plans.map(iso));
      }),
    );
  });

  it('says the next morning runs on time until something starts late that day', () => {
    const yesterday = round('18:00', 'Posted', '18:40');
    const nextMorning = '2027-03-07T08:30:00.000Z';
    expect(predictStarts([yesterday], at('19:00')).minutesLate).toBe(40);
    expect(predictStarts([yesterday], nextMorning).minutesLate).toBe(0);
  });

  it('never run early: how late the day runs is never negative', () => {
    fc.assert(
      fc.property(day, now, (rounds, at) => {
        expect(predictStarts(rounds, at).minutesLate).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
