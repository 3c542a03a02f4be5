import type { DanceSheet, RoundCouple, RoundJudging } from '../../../shared/judging';

/** A couple of the round for tests: entry `e<number>`. */
export const testCouple = (number: number, heat: number | null = 1): RoundCouple => ({
  entryId: `e${number}`,
  number,
  leadName: `Lead ${number}`,
  followName: `Follow ${number}`,
  affiliation: 'Uni',
  heat,
  checkedIn: true,
  absent: false,
  walkOn: false,
});

export const testSheet = (
  judgeId: string,
  dance: string,
  entries: string[],
  rest: Partial<DanceSheet> = {},
): DanceSheet => ({
  judgeId,
  dance,
  status: 'submitted',
  entries,
  enteredBy: 'judge',
  updatedAt: '2027-01-02T10:00:00.000Z',
  submittedAt: '2027-01-02T10:00:00.000Z',
  ...rest,
});

/** A running recall round of three judges, Waltz and Tango, unless told otherwise. */
export const testRound = (rest: Partial<RoundJudging> = {}): RoundJudging => ({
  competitionId: 'c1',
  eventId: 'ev1',
  eventName: 'Bronze Standard',
  roundNumber: 2,
  roundKey: 'ev1-R2',
  roundName: 'Semi-Final',
  roundState: 'Running',
  kind: 'recall',
  dances: ['Waltz', 'Tango'],
  recallSize: 2,
  recallTarget: null,
  numHeats: 1,
  startedAt: '2027-01-02T09:55:00.000Z',
  couples: [testCouple(12), testCouple(3), testCouple(7, 2)],
  panel: [
    { judgeId: 'j1', name: 'Ann', absence: null },
    { judgeId: 'j2', name: 'Bob', absence: null },
    { judgeId: 'j3', name: 'Cy', absence: null },
  ],
  sheets: [],
  lateArrivals: [],
  posted: null,
  lock: null,
  ...rest,
});
