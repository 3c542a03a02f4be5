import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allEntries, anyScheduleAndRound, entryIdsOf } from './fixtures/any-schedule';
import { addRoundAfter, deleteRound, shiftRound, skipRound } from './round-operations';
import { roundNameFor } from './rounds';
import type { OperationResult, ScheduleState } from './schedule-model';

function valueOf(result: OperationResult<ScheduleState>): ScheduleState {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

const positions = (state: ScheduleState) => state.rounds.map((round) => round.scheduleIndex);
const indexes = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Every event's rounds are numbered 1..n and named for their numbers. */
function expectWellNumbered(state: ScheduleState) {
  const events = new Set(state.rounds.map((round) => round.eventName));
  for (const eventName of events) {
    const rounds = state.rounds.filter((round) => round.eventName === eventName);
    expect(rounds.map((round) => round.roundNumber).sort((a, b) => a - b)).toEqual(
      indexes(rounds.length).map((i) => i + 1),
    );
    for (const round of rounds) {
      expect(round.roundName).toBe(roundNameFor(round.roundNumber, rounds.length));
    }
  }
}

const runs = { numRuns: 300 };

describe('round operations, for any schedule', () => {
  it('adding a round keeps every entry, numbers and names the rounds, and re-indexes 0..n-1', () => {
    fc.assert(
      fc.property(anyScheduleAndRound, ({ state, picked }) => {
        const after = valueOf(
          addRoundAfter(state, picked.eventName, picked.roundNumber, { dontReorder: false }),
        );
        expect(allEntries(after)).toEqual(allEntries(state));
        expect(positions(after)).toEqual(indexes(state.rounds.length + 1));
        expectWellNumbered(after);
        expect(after.rounds.every((round) => round.recallSize > 0)).toBe(true);
      }),
      runs,
    );
  });

  it('deleting the round just added gives back the schedule, marks and saved results', () => {
    fc.assert(
      fc.property(anyScheduleAndRound, fc.boolean(), ({ state, picked }, dontReorder) => {
        const { eventName, roundNumber } = picked;
        const added = valueOf(addRoundAfter(state, eventName, roundNumber, { dontReorder }));
        const again = valueOf(deleteRound(added, eventName, roundNumber + 1, { dontReorder }));
        expect(again).toEqual(state);
      }),
      runs,
    );
  });

  it("deleting a round keeps the event's entries when it has a previous round, and re-indexes", () => {
    fc.assert(
      fc.property(anyScheduleAndRound, ({ state, picked }) => {
        const { eventName, roundNumber } = picked;
        const after = valueOf(deleteRound(state, eventName, roundNumber, { dontReorder: false }));
        expect(positions(after)).toEqual(indexes(state.rounds.length - 1));
        expectWellNumbered(after);
        const hasPrevious = state.rounds.some(
          (round) => round.eventName === eventName && round.roundNumber === roundNumber - 1,
        );
        if (hasPrevious) expect(entryIdsOf(after, eventName)).toEqual(entryIdsOf(state, eventName));
      }),
      runs,
    );
  });

  it('skipping a round passes all its entries on and changes nothing else but its state', () => {
    fc.assert(
      fc.property(anyScheduleAndRound, ({ state, picked }) => {
        const { eventName, roundNumber } = picked;
        const result = skipRound(state, eventName, roundNumber);
        if (roundNumber === 1) {
          expect(result.ok || result.code).toBe('no-previous-round');
          return;
        }
        const after = valueOf(result);
        const find = (n: number) =>
          after.rounds.find((r) => r.eventName === eventName && r.roundNumber === n);
        const previousIds = find(roundNumber - 1)?.entries.map((entry) => entry.entryId) ?? [];
        for (const entry of picked.entries) expect(previousIds).toContain(entry.entryId);
        expect(find(roundNumber)?.roundState).toBe('Skipped');
        expect(entryIdsOf(after, eventName)).toEqual(entryIdsOf(state, eventName));
        expect(positions(after)).toEqual(positions(state));
      }),
      runs,
    );
  });

  it('shifting a round one way and back restores the schedule; ignored moves change nothing', () => {
    fc.assert(
      fc.property(anyScheduleAndRound, fc.constantFrom(-1 as const, 1 as const), (input, way) => {
        const { state, picked } = input;
        const key = { eventName: picked.eventName, roundNumber: picked.roundNumber };
        const shifted = valueOf(shiftRound(state, key, way));
        const position = state.rounds.indexOf(picked);
        if (position + way < 0 || position + way >= state.rounds.length) {
          expect(shifted).toBe(state);
          return;
        }
        expect(positions(shifted)).toEqual(positions(state));
        expect(shifted.rounds[position + way]).toMatchObject(key);
        expect(valueOf(shiftRound(shifted, key, way === 1 ? -1 : 1))).toEqual(state);
      }),
      runs,
    );
  });
});
