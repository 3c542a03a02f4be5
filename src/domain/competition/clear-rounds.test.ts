import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearEventRounds } from './clear-rounds';
import { anySchedule } from './fixtures/any-schedule';
import { round, scheduleTable } from './fixtures/schedule-table';
import type { ScheduleState } from './schedule-model';

/** Waltz has marks, Tango saved results, Rumba neither. */
const schedule: ScheduleState = {
  rounds: [
    round('Waltz', 2, 0, ['11', '12'], { roundName: 'Semi-Final' }),
    round('Tango', 1, 1, ['21'], { roundName: 'Final' }),
    round('Rumba', 1, 2, ['31'], { roundName: 'Final' }),
    round('Waltz', 1, 3, [], { roundName: 'Final' }),
  ],
  marks: { Waltz: { '2': 'W2 marks' } },
  savedResults: { Tango: { '1': 'T1 results' } },
};

describe('clearEventRounds', () => {
  it('clears an event without marks or results unasked, and re-indexes', () => {
    const result = clearEventRounds(schedule, ['Rumba'], { confirmed: false });
    if (!result.ok) throw new Error(result.reason);
    expect(scheduleTable(result.value)).toMatchInlineSnapshot(`
      "0    Waltz R2   Semi-Final     Initialized  recall 6   heats 1  11 12
      1    Tango R1   Final          Initialized  recall 6   heats 1  21
      2    Waltz R1   Final          Initialized  recall 6   heats 1
      marks {"Waltz":{"2":"W2 marks"}}
      saved {"Tango":{"1":"T1 results"}}"
    `);
  });

  it('needs confirmation once marks or saved results would go, and names those events', () => {
    expect(clearEventRounds(schedule, ['Waltz', 'Tango', 'Rumba'], { confirmed: false })).toEqual({
      ok: false,
      reason: 'rounds-have-marks',
      eventNames: ['Waltz', 'Tango'],
    });
    expect(clearEventRounds(schedule, ['Tango'], { confirmed: false })).toMatchObject({
      ok: false,
      eventNames: ['Tango'],
    });
  });

  it('clears rounds, marks and saved results once confirmed', () => {
    const result = clearEventRounds(schedule, ['Waltz', 'Tango'], { confirmed: true });
    if (!result.ok) throw new Error(result.reason);
    expect(scheduleTable(result.value)).toMatchInlineSnapshot(`
      "0    Rumba R1   Final          Initialized  recall 6   heats 1  31
      marks {}
      saved {}"
    `);
  });

  it("for any schedule, confirmed, removes exactly the named events' rounds and records", () => {
    fc.assert(
      fc.property(anySchedule, fc.boolean(), (state, clearFirst) => {
        const names = [...new Set(state.rounds.map((r) => r.eventName))];
        const cleared = clearFirst ? names.slice(0, 1) : names.slice(1);
        const result = clearEventRounds(state, cleared, { confirmed: true });
        if (!result.ok) throw new Error(result.reason);
        const kept = state.rounds.filter((r) => !cleared.includes(r.eventName));
        expect(result.value.rounds.map((r) => `${r.eventName} R${r.roundNumber}`)).toEqual(
          kept.map((r) => `${r.eventName} R${r.roundNumber}`),
        );
        expect(result.value.rounds.map((r) => r.scheduleIndex)).toEqual(kept.map((_, i) => i));
        for (const name of names) {
          const gone = cleared.includes(name);
          expect(result.value.marks[name]).toEqual(gone ? undefined : state.marks[name]);
          expect(result.value.savedResults[name]).toEqual(
            gone ? undefined : state.savedResults[name],
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('for any schedule, refuses unconfirmed exactly when a named event has marks or results', () => {
    fc.assert(
      fc.property(anySchedule, fc.boolean(), (state, clearFirst) => {
        const names = [...new Set(state.rounds.map((r) => r.eventName))];
        const cleared = clearFirst ? names.slice(0, 1) : names;
        const hasWork = (name: string) =>
          Object.keys(state.marks[name] ?? {}).length > 0 ||
          Object.keys(state.savedResults[name] ?? {}).length > 0;
        const result = clearEventRounds(state, cleared, { confirmed: false });
        expect(result.ok).toBe(!cleared.some(hasWork));
        if (!result.ok) expect(result.eventNames).toEqual(cleared.filter(hasWork));
      }),
      { numRuns: 200 },
    );
  });
});
