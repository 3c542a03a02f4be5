import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callToFloor } from './call-to-floor';
import { couple, mcRound } from './fixtures';

const STARTED = '2027-03-06T10:42:00.000Z';
/** The calls as the MC reads them; their parts are tested on their own. */
const spoken = (round: Parameters<typeof callToFloor>[0]) =>
  callToFloor(round).map(({ heat, text }) => ({ heat, text }));

describe('callToFloor', () => {
  it('calls each heat with its numbers in ascending order', () => {
    const round = mcRound({
      couples: [
        couple(23, { heat: 1 }),
        couple(12, { heat: 1 }),
        couple(15, { heat: 1 }),
        couple(31, { heat: 2 }),
        couple(18, { heat: 2 }),
      ],
    });
    expect(spoken(round)).toMatchInlineSnapshot(`
      [
        {
          "heat": 1,
          "text": "Adult Bronze Standard, Semi-Final, Waltz and Quickstep, heat 1: numbers 12, 15, 23.",
        },
        {
          "heat": 2,
          "text": "Adult Bronze Standard, Semi-Final, Waltz and Quickstep, heat 2: numbers 18, 31.",
        },
      ]
    `);
  });

  it('joins several dances naturally and leaves out the heat of a one-heat round', () => {
    const round = mcRound({
      roundName: 'Final',
      roundNumber: 1,
      dances: ['Waltz', 'Tango', 'Foxtrot'],
      couples: [couple(40), couple(7)],
    });
    expect(spoken(round)).toMatchInlineSnapshot(`
      [
        {
          "heat": null,
          "text": "Adult Bronze Standard, Final, Waltz, Tango and Foxtrot: numbers 7, 40.",
        },
      ]
    `);
  });

  it('marks walk-ons as new, leaves scratched couples out and names a couple without a number', () => {
    const round = mcRound({
      startedAt: null,
      couples: [
        couple(12),
        couple(40, { walkOn: true }),
        couple(15, { scratchedAt: '2027-03-06T09:00:00.000Z' }),
        couple(null, { leadName: 'Ann Lee', followName: 'Bob Roe' }),
        couple(9, { heat: 2, scratchedAt: '2027-03-06T09:05:00.000Z' }),
      ],
    });
    expect(spoken(round)).toMatchInlineSnapshot(`
      [
        {
          "heat": 1,
          "text": "Adult Bronze Standard, Semi-Final, Waltz and Quickstep, heat 1: numbers 12, 40 (new); Ann Lee and Bob Roe (no number).",
        },
        {
          "heat": 2,
          "text": "Adult Bronze Standard, Semi-Final, Waltz and Quickstep, heat 2: no couples (all scratched).",
        },
      ]
    `);
  });

  it('gives each walk-on, numbered or not, a part of its own, so a screen marks it without parsing', () => {
    const round = mcRound({
      couples: [
        couple(12),
        couple(40, { walkOn: true }),
        couple(null, { leadName: 'Ann Lee', followName: 'Bob Roe', walkOn: true }),
      ],
    });
    expect(callToFloor(round)[0]?.parts).toEqual([
      {
        text: 'Adult Bronze Standard, Semi-Final, Waltz and Quickstep: numbers 12, ',
        walkOn: false,
      },
      { text: '40 (new)', walkOn: true },
      { text: '; ', walkOn: false },
      { text: 'Ann Lee and Bob Roe (no number) (new)', walkOn: true },
      { text: '.', walkOn: false },
    ]);
  });

  it('keeps a couple scratched after the round started, and one number is "number"', () => {
    const round = mcRound({
      startedAt: STARTED,
      couples: [couple(12, { scratchedAt: '2027-03-06T10:50:00.000Z' })],
    });
    expect(spoken(round)).toMatchInlineSnapshot(`
      [
        {
          "heat": null,
          "text": "Adult Bronze Standard, Semi-Final, Waltz and Quickstep: number 12.",
        },
      ]
    `);
  });

  const couples = fc.uniqueArray(
    fc.record({
      number: fc.integer({ min: 1, max: 999 }),
      heat: fc.integer({ min: 1, max: 4 }),
      walkOn: fc.boolean(),
      scratched: fc.boolean(),
    }),
    { selector: (c) => c.number, maxLength: 40 },
  );
  type Drawn = { number: number; heat: number; walkOn: boolean; scratched: boolean };
  const roundOf = (drawn: readonly Drawn[]) =>
    mcRound({
      startedAt: null,
      couples: drawn.map((c) =>
        couple(c.number, {
          heat: c.heat,
          walkOn: c.walkOn,
          scratchedAt: c.scratched ? '2027-03-06T09:00:00.000Z' : null,
        }),
      ),
    });
  const numbersIn = (text: string) =>
    [...(text.split(': ')[1] ?? '').matchAll(/\d+/g)].map((match) => Number(match[0]));

  it('makes the sentence of its parts, and marks exactly the walk-ons who dance', () => {
    fc.assert(
      fc.property(couples, (drawn) => {
        const calls = callToFloor(roundOf(drawn));
        for (const call of calls)
          expect(call.parts.map((part) => part.text).join('')).toBe(call.text);
        const marked = calls.flatMap((call) =>
          call.parts.filter((part) => part.walkOn).map((part) => part.text),
        );
        const walkOns = drawn.filter((c) => c.walkOn && !c.scratched);
        expect([...marked].sort()).toEqual(walkOns.map((c) => `${c.number} (new)`).sort());
      }),
    );
  });

  it("says every heat's numbers in ascending order", () => {
    fc.assert(
      fc.property(couples, (drawn) => {
        for (const call of callToFloor(roundOf(drawn))) {
          const numbers = numbersIn(call.text);
          expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        }
      }),
    );
  });

  it('names every couple still in the round exactly once, and no scratched couple', () => {
    fc.assert(
      fc.property(couples, (drawn) => {
        const said = callToFloor(roundOf(drawn)).flatMap((call) => numbersIn(call.text));
        const dancing = drawn.filter((c) => !c.scratched).map((c) => c.number);
        expect([...said].sort((a, b) => a - b)).toEqual([...dancing].sort((a, b) => a - b));
      }),
    );
  });
});
