import { describe, expect, it } from 'vitest';
import { round, roundLines } from './fixtures/schedule-table';
import { inScheduleOrder, reindexSchedule } from './schedule-model';

describe('the schedule order', () => {
  it('sorts by position, then event name, then earlier round first, and re-indexes from 0', () => {
    const rounds = [
      round('Tango', 1, 7, []),
      round('Waltz', 1, 2.5, []),
      round('Foxtrot', 2, 2.5, []),
      round('Waltz', 2, 2.5, []),
      round('Waltz', 3, -1, []),
    ];
    const keys = (list: typeof rounds) =>
      roundLines(list).map((line) => line.slice(0, 15).trimEnd());
    expect(keys(inScheduleOrder(rounds))).toEqual([
      '-1   Waltz R3',
      '2.5  Foxtrot R2',
      '2.5  Waltz R2',
      '2.5  Waltz R1',
      '7    Tango R1',
    ]);
    expect(keys(reindexSchedule(rounds))).toEqual([
      '0    Waltz R3',
      '1    Foxtrot R2',
      '2    Waltz R2',
      '3    Waltz R1',
      '4    Tango R1',
    ]);
    expect(rounds[0]?.scheduleIndex).toBe(7);
  });
});
