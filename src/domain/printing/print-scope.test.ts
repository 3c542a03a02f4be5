import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PrintScope, ScopedRound } from './print-scope';
import { plannedDay, plannedDays, selectPrintRounds } from './print-scope';

const round = (
  eventName: string,
  roundNumber: number,
  scheduleIndex: number,
  plannedStart: string | null,
  roundState: ScopedRound['roundState'] = 'Initialized',
): ScopedRound => ({
  eventId: eventName.toLowerCase(),
  eventName,
  roundNumber,
  scheduleIndex,
  plannedStart,
  roundState,
});

/** Two days: Saturday's Waltz rounds and Tango semi, Sunday's finals, one round not timed. */
const rounds = [
  round('Tango', 1, 5, '2026-06-14T10:00:00.000Z'),
  round('Waltz', 2, 1, '2026-06-13T09:10:00.000Z'),
  round('Tango', 2, 2, '2026-06-13T23:50:00.000Z'),
  round('Waltz', 3, 0, '2026-06-13T09:00:00.000Z'),
  round('Waltz', 1, 4, '2026-06-14T09:00:00.000Z'),
  round('Rumba', 1, 6, null),
  // Skipped: never danced, so printed in no scope.
  round('Rumba', 2, 3, '2026-06-13T09:20:00.000Z', 'Skipped'),
];
const keys = (list: ScopedRound[]) => list.map((r) => `${r.eventName} R${r.roundNumber}`);

describe('plannedDay', () => {
  it.each([
    [null, null],
    ['2026-06-13T09:00:00.000Z', '2026-06-13'],
    // Wall clock at the venue written as UTC: late evening stays on its own day.
    ['2026-06-13T23:50:00.000Z', '2026-06-13'],
  ])('%s is on %s', (start, day) => {
    expect(plannedDay(start)).toBe(day);
  });

  it('lists the days the rounds are planned on, in order', () => {
    expect(plannedDays(rounds)).toEqual(['2026-06-13', '2026-06-14']);
  });
});

describe('selectPrintRounds', () => {
  it.each<[PrintScope, string[]]>([
    [{ kind: 'all' }, ['Waltz R3', 'Waltz R2', 'Tango R2', 'Waltz R1', 'Tango R1', 'Rumba R1']],
    [{ kind: 'round', eventId: 'tango', roundNumber: 2 }, ['Tango R2']],
    [{ kind: 'round', eventId: 'tango', roundNumber: 3 }, []],
    [{ kind: 'range', from: 1, to: 4 }, ['Waltz R2', 'Tango R2', 'Waltz R1']],
    [{ kind: 'range', from: 4, to: 1 }, []],
    [{ kind: 'day', day: '2026-06-13' }, ['Waltz R3', 'Waltz R2', 'Tango R2']],
    [{ kind: 'day', day: '2026-06-14' }, ['Waltz R1', 'Tango R1']],
    [{ kind: 'day', day: '2026-06-15' }, []],
    [{ kind: 'range', from: 3, to: 3 }, []],
    [{ kind: 'round', eventId: 'rumba', roundNumber: 2 }, []],
  ])('%j prints %j', (scope, expected) => {
    expect(keys(selectPrintRounds(rounds, scope))).toEqual(expected);
  });

  const anyRounds = fc.uniqueArray(
    fc.record({
      eventName: fc.constantFrom('Waltz', 'Tango', 'Rumba'),
      roundNumber: fc.integer({ min: 1, max: 4 }),
      scheduleIndex: fc.integer({ min: 0, max: 30 }),
      plannedStart: fc.option(
        fc.constantFrom('2026-06-13T09:00:00.000Z', '2026-06-14T09:00:00.000Z'),
      ),
    }),
    { selector: (r) => `${r.eventName}/${r.roundNumber}` },
  );
  const withIds = (list: Omit<ScopedRound, 'eventId' | 'roundState'>[]): ScopedRound[] =>
    list.map((r) => ({ ...r, eventId: r.eventName.toLowerCase(), roundState: 'Running' }));

  it('prints in running order whatever order the rounds come in', () => {
    fc.assert(
      fc.property(anyRounds, (list) => {
        const printed = selectPrintRounds(withIds(list), { kind: 'all' });
        expect(printed).toHaveLength(list.length);
        printed.slice(1).forEach((next, i) => {
          expect(next.scheduleIndex).toBeGreaterThanOrEqual(printed[i]?.scheduleIndex ?? 0);
        });
        expect(keys(selectPrintRounds([...withIds(list)].reverse(), { kind: 'all' }))).toEqual(
          keys(printed),
        );
      }),
    );
  });

  it('splits the timed rounds between their days, each printed once', () => {
    fc.assert(
      fc.property(anyRounds, (list) => {
        const all = withIds(list);
        const byDay = plannedDays(all).flatMap((day) =>
          keys(selectPrintRounds(all, { kind: 'day', day })),
        );
        const timed = all.filter((r) => r.plannedStart !== null);
        expect([...byDay].sort()).toEqual(keys(timed).sort());
      }),
    );
  });
});
