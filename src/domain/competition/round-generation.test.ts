import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRoundName } from './enumerations';
import { anySchedule } from './fixtures/any-schedule';
import { round, scheduleTable } from './fixtures/schedule-table';
import { drawHeats } from './heats';
import { MAX_PLANNED_ROUNDS, generateEventRounds, planRounds } from './round-generation';
import type { EventToPlan, GenerationRequest, PlanOptions } from './round-generation';
import type { ScheduleState } from './schedule-model';

const table = (entryCount: number, options: PlanOptions = { maxCouplesPerHeat: 12 }) =>
  planRounds(entryCount, options).map(
    (r) =>
      `R${r.roundNumber} ${r.roundName}: ${r.couples} couples, recall ${r.recallSize}, ${r.numHeats} heat(s)`,
  );

describe('planRounds', () => {
  it('gives an event without entries its final only', () => {
    expect(table(0)).toEqual(['R1 Final: 0 couples, recall 6, 1 heat(s)']);
    expect(table(1)).toEqual(['R1 Final: 1 couples, recall 6, 1 heat(s)']);
    expect(table(6)).toEqual(['R1 Final: 6 couples, recall 6, 1 heat(s)']);
  });

  it('adds a round each time the field outgrows the first round', () => {
    expect(table(7)).toEqual([
      'R2 Semi-Final: 7 couples, recall 6, 1 heat(s)',
      'R1 Final: 6 couples, recall 6, 1 heat(s)',
    ]);
    expect(table(30)).toMatchInlineSnapshot(`
      [
        "R4 1/8-Final: 30 couples, recall 24, 3 heat(s)",
        "R3 Quarter-Final: 24 couples, recall 12, 2 heat(s)",
        "R2 Semi-Final: 12 couples, recall 6, 1 heat(s)",
        "R1 Final: 6 couples, recall 6, 1 heat(s)",
      ]
    `);
  });

  it('plans a thousand couples in ten rounds', () => {
    expect(table(1000, { maxCouplesPerHeat: 15 })).toMatchInlineSnapshot(`
      [
        "R10 1/512-Final: 1000 couples, recall 640, 67 heat(s)",
        "R9 1/256-Final: 640 couples, recall 320, 43 heat(s)",
        "R8 1/128-Final: 320 couples, recall 160, 22 heat(s)",
        "R7 1/64-Final: 160 couples, recall 80, 11 heat(s)",
        "R6 1/32-Final: 80 couples, recall 60, 6 heat(s)",
        "R5 1/16-Final: 60 couples, recall 38, 4 heat(s)",
        "R4 1/8-Final: 38 couples, recall 24, 3 heat(s)",
        "R3 Quarter-Final: 24 couples, recall 12, 2 heat(s)",
        "R2 Semi-Final: 12 couples, recall 6, 1 heat(s)",
        "R1 Final: 6 couples, recall 6, 1 heat(s)",
      ]
    `);
  });

  it('follows a larger final and a small floor', () => {
    expect(table(17, { maxCouplesPerHeat: 4, finalSize: 8 })).toEqual([
      'R3 Quarter-Final: 17 couples, recall 12, 5 heat(s)',
      'R2 Semi-Final: 12 couples, recall 8, 3 heat(s)',
      'R1 Final: 8 couples, recall 8, 2 heat(s)',
    ]);
  });

  it('never plans more rounds than there are names', () => {
    const plan = planRounds(10_000_000, { maxCouplesPerHeat: 1, finalSize: 1 });
    expect(plan).toHaveLength(MAX_PLANNED_ROUNDS);
    expect(plan[0]?.roundName).toBe('1st Round');
  });

  const anyPlan = fc.record({
    entries: fc.integer({ min: 0, max: 5000 }),
    maxCouplesPerHeat: fc.integer({ min: 1, max: 40 }),
    finalSize: fc.integer({ min: 1, max: 12 }),
  });

  it('recalls fewer couples than each round but the final holds, into the next round', () => {
    fc.assert(
      fc.property(anyPlan, ({ entries, ...options }) => {
        const plan = planRounds(entries, options);
        expect(plan.at(-1)?.roundName).toBe('Final');
        expect(plan[0]?.couples).toBe(entries);
        plan.forEach((round, index) => {
          expect(round.roundNumber).toBe(plan.length - index);
          expect(isRoundName(round.roundName)).toBe(true);
          const next = plan[index + 1];
          if (next) {
            expect(round.recallSize).toBeLessThan(round.couples);
            expect(next.couples).toBe(round.recallSize);
          }
        });
      }),
      { numRuns: 500 },
    );
  });

  it('plans heats that a draw fills with at most maxCouplesPerHeat couples each', () => {
    fc.assert(
      fc.property(anyPlan, ({ entries, ...options }) => {
        for (const round of planRounds(Math.min(entries, 400), options)) {
          const couples = Array.from({ length: round.couples }, (_, i) => String(i + 1));
          const heats = drawHeats(couples, round.numHeats, () => 0.5);
          expect(heats).toHaveLength(round.numHeats);
          for (const heat of heats)
            expect(heat.length).toBeLessThanOrEqual(options.maxCouplesPerHeat);
        }
      }),
      { numRuns: 200 },
    );
  });
});

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

/** Waltz already has its final; Tango (8 couples) and Rumba (none) have no rounds. */
const schedule: ScheduleState = {
  rounds: [round('Waltz', 1, 0, ['w1', 'w2'], { roundName: 'Final' })],
  marks: {},
  savedResults: {},
};
const events: EventToPlan[] = [
  { name: 'Waltz', entryIds: ['w1', 'w2'] },
  { name: 'Tango', entryIds: ids('t', 8) },
  { name: 'Rumba', entryIds: [] },
];
const request = (fields: Partial<GenerationRequest> = {}): GenerationRequest => ({
  events,
  maxCouplesPerHeat: 5,
  random: () => 0,
  ...fields,
});

describe('generateEventRounds', () => {
  it('plans every event without rounds after the schedule, all couples in the first round', () => {
    const result = generateEventRounds(schedule, request());
    if (!result.ok) throw new Error(result.reason);
    expect(scheduleTable(result.value)).toMatchInlineSnapshot(`
      "0    Waltz R1   Final          Initialized  recall 6   heats 1  w1 w2
      1    Tango R2   Semi-Final     Initialized  recall 6   heats 2  t1 t2 t3 t4 t5 t6 t7 t8
      2    Tango R1   Final          Initialized  recall 6   heats 2
      3    Rumba R1   Final          Initialized  recall 6   heats 1
      marks {}
      saved {}"
    `);
    const heatOf = new Map(result.heats.map((draw) => [draw.entryId, draw]));
    expect([...heatOf.keys()].sort()).toEqual(ids('t', 8).sort());
    expect(result.heats.every((draw) => draw.eventName === 'Tango' && draw.roundNumber === 2)).toBe(
      true,
    );
    expect(result.heats.filter((draw) => draw.heat === 1)).toHaveLength(4);
    expect(result.heats.filter((draw) => draw.heat === 2)).toHaveLength(4);
  });

  it('plans only the event asked for', () => {
    const result = generateEventRounds(schedule, request({ eventName: 'Rumba' }));
    expect(result.ok && result.value.rounds.map((r) => `${r.eventName} R${r.roundNumber}`)).toEqual(
      ['Waltz R1', 'Rumba R1'],
    );
  });

  it('refuses an event that already has rounds, naming it', () => {
    expect(generateEventRounds(schedule, request({ eventName: 'Waltz' }))).toEqual({
      ok: false,
      reason: 'rounds-exist',
      eventName: 'Waltz',
    });
  });

  it('draws the same heats from the same random sequence', () => {
    const seeded = () => {
      let seed = 7;
      return () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    };
    const once = generateEventRounds(schedule, request({ random: seeded() }));
    const again = generateEventRounds(schedule, request({ random: seeded() }));
    expect(once).toEqual(again);
  });

  it('gives each new event as many rounds as planRounds, keeping the rounds already there', () => {
    const newEvents = fc.array(fc.integer({ min: 0, max: 90 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(
        anySchedule,
        newEvents,
        fc.integer({ min: 1, max: 20 }),
        (state, counts, maxCouplesPerHeat) => {
          const planned = counts.map((n, i) => ({ name: `New${i}`, entryIds: ids(`n${i}-`, n) }));
          const existing = [...new Set(state.rounds.map((r) => r.eventName))].map((name) => ({
            name,
            entryIds: [],
          }));
          const result = generateEventRounds(state, {
            events: [...existing, ...planned],
            maxCouplesPerHeat,
            random: Math.random,
          });
          if (!result.ok) throw new Error(result.reason);
          const rounds = result.value.rounds;
          expect(rounds.map((r) => r.scheduleIndex)).toEqual(rounds.map((_, i) => i));
          // The rounds already there keep their order, before every new one.
          expect(rounds.slice(0, state.rounds.length).map((r) => r.eventName)).toEqual(
            state.rounds.map((r) => r.eventName),
          );
          for (const event of planned) {
            const plan = planRounds(event.entryIds.length, { maxCouplesPerHeat });
            const own = rounds.filter((r) => r.eventName === event.name);
            expect(own.map((r) => r.roundNumber)).toEqual(plan.map((r) => r.roundNumber));
            expect(own[0]?.entries.map((e) => e.entryId)).toEqual(event.entryIds);
            expect(own.slice(1).every((r) => r.entries.length === 0)).toBe(true);
            const draws = result.heats.filter((draw) => draw.eventName === event.name);
            expect(draws.map((draw) => draw.entryId).sort()).toEqual([...event.entryIds].sort());
            const first = plan[0];
            expect(
              draws.every(
                (draw) =>
                  draw.roundNumber === first?.roundNumber &&
                  draw.heat >= 1 &&
                  draw.heat <= first.numHeats,
              ),
            ).toBe(true);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
