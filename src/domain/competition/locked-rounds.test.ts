import { describe, expect, it } from 'vitest';
import { round } from './fixtures/schedule-table';
import { changedLockedRound } from './locked-rounds';
import {
  addRoundAfter,
  deleteRound,
  setRoundSizes,
  shiftRound,
  skipRound,
} from './round-operations';
import type { OperationResult, ScheduleState, ScheduledRound } from './schedule-model';

const stored = (r: ScheduledRound) => ({ ...r, sourceId: `${r.eventName}-R${r.roundNumber}` });

/** Waltz semi-final posted and locked; Tango beside it. */
const schedule: ScheduleState = {
  rounds: [
    round('Waltz', 2, 0, ['11', '12', '13'], { roundName: 'Semi-Final', roundState: 'Posted' }),
    round('Tango', 2, 1, ['21', '22', '23'], { roundName: 'Semi-Final' }),
    round('Waltz', 1, 2, [], { roundName: 'Final' }),
    round('Tango', 1, 3, ['21', '22'], { roundName: 'Final' }),
  ].map(stored),
  marks: {},
  savedResults: {},
};
const locked = [{ eventName: 'Waltz', roundNumber: 2 }];

const changed = (result: OperationResult<ScheduleState>) => {
  if (!result.ok) throw new Error(result.message);
  const found = changedLockedRound(schedule.rounds, result.value.rounds, locked);
  return found && `${found.eventName} R${found.roundNumber}`;
};

describe('changedLockedRound', () => {
  it('names the locked round an operation would remove, skip, resize or renumber', () => {
    expect(changed(deleteRound(schedule, 'Waltz', 2, { dontReorder: false }))).toBe('Waltz R2');
    expect(changed(skipRound(schedule, 'Waltz', 2))).toBe('Waltz R2');
    const key = { eventName: 'Waltz', roundNumber: 2 };
    expect(changed(setRoundSizes(schedule, key, { recallSize: 1 }))).toBe('Waltz R2');
    expect(changed(addRoundAfter(schedule, 'Waltz', 1, { dontReorder: false }))).toBe('Waltz R2');
    expect(changed(deleteRound(schedule, 'Waltz', 1, { dontReorder: false }))).toBe('Waltz R2');
  });

  it('lets the locked round move in the running order and other events change', () => {
    const key = { eventName: 'Waltz', roundNumber: 2 };
    expect(changed(shiftRound(schedule, key, 1))).toBeUndefined();
    expect(changed(deleteRound(schedule, 'Tango', 2, { dontReorder: false }))).toBeUndefined();
    const final = { eventName: 'Waltz', roundNumber: 1 };
    expect(changed(setRoundSizes(schedule, final, { numHeats: 2 }))).toBeUndefined();
  });
});
