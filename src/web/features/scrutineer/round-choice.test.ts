import { describe, expect, it } from 'vitest';
import type { RoundState } from '../../../domain/competition/enumerations';
import type { ScheduleRound } from '../../../shared/schedule';
import { chosenRound, groupRoundsByState, parseRoundParam, roundParam } from './round-choice';

const round = (eventId: string, roundNumber: number, roundState: RoundState): ScheduleRound => ({
  eventId,
  eventName: eventId,
  style: 'Standard',
  level: 'Bronze',
  roundNumber,
  roundId: `${eventId}-R${roundNumber}`,
  roundName: `Round ${roundNumber}`,
  roundState,
  scheduleIndex: 0,
  recallSize: 6,
  numHeats: 1,
  entryCount: 8,
  plannedStart: null,
  actualStart: null,
});

const day = [
  round('a', 2, 'Posted'),
  round('a', 1, 'Initialized'),
  round('b', 3, 'Marked'),
  round('b', 2, 'Empty'),
  round('c', 2, 'Skipped'),
  round('c', 1, 'Running'),
  round('d', 1, 'Running'),
];

describe('rounds for the scrutineer', () => {
  it('puts running rounds first, then marked, upcoming and posted, in schedule order', () => {
    expect(
      groupRoundsByState(day).map((group) => [
        group.title,
        group.rounds.map((r) => `${r.eventId}${r.roundNumber}`),
      ]),
    ).toEqual([
      ['Running', ['c1', 'd1']],
      ['Marked, ready to post', ['b3']],
      ['Upcoming', ['a1']],
      ['Posted', ['a2']],
    ]);
  });

  it('shows the round the link names, else the first round that needs the scrutineer', () => {
    expect(chosenRound(day, { eventId: 'a', roundNumber: 2 })?.roundState).toBe('Posted');
    expect(chosenRound(day, { eventId: 'zz', roundNumber: 1 })?.eventId).toBe('c');
    expect(chosenRound(day, undefined)?.eventId).toBe('c');
    expect(chosenRound([round('a', 1, 'Initialized')], undefined)).toBeUndefined();
  });

  it('names a round in the URL as event:round, event ids with colons included', () => {
    expect(parseRoundParam(roundParam({ eventId: 'x:y', roundNumber: 3 }))).toEqual({
      eventId: 'x:y',
      roundNumber: 3,
    });
    for (const bad of [null, '', 'ev', ':2', 'ev:0', 'ev:1.5', 'ev:two']) {
      expect(parseRoundParam(bad)).toBeUndefined();
    }
  });
});
