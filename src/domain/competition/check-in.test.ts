import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cascadeCheckin } from './check-in';
import { anyScheduleAndRound } from './fixtures/any-schedule';
import { round } from './fixtures/schedule-table';
import type { OperationResult, ScheduledRound } from './schedule-model';

/**
 * Waltz's 1st round, 2nd round and semi-final run back to back at positions
 * 3, 4, 5; its final comes after a Tango round. Couple 12 dances all of them.
 */
const rounds: ScheduledRound[] = [
  round('Waltz', 4, 3, ['11', '12', '13']),
  round('Waltz', 3, 4, ['11', '12']),
  round('Waltz', 2, 5, ['12', '13']),
  round('Tango', 1, 6, ['12']),
  round('Waltz', 1, 7, ['12']),
];

const lines = (result: OperationResult<ScheduledRound[]>) => {
  if (!result.ok) throw new Error(result.message);
  return result.value.map((r) =>
    [
      String(r.scheduleIndex).padEnd(4),
      `${r.eventName} R${r.roundNumber}`,
      ...r.entries.map((entry) => `${entry.entryId}${entry.checkedIn ? '*' : ''}`),
    ].join(' '),
  );
};

describe('cascadeCheckin', () => {
  it('checks the entry in for the rounds danced straight after that hold it, up to a gap', () => {
    expect(lines(cascadeCheckin(rounds, 'Waltz', 4, '12', true))).toEqual([
      '3    Waltz R4 11 12* 13',
      '4    Waltz R3 11 12*',
      '5    Waltz R2 12* 13',
      '6    Tango R1 12',
      '7    Waltz R1 12',
    ]);
  });

  it('stops at the first following round without the entry', () => {
    expect(lines(cascadeCheckin(rounds, 'Waltz', 4, '11', true))).toEqual([
      '3    Waltz R4 11* 12 13',
      '4    Waltz R3 11* 12',
      '5    Waltz R2 12 13',
      '6    Tango R1 12',
      '7    Waltz R1 12',
    ]);
    expect(lines(cascadeCheckin(rounds, 'Waltz', 4, '13', true))[2]).toBe('5    Waltz R2 12 13');
  });

  it('checks out the same way, and only the one round when cascading is off', () => {
    const checkedIn = cascadeCheckin(rounds, 'Waltz', 4, '12', true);
    if (!checkedIn.ok) throw new Error(checkedIn.message);
    expect(lines(cascadeCheckin(checkedIn.value, 'Waltz', 3, '12', false))).toEqual([
      '3    Waltz R4 11 12* 13',
      '4    Waltz R3 11 12',
      '5    Waltz R2 12 13',
      '6    Tango R1 12',
      '7    Waltz R1 12',
    ]);
    expect(
      lines(cascadeCheckin(rounds, 'Waltz', 4, '12', true, { cascade: false })).filter((line) =>
        line.includes('*'),
      ),
    ).toEqual(['3    Waltz R4 11 12* 13']);
  });

  // Which rounds a check-in at the first (highest-numbered) round reaches, given
  // the schedule positions of the event's rounds R3, R2, R1 (all holding the couple).
  it.each([
    ['back to back', [0, 1, 2], ['R3', 'R2', 'R1']],
    ['a gap after the first', [0, 2, 3], ['R3']],
    ['a gap before the final', [0, 1, 3], ['R3', 'R2']],
    ['the final danced first', [1, 2, 0], ['R3', 'R2']],
    ['another event in between', [4, 6, 7], ['R3']],
  ])('%s (positions %j): checks in %j', (_, positions, reached) => {
    const [p3, p2, p1] = positions as [number, number, number];
    const event = [
      round('Waltz', 3, p3, ['12']),
      round('Waltz', 2, p2, ['12']),
      round('Waltz', 1, p1, ['12']),
    ];
    const result = cascadeCheckin(event, 'Waltz', 3, '12', true);
    if (!result.ok) throw new Error(result.message);
    expect(
      result.value.filter((r) => r.entries[0]?.checkedIn).map((r) => `R${r.roundNumber}`),
    ).toEqual(reached);
  });

  it('refuses an unknown round or an entry the round does not hold', () => {
    expect(cascadeCheckin(rounds, 'Waltz', 9, '12', true)).toMatchObject({ code: 'unknown-round' });
    expect(cascadeCheckin(rounds, 'Waltz', 3, '13', true)).toEqual({
      ok: false,
      code: 'unknown-entry',
      message: 'Round 3 of "Waltz" has no entry "13".',
    });
  });

  it('changes only that entry, only in the round and rounds of its event that follow it', () => {
    fc.assert(
      fc.property(anyScheduleAndRound, fc.nat(), fc.boolean(), ({ state, picked }, pick, value) => {
        const entry = picked.entries[pick % Math.max(1, picked.entries.length)];
        if (!entry) return;
        const result = cascadeCheckin(
          state.rounds,
          picked.eventName,
          picked.roundNumber,
          entry.entryId,
          value,
        );
        if (!result.ok) throw new Error(result.message);
        result.value.forEach((after, i) => {
          const before = state.rounds[i] as ScheduledRound;
          if (after === before) return;
          expect(after.eventName).toBe(picked.eventName);
          expect(after.roundNumber).toBeLessThanOrEqual(picked.roundNumber);
          after.entries.forEach((e, j) => {
            const was = before.entries[j];
            expect(e.checkedIn).toBe(e.entryId === entry.entryId ? value : was?.checkedIn);
          });
        });
      }),
      { numRuns: 300 },
    );
  });
});
