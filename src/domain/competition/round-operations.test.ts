import { describe, expect, it } from 'vitest';
import { round, scheduleTable } from './fixtures/schedule-table';
import { MAX_PLANNED_ROUNDS } from './round-generation';
import {
  addRoundAfter,
  checkRoundLimit,
  deleteRound,
  setRoundSizes,
  shiftRound,
  skipRound,
} from './round-operations';
import type { OperationResult, ScheduleState } from './schedule-model';

/** Waltz in three rounds and Tango in two, interleaved; the Waltz semi has no recall size yet. */
const schedule: ScheduleState = {
  rounds: [
    round('Waltz', 3, 0, ['11', '12', '13', '14', '15', '16'], {
      roundName: 'Quarter-Final',
      roundState: 'Posted',
      recallSize: 3,
      numHeats: 2,
    }),
    round('Tango', 2, 1, ['21', '22', '23'], { roundName: 'Semi-Final', recallSize: 2 }),
    round('Waltz', 2, 2, ['11', '12', '13'], { roundName: 'Semi-Final', recallSize: 0 }),
    round('Tango', 1, 3, ['21', '22'], { roundName: 'Final' }),
    round('Waltz', 1, 4, [], { roundName: 'Final' }),
  ],
  marks: { Waltz: { '2': 'W2 marks', '3': 'W3 marks' }, Tango: { '2': 'T2 marks' } },
  savedResults: { Waltz: { '3': 'W3 results', finalResults: 'W overall' } },
};

function table(result: OperationResult<ScheduleState>): string {
  if (!result.ok) throw new Error(result.message);
  return scheduleTable(result.value);
}

describe('the schedule before any operation', () => {
  it('is', () => {
    expect(scheduleTable(schedule)).toMatchInlineSnapshot(`
      "0    Waltz R3   Quarter-Final  Posted       recall 3   heats 2  11 12 13 14 15 16
      1    Tango R2   Semi-Final     Initialized  recall 2   heats 1  21 22 23
      2    Waltz R2   Semi-Final     Initialized  recall 0   heats 1  11 12 13
      3    Tango R1   Final          Initialized  recall 6   heats 1  21 22
      4    Waltz R1   Final          Initialized  recall 6   heats 1
      marks {"Waltz":{"2":"W2 marks","3":"W3 marks"},"Tango":{"2":"T2 marks"}}
      saved {"Waltz":{"3":"W3 results","finalResults":"W overall"}}"
    `);
  });
});

describe('addRoundAfter', () => {
  it('inserts a round that feeds the given one, renumbers, renames, sets recall sizes, shifts marks and re-indexes', () => {
    expect(table(addRoundAfter(schedule, 'Waltz', 2, { dontReorder: false })))
      .toMatchInlineSnapshot(`
      "0    Waltz R4   1/8-Final      Posted       recall 3   heats 2  11 12 13 14 15 16
      1    Tango R2   Semi-Final     Initialized  recall 2   heats 1  21 22 23
      2    Waltz R3   Quarter-Final  Initialized  recall 12  heats 1
      3    Waltz R2   Semi-Final     Initialized  recall 6   heats 1  11 12 13
      4    Tango R1   Final          Initialized  recall 6   heats 1  21 22
      5    Waltz R1   Final          Initialized  recall 6   heats 1
      marks {"Waltz":{"2":"W2 marks","4":"W3 marks"},"Tango":{"2":"T2 marks"}}
      saved {"Waltz":{"4":"W3 results","finalResults":"W overall"}}"
    `);
  });

  it('leaves the half step in place when the schedule is not to be reordered', () => {
    expect(table(addRoundAfter(schedule, 'Waltz', 3, { dontReorder: true })))
      .toMatchInlineSnapshot(`
      "-0.5 Waltz R4   1/8-Final      Initialized  recall 24  heats 1
      0    Waltz R3   Quarter-Final  Posted       recall 3   heats 2  11 12 13 14 15 16
      1    Tango R2   Semi-Final     Initialized  recall 2   heats 1  21 22 23
      2    Waltz R2   Semi-Final     Initialized  recall 6   heats 1  11 12 13
      3    Tango R1   Final          Initialized  recall 6   heats 1  21 22
      4    Waltz R1   Final          Initialized  recall 6   heats 1
      marks {"Waltz":{"2":"W2 marks","3":"W3 marks"},"Tango":{"2":"T2 marks"}}
      saved {"Waltz":{"3":"W3 results","finalResults":"W overall"}}"
    `);
  });

  it('adds a semi-final before the final, moving the other rounds of that event only', () => {
    const added = addRoundAfter(schedule, 'Tango', 1, { dontReorder: false });
    expect(added.ok && added.value.marks).toEqual({
      Waltz: { '2': 'W2 marks', '3': 'W3 marks' },
      Tango: { '3': 'T2 marks' },
    });
    expect(table(added).split('\n').slice(0, 6)).toMatchInlineSnapshot(`
      [
        "0    Waltz R3   Quarter-Final  Posted       recall 3   heats 2  11 12 13 14 15 16",
        "1    Tango R3   Quarter-Final  Initialized  recall 2   heats 1  21 22 23",
        "2    Waltz R2   Semi-Final     Initialized  recall 0   heats 1  11 12 13",
        "3    Tango R2   Semi-Final     Initialized  recall 6   heats 1",
        "4    Tango R1   Final          Initialized  recall 6   heats 1  21 22",
        "5    Waltz R1   Final          Initialized  recall 6   heats 1",
      ]
    `);
  });

  it('refuses a round that does not exist', () => {
    expect(addRoundAfter(schedule, 'Waltz', 7, { dontReorder: false })).toEqual({
      ok: false,
      code: 'unknown-round',
      message: 'The event "Waltz" has no round 7.',
    });
  });
});

describe('deleteRound', () => {
  it('moves its entries to the previous round, renumbers and renames, shifts marks down and re-indexes', () => {
    const withCheckIn: ScheduleState = {
      ...schedule,
      rounds: schedule.rounds.map((r) =>
        r.eventName === 'Waltz' && r.roundNumber === 1
          ? { ...r, entries: [{ entryId: '12', checkedIn: true }] }
          : r,
      ),
    };
    expect(table(deleteRound(withCheckIn, 'Waltz', 2, { dontReorder: false })))
      .toMatchInlineSnapshot(`
        "0    Waltz R2   Semi-Final     Posted       recall 3   heats 2  11 12 13 14 15 16
        1    Tango R2   Semi-Final     Initialized  recall 2   heats 1  21 22 23
        2    Tango R1   Final          Initialized  recall 6   heats 1  21 22
        3    Waltz R1   Final          Initialized  recall 6   heats 1  12* 11 13
        marks {"Waltz":{"2":"W3 marks"},"Tango":{"2":"T2 marks"}}
        saved {"Waltz":{"2":"W3 results","finalResults":"W overall"}}"
      `);
  });

  it('leaves a gap when the schedule is not to be reordered', () => {
    expect(table(deleteRound(schedule, 'Tango', 2, { dontReorder: true }))).toMatchInlineSnapshot(`
      "0    Waltz R3   Quarter-Final  Posted       recall 3   heats 2  11 12 13 14 15 16
      2    Waltz R2   Semi-Final     Initialized  recall 0   heats 1  11 12 13
      3    Tango R1   Final          Initialized  recall 6   heats 1  21 22 23
      4    Waltz R1   Final          Initialized  recall 6   heats 1
      marks {"Waltz":{"2":"W2 marks","3":"W3 marks"},"Tango":{}}
      saved {"Waltz":{"3":"W3 results","finalResults":"W overall"}}"
    `);
  });

  it('drops the entries of a deleted final, whose semi-final becomes the final', () => {
    expect(table(deleteRound(schedule, 'Waltz', 1, { dontReorder: false }))).toMatchInlineSnapshot(`
      "0    Waltz R2   Semi-Final     Posted       recall 3   heats 2  11 12 13 14 15 16
      1    Tango R2   Semi-Final     Initialized  recall 2   heats 1  21 22 23
      2    Waltz R1   Final          Initialized  recall 0   heats 1  11 12 13
      3    Tango R1   Final          Initialized  recall 6   heats 1  21 22
      marks {"Waltz":{"1":"W2 marks","2":"W3 marks"},"Tango":{"2":"T2 marks"}}
      saved {"Waltz":{"2":"W3 results","finalResults":"W overall"}}"
    `);
  });

  it("removes an event's only round", () => {
    const only: ScheduleState = {
      rounds: [round('Jive', 1, 0, ['1']), round('Samba', 1, 1, ['2'], { roundName: 'Final' })],
      marks: { Jive: { '1': 'J1' } },
      savedResults: {},
    };
    expect(table(deleteRound(only, 'Jive', 1, { dontReorder: false }))).toMatchInlineSnapshot(`
      "0    Samba R1   Final          Initialized  recall 6   heats 1  2
      marks {"Jive":{}}
      saved {}"
    `);
  });

  it('refuses a round that does not exist', () => {
    const result = deleteRound(schedule, 'Rumba', 1, { dontReorder: false });
    expect(result.ok || result.code).toBe('unknown-round');
  });
});

describe('skipRound', () => {
  it('copies its entries to the previous round and sets it Skipped', () => {
    expect(table(skipRound(schedule, 'Waltz', 3))).toMatchInlineSnapshot(`
      "0    Waltz R3   Quarter-Final  Skipped      recall 3   heats 2  11 12 13 14 15 16
      1    Tango R2   Semi-Final     Initialized  recall 2   heats 1  21 22 23
      2    Waltz R2   Semi-Final     Initialized  recall 0   heats 1  11 12 13 14 15 16
      3    Tango R1   Final          Initialized  recall 6   heats 1  21 22
      4    Waltz R1   Final          Initialized  recall 6   heats 1
      marks {"Waltz":{"2":"W2 marks","3":"W3 marks"},"Tango":{"2":"T2 marks"}}
      saved {"Waltz":{"3":"W3 results","finalResults":"W overall"}}"
    `);
  });

  it('refuses to skip a final, which has no previous round, and an unknown round', () => {
    expect(skipRound(schedule, 'Tango', 1)).toEqual({
      ok: false,
      code: 'no-previous-round',
      message: 'Round 1 of "Tango" has no previous round to pass its entries to.',
    });
    const unknown = skipRound(schedule, 'Tango', 3);
    expect(unknown.ok || unknown.code).toBe('unknown-round');
  });
});

describe('shiftRound', () => {
  it('swaps schedule positions with the neighbour in either direction', () => {
    const positions = (result: OperationResult<ScheduleState>) =>
      table(result)
        .split('\n')
        .slice(0, 5)
        .map((line) => line.slice(0, 15).trimEnd());
    expect(positions(shiftRound(schedule, { eventName: 'Tango', roundNumber: 2 }, 1))).toEqual([
      '0    Waltz R3',
      '1    Waltz R2',
      '2    Tango R2',
      '3    Tango R1',
      '4    Waltz R1',
    ]);
    expect(positions(shiftRound(schedule, { eventName: 'Tango', roundNumber: 2 }, -1))).toEqual([
      '0    Tango R2',
      '1    Waltz R3',
      '2    Waltz R2',
      '3    Tango R1',
      '4    Waltz R1',
    ]);
  });

  it('ignores a move up from position 0 and a move down from the last position', () => {
    expect(shiftRound(schedule, { eventName: 'Waltz', roundNumber: 3 }, -1)).toEqual({
      ok: true,
      value: schedule,
    });
    const last = shiftRound(schedule, { eventName: 'Waltz', roundNumber: 1 }, 1);
    expect(last.ok && last.value).toBe(schedule);
  });

  it('refuses a round that does not exist', () => {
    const result = shiftRound(schedule, { eventName: 'Waltz', roundNumber: 0 }, 1);
    expect(result.ok || result.code).toBe('unknown-round');
  });
});

describe('checkRoundLimit', () => {
  const withRounds = (count: number): ScheduleState => ({
    ...schedule,
    rounds: Array.from({ length: count }, (_, i) => round('Rumba', i + 1, i, [])),
  });

  it('lets an event grow while its rounds all have names', () => {
    expect(checkRoundLimit(withRounds(MAX_PLANNED_ROUNDS - 1), 'Rumba')).toEqual({ ok: true });
    expect(checkRoundLimit(withRounds(MAX_PLANNED_ROUNDS), 'Waltz')).toEqual({ ok: true });
  });

  it('refuses another round once there is one for every name', () => {
    expect(checkRoundLimit(withRounds(MAX_PLANNED_ROUNDS), 'Rumba')).toEqual({
      ok: false,
      reason: 'too-many-rounds',
      eventName: 'Rumba',
      limit: 17,
    });
  });
});

describe('setRoundSizes', () => {
  it("changes only the given round's recall size and heats, storing 0 as 1", () => {
    expect(
      table(
        setRoundSizes(
          schedule,
          { eventName: 'Waltz', roundNumber: 2 },
          { recallSize: 0, numHeats: 3 },
        ),
      ),
    ).toMatchInlineSnapshot(`
      "0    Waltz R3   Quarter-Final  Posted       recall 3   heats 2  11 12 13 14 15 16
      1    Tango R2   Semi-Final     Initialized  recall 2   heats 1  21 22 23
      2    Waltz R2   Semi-Final     Initialized  recall 1   heats 3  11 12 13
      3    Tango R1   Final          Initialized  recall 6   heats 1  21 22
      4    Waltz R1   Final          Initialized  recall 6   heats 1
      marks {"Waltz":{"2":"W2 marks","3":"W3 marks"},"Tango":{"2":"T2 marks"}}
      saved {"Waltz":{"3":"W3 results","finalResults":"W overall"}}"
    `);
    expect(table(setRoundSizes(schedule, { eventName: 'Tango', roundNumber: 2 }, { numHeats: 2 })))
      .toMatchInlineSnapshot(`
      "0    Waltz R3   Quarter-Final  Posted       recall 3   heats 2  11 12 13 14 15 16
      1    Tango R2   Semi-Final     Initialized  recall 2   heats 2  21 22 23
      2    Waltz R2   Semi-Final     Initialized  recall 0   heats 1  11 12 13
      3    Tango R1   Final          Initialized  recall 6   heats 1  21 22
      4    Waltz R1   Final          Initialized  recall 6   heats 1
      marks {"Waltz":{"2":"W2 marks","3":"W3 marks"},"Tango":{"2":"T2 marks"}}
      saved {"Waltz":{"3":"W3 results","finalResults":"W overall"}}"
    `);
  });

  it('reports a round the event does not have', () => {
    expect(
      setRoundSizes(schedule, { eventName: 'Waltz', roundNumber: 9 }, { numHeats: 2 }),
    ).toEqual({
      ok: false,
      code: 'unknown-round',
      message: 'The event "Waltz" has no round 9.',
    });
  });
});
