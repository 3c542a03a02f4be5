import { describe, expect, it } from 'vitest';
import type { ResultsIndexEvent } from '../../../shared/results';
import { countEvents, groupResultsIndex } from './results-index-model';

const couple = (number: number, leadName: string, followName: string, affiliation: string) => ({
  entryId: `entry-${number}`,
  number,
  leadName,
  followName,
  affiliation,
  result: '1st',
});

const event = (
  eventId: string,
  style: string,
  level: string,
  couples: ResultsIndexEvent['couples'] = [],
): ResultsIndexEvent => ({
  eventId,
  name: `${level} ${style} ${eventId}`,
  style,
  level,
  dances: ['Waltz'],
  postedRounds: [{ roundNumber: 1, roundName: 'Final' }],
  finished: true,
  couples,
});

const shape = (events: ResultsIndexEvent[], query = '') =>
  groupResultsIndex(events, query).map((style) => [
    style.style,
    style.levels.map((level) => [level.level, level.events.map((item) => item.event.eventId)]),
  ]);

describe('groupResultsIndex', () => {
  it('groups by style then level in the spec’s order, keeping the server’s order inside a level', () => {
    const events = [
      event('a', 'Latin', 'Gold'),
      event('b', 'Standard', 'Silver'),
      event('c', 'Standard', 'Bronze'),
      event('d', 'Latin', 'Newcomer'),
      event('e', 'Standard', 'Bronze'),
      event('f', 'Country', 'Bronze'),
    ];
    expect(shape(events)).toEqual([
      [
        'Standard',
        [
          ['Bronze', ['c', 'e']],
          ['Silver', ['b']],
        ],
      ],
      [
        'Latin',
        [
          ['Newcomer', ['d']],
          ['Gold', ['a']],
        ],
      ],
      ['Country', [['Bronze', ['f']]]],
    ]);
  });

  it('without a search lists every event and no couples', () => {
    const groups = groupResultsIndex(
      [event('a', 'Latin', 'Gold', [couple(1, 'A', 'B', 'C')])],
      ' ',
    );
    expect(groups[0]?.levels[0]?.events[0]?.matches).toEqual([]);
    expect(countEvents(groups)).toBe(1);
  });

  it('with a search keeps the events holding a matching couple, with those couples', () => {
    const events = [
      event('a', 'Standard', 'Gold', [
        couple(120, 'José García', 'Ana Ruiz', 'MIT'),
        couple(31, 'Li Wei', 'Mia Chen', 'Harvard'),
      ]),
      event('b', 'Latin', 'Gold', [couple(312, 'Tom Hall', 'Eve Park', 'Yale')]),
    ];
    const numbersFound = (query: string) =>
      groupResultsIndex(events, query).flatMap((style) =>
        style.levels.flatMap((level) =>
          level.events.flatMap((item) => item.matches.map((found) => found.number)),
        ),
      );
    expect(numbersFound('12')).toEqual([120]);
    expect(numbersFound('jose')).toEqual([120]);
    expect(numbersFound('chen')).toEqual([31]);
    expect(numbersFound('yale')).toEqual([312]);
    expect(numbersFound('Oxford')).toEqual([]);
    expect(shape(events, 'harvard')).toEqual([['Standard', [['Gold', ['a']]]]]);
  });
});
