import { describe, expect, it } from 'vitest';
import type { CompetitorEntryRounds, CompetitorRound } from '../../../shared/live-rounds';
import type { ScheduleRound } from '../../../shared/schedule';
import { predictSchedule } from '../../lib/schedule-predictions';
import { nextHeatLine } from './next-heat';

const at = (time: string) => `2027-03-06T${time}:00.000Z`;
/** The real instant this machine's clock shows as `time` (actual starts are real instants). */
const realInstant = (time: string) =>
  new Date(Date.parse(at(time)) + new Date(at(time)).getTimezoneOffset() * 60_000).toISOString();

const scheduled = (
  eventId: string,
  roundNumber: number,
  planned: string,
  roundState: ScheduleRound['roundState'] = 'Initialized',
  actual: string | null = null,
): ScheduleRound => ({
  eventId,
  eventName: eventId,
  style: 'Standard',
  level: 'Bronze',
  roundNumber,
  roundId: `${eventId}-R${roundNumber}`,
  roundName: roundNumber === 1 ? 'Final' : 'Quarter-Final',
  roundState,
  scheduleIndex: 0,
  recallSize: 6,
  numHeats: 2,
  entryCount: 12,
  plannedStart: at(planned),
  actualStart: actual === null ? null : realInstant(actual),
});

const entry = (eventName: string, rounds: CompetitorRound[]): CompetitorEntryRounds => ({
  entryId: `entry-${eventName}`,
  eventId: 'bronze',
  eventName,
  number: 12,
  rounds,
  result: null,
});
const round = (
  roundNumber: number,
  scheduleIndex: number,
  state: CompetitorRound['state'],
  heat: number | null,
): CompetitorRound => ({
  roundNumber,
  roundName: roundNumber === 1 ? 'Final' : 'Quarter-Final',
  state,
  scheduleIndex,
  heat,
  plannedStart: null,
  actualStart: null,
});

describe('the next heat line', () => {
  it('times the first round to come by the predictions over the whole day', () => {
    // Another event's round started 12 minutes late, so the quarter-final moves too.
    const schedule = [
      { ...scheduled('other', 1, '13:30', 'Running', '13:42'), scheduleIndex: 0 },
      { ...scheduled('bronze', 2, '14:10'), scheduleIndex: 1 },
      { ...scheduled('bronze', 1, '15:00'), scheduleIndex: 2 },
    ];
    const predicted = predictSchedule(schedule, at('13:57')).rounds;
    const rounds = [round(1, 2, 'Initialized', null), round(2, 1, 'Initialized', 2)];
    expect(nextHeatLine([entry('Adult Bronze Standard', rounds)], predicted, at('13:57'))).toBe(
      'Your next heat: Adult Bronze Standard Quarter-Final, heat 2, in about 25 minutes (planned 14:10, running 12 minutes late)',
    );
  });

  it('says now for a round on the floor, and nothing once every round is danced', () => {
    const predicted = predictSchedule(
      [scheduled('bronze', 1, '15:00', 'Running', '15:02')],
      at('15:05'),
    ).rounds;
    expect(
      nextHeatLine([entry('Bronze', [round(1, 0, 'Running', 1)])], predicted, at('15:05')),
    ).toBe('Your next heat: Bronze Final, heat 1, now');
    expect(
      nextHeatLine([entry('Bronze', [round(1, 0, 'Posted', 1)])], predicted, at('15:05')),
    ).toBeNull();
  });

  it('names the round and heat without a time when no prediction is given (live schedule hidden)', () => {
    const rounds = [round(2, 1, 'Initialized', 2)];
    expect(nextHeatLine([entry('Adult Bronze Standard', rounds)], [], at('13:57'))).toBe(
      'Your next heat: Adult Bronze Standard Quarter-Final, heat 2',
    );
  });
});
