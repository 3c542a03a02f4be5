import { describe, expect, it } from 'vitest';
import { round } from './fixtures/schedule-table';
import { assignStartTimes, roundDurationSeconds } from './schedule-times';
import type { ScheduledRound } from './schedule-model';

const dances: Record<string, number> = { Waltz: 1, 'Smooth 3': 3, Awards: 1 };
const dancesPerRound = (r: ScheduledRound) => dances[r.eventName] ?? 1;

describe('roundDurationSeconds', () => {
  it.each([
    [1, 1, 90],
    [2, 1, 210],
    [1, 3, 330],
    [3, 3, 1050],
    [0, 2, 210],
    [2, 0, 0],
  ])('%d heat(s) of %d dance(s) take %d s', (heats, count, seconds) => {
    expect(
      roundDurationSeconds(heats, count, { secondsPerDance: 90, secondsPerHeatChange: 30 }),
    ).toBe(seconds);
  });
});

describe('assignStartTimes', () => {
  const schedule = [
    round('Waltz', 2, 0, [], { numHeats: 2 }),
    round('Smooth 3', 1, 1, []),
    round('Waltz', 1, 2, [], { roundState: 'Skipped' }),
    round('Awards', 1, 3, []),
    round('Waltz', 1, 4, []),
  ];

  it('runs rounds back to back with a round change between, skipping Skipped rounds', () => {
    const result = assignStartTimes(schedule, {
      start: '2026-03-14T09:00:00Z',
      dancesPerRound,
      fixedSeconds: (r) => (r.eventName === 'Awards' ? 600 : undefined),
    });
    expect(result.ok && result.value.map((time, i) => `${time} ${schedule[i]?.eventName}`))
      .toMatchInlineSnapshot(`
        [
          "2026-03-14T09:00:00.000Z Waltz",
          "2026-03-14T09:04:30.000Z Smooth 3",
          "2026-03-14T09:11:00.000Z Waltz",
          "2026-03-14T09:11:00.000Z Awards",
          "2026-03-14T09:22:00.000Z Waltz",
        ]
      `);
  });

  it('takes the timings it is given and a Date as the start', () => {
    const result = assignStartTimes(schedule.slice(0, 2), {
      start: new Date('2026-03-14T09:00:00Z'),
      dancesPerRound,
      secondsPerDance: 60,
      secondsPerHeatChange: 0,
      secondsPerRoundChange: 0,
    });
    expect(result).toEqual({
      ok: true,
      value: ['2026-03-14T09:00:00.000Z', '2026-03-14T09:02:00.000Z'],
    });
  });

  it('plans nothing for no rounds, and refuses a start that is not a date', () => {
    expect(assignStartTimes([], { start: '2026-03-14T09:00:00Z', dancesPerRound })).toEqual({
      ok: true,
      value: [],
    });
    expect(assignStartTimes(schedule, { start: 'tomorrow', dancesPerRound })).toEqual({
      ok: false,
      code: 'invalid-start-time',
      message: 'The start time "tomorrow" is not a date.',
    });
    expect(
      assignStartTimes(schedule, { start: '+275760-09-13T00:00:00Z', dancesPerRound }),
    ).toMatchObject({ ok: false, code: 'time-out-of-range' });
  });
});
