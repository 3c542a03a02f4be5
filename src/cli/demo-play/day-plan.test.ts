import { describe, expect, it } from 'vitest';
import type { ScheduleRound } from '../../shared/schedule';
import { nextPlay } from './day-plan';

const round = (over: Partial<ScheduleRound>): ScheduleRound => ({
  eventId: 'e1',
  eventName: 'Newcomer Waltz',
  style: 'Standard',
  level: 'Newcomer',
  roundNumber: 1,
  roundId: 'e1-1',
  roundName: 'Final',
  roundState: 'Initialized',
  scheduleIndex: 0,
  recallSize: 0,
  numHeats: 1,
  entryCount: 6,
  plannedStart: null,
  actualStart: null,
  ...over,
});
const event = (id: string, roundCount: number, entryCount = 8) => ({
  id,
  name: `Event ${id}`,
  roundCount,
  entryCount,
});

describe('nextPlay', () => {
  it('plays the first round of the schedule not posted or skipped, in schedule order', () => {
    const schedule = [
      round({ eventId: 'a', roundNumber: 2, roundState: 'Posted' }),
      round({ eventId: 'b', roundNumber: 1, roundState: 'Skipped' }),
      round({ eventId: 'a', roundNumber: 1 }),
      round({ eventId: 'c', roundNumber: 1 }),
    ];
    expect(nextPlay(schedule, [])).toEqual({ kind: 'round', round: schedule[2] });
  });

  it('continues a round already running rather than starting another', () => {
    const schedule = [
      round({ eventId: 'a', roundNumber: 1, roundState: 'Running' }),
      round({ eventId: 'b', roundNumber: 1 }),
    ];
    expect(nextPlay(schedule, [])).toMatchObject({
      round: { eventId: 'a', roundState: 'Running' },
    });
  });

  it("skips a round whose event's earlier round is still to come, and rounds with no couples", () => {
    const schedule = [
      round({ eventId: 'a', roundNumber: 1, entryCount: 0 }),
      round({ eventId: 'b', roundNumber: 1, roundState: 'Empty', entryCount: 0 }),
      round({ eventId: 'c', roundNumber: 1 }),
      round({ eventId: 'c', roundNumber: 2 }),
    ];
    expect(nextPlay(schedule, [])).toMatchObject({ round: { eventId: 'c', roundNumber: 2 } });
  });

  it('plans the next event without rounds once the schedule is played, in the events order', () => {
    const schedule = [round({ eventId: 'a', roundState: 'Posted' })];
    const events = [event('a', 1), event('empty', 0, 0), event('b', 0), event('c', 0)];
    expect(nextPlay(schedule, events)).toEqual({
      kind: 'generate',
      event: { id: 'b', name: 'Event b' },
    });
  });

  it('ends the day when every round is posted and every event has rounds', () => {
    expect(nextPlay([round({ roundState: 'Posted' })], [event('e1', 1)])).toEqual({
      kind: 'end',
      reason: 'every round of the day is posted',
    });
    expect(nextPlay([round({ roundState: 'Empty', entryCount: 0 })], [])).toMatchObject({
      kind: 'end',
      reason: expect.stringContaining('1 without couples'),
    });
  });
});
