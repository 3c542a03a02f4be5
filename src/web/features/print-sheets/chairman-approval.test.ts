import { describe, expect, it } from 'vitest';
import type { PrintEventResults, NumberedRoundLock } from '../../../shared/printing';
import { chairmanApproval } from './chairman-approval';

const lock = (roundNumber: number, lockedAt: string, lockedBy = 'Chair'): NumberedRoundLock => ({
  roundNumber,
  lockedBy,
  lockedAt,
});

const eventWith = (postedRounds: number[], locks: NumberedRoundLock[]): PrintEventResults => ({
  event: { eventId: 'e', name: 'Waltz', style: 'Smooth', level: 'Gold', dances: ['Waltz'] },
  judges: [],
  marksPublic: true,
  marksReleaseAt: null,
  rounds: postedRounds.map((roundNumber) => ({
    roundNumber,
    roundName: roundNumber === 1 ? 'Final' : `Round ${roundNumber}`,
    kind: roundNumber === 1 ? 'final' : 'recall',
    dances: ['Waltz'],
    postedAt: '2027-01-02T10:00:00.000Z',
    couples: [],
    recalled: [],
    placements: {},
    perDance: {},
    detail: null,
  })),
  locks,
});

describe('chairmanApproval', () => {
  it.each([
    ['no posted round', [], [], null],
    ['a posted round not locked', [2, 1], [lock(2, '2027-01-02T10:00:00Z')], null],
    [
      'every posted round locked: the last lock dates it',
      [2, 1],
      [lock(1, '2027-01-02T12:00:00Z', 'Ann'), lock(2, '2027-01-02T11:00:00Z', 'Bob')],
      lock(1, '2027-01-02T12:00:00Z', 'Ann'),
    ],
    [
      'a lock on a round not posted does not count',
      [2],
      [lock(2, '2027-01-02T10:00:00Z'), lock(1, '2027-01-02T13:00:00Z')],
      lock(2, '2027-01-02T10:00:00Z'),
    ],
  ] as const)('%s', (_, posted, locks, expected) => {
    expect(chairmanApproval(eventWith([...posted], [...locks]))).toEqual(expected);
  });
});
