import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dancesOf, planImport, styleOf } from './map-export';
import type { OldEntry, OldEvent, OldExport, OldRound } from './read-export';

const oldEntry = (n: number, over: Partial<OldEntry> = {}): OldEntry => ({
  key: `e${n}`,
  entryId: `e${n}`,
  leadId: `u${n}`,
  followId: `f${n}`,
  leadName: `Lead ${n}`,
  followName: `Follow ${n}`,
  leadNumber: 100 + n,
  affiliation: null,
  registeredTime: null,
  checkedIn: false,
  ...over,
});
const oldRound = (number: number, over: Partial<OldRound> = {}): OldRound => ({
  number,
  roundName: null,
  roundState: 0,
  scheduleIndex: null,
  roundStartTime: null,
  roundActualStartTime: null,
  recallSize: null,
  numHeats: null,
  entries: [],
  ...over,
});
const oldEvent = (key: string, over: Partial<OldEvent> = {}): OldEvent => ({
  key,
  name: key,
  eventLevel: null,
  eventDances: ['Waltz'],
  style: 'Standard',
  entries: [1, 2, 3].map((n) => oldEntry(n)),
  rounds: [],
  ...over,
});
const file = (over: Partial<OldExport>): OldExport => ({
  metadata: { socials: {}, officials: [], organizers: [] },
  events: [],
  marks: [],
  savedRounds: [],
  finalResults: [],
  settings: {},
  ...over,
});
const couples = (...keys: string[]) => keys.map((key) => ({ key, checkedIn: false }));

describe('planImport', () => {
  it('maps levels loosely, round states by number, and 0 counts to 1', () => {
    const plan = planImport(
      file({
        events: [
          oldEvent('a', {
            eventLevel: 'pre-champ',
            rounds: [
              oldRound(1, { roundState: 4, recallSize: 0, numHeats: 0 }),
              oldRound(2, { roundState: 7 }),
            ],
          }),
          oldEvent('b', { eventLevel: 'Gold Champ' }),
          oldEvent('c', { eventLevel: 'mystery' }),
        ],
      }),
      'x',
    );
    expect(plan.events.map((e) => e.level)).toEqual(['Prechamp', 'Championship', 'Bronze']);
    expect(plan.events[0]?.rounds.map((r) => [r.name, r.state, r.recallSize, r.numHeats])).toEqual([
      ['Final', 'Marked', 1, 1],
      ['Semi-Final', 'Initialized', 6, 1],
    ]);
    expect(plan.skipped).toEqual([
      {
        path: 'events/a/rounds/2/roundState',
        message: '7 is not a round state (0 to 5); the round starts Initialized',
      },
    ]);
  });

  it("turns each judge's numbers into the round's entries, keeping a final's order", () => {
    const plan = planImport(
      file({
        metadata: {
          socials: {},
          officials: [{ key: 'j1', name: 'Ann', role: 'Judge', bio: '', photoUrl: null }],
          organizers: [],
        },
        events: [
          oldEvent('a', {
            rounds: [oldRound(1, { roundState: 5, entries: couples('e1', 'e2', 'e3') })],
          }),
        ],
        marks: [
          { eventKey: 'a', roundNumber: 1, judgeKey: 'j1', numbers: [103, 101, 101, 102, 150] },
          { eventKey: 'a', roundNumber: 1, judgeKey: 'Bob', numbers: [101, 102, 103] },
        ],
      }),
      'x',
    );
    expect(plan.sheets).toEqual([
      {
        eventId: 'x-event-1',
        roundNumber: 1,
        judgeId: 'x-official-1',
        entryIds: ['x-event-1-entry-3', 'x-event-1-entry-1', 'x-event-1-entry-2'],
      },
      {
        eventId: 'x-event-1',
        roundNumber: 1,
        judgeId: 'x-official-2',
        entryIds: ['x-event-1-entry-1', 'x-event-1-entry-2', 'x-event-1-entry-3'],
      },
    ]);
    expect(plan.officials.map((o) => [o.name, o.role])).toEqual([
      ['Ann', 'Judge'],
      ['Bob', 'Judge'],
    ]);
    expect(plan.panels.get('x-event-1')).toEqual(['x-official-1', 'x-official-2']);
    expect(plan.skipped.map((s) => s.message)).toEqual([
      'couple 150 is not in this round; the mark is left out',
      'names no official; a judge "Bob" is added so the marks are kept',
    ]);
  });

  it('checks a couple in for the first round danced when the event entry was checked in', () => {
    const plan = planImport(
      file({
        events: [
          oldEvent('a', {
            entries: [oldEntry(1, { checkedIn: true }), oldEntry(2)],
            rounds: [
              oldRound(2, { entries: couples('e1', 'e2') }),
              oldRound(1, { entries: couples('e1') }),
            ],
          }),
        ],
      }),
      'x',
    );
    expect(plan.events[0]?.rounds.map((r) => r.couples.map((c) => c.checkedIn))).toEqual([
      [true, false],
      [false],
    ]);
  });

  it('finds dances and style from the name and dances when the file lacks them', () => {
    expect(dancesOf({ name: 'Newcomer Viennese Waltz', eventDances: [] })).toEqual([
      'Viennese Waltz',
    ]);
    expect(styleOf('latin', [])).toBe('Latin');
    expect(styleOf(null, ['Swing', 'Mambo'])).toBe('Rhythm');
    expect(styleOf('Ballet', ['Pirouette'])).toBeNull();
  });

  it('property: the schedule keeps the file order and numbers every round 0, 1, 2...', () => {
    const indexes = fc.array(
      fc.array(fc.option(fc.double({ min: -10, max: 10, noNaN: true })), {
        minLength: 1,
        maxLength: 4,
      }),
      {
        maxLength: 5,
      },
    );
    fc.assert(
      fc.property(indexes, (perEvent) => {
        const events = perEvent.map((list, e) =>
          oldEvent(`ev${e}`, {
            rounds: list.map((index, r) => oldRound(r + 1, { scheduleIndex: index })),
          }),
        );
        const plan = planImport(file({ events }), 'x');
        const placed = plan.events.flatMap((event, e) =>
          event.rounds.map((round) => ({
            position: round.scheduleIndex,
            index: perEvent[e]?.[round.number - 1] ?? null,
          })),
        );
        expect(placed.map((p) => p.position).sort((a, b) => a - b)).toEqual(
          placed.map((_, i) => i),
        );
        const inOrder = [...placed].sort((a, b) => a.position - b.position);
        const known = inOrder.filter((p) => p.index !== null).map((p) => p.index as number);
        expect(known).toEqual([...known].sort((a, b) => a - b));
        // Rounds without an index come after every round with one.
        const firstUnknown = inOrder.findIndex((p) => p.index === null);
        if (firstUnknown >= 0)
          expect(inOrder.slice(firstUnknown).every((p) => p.index === null)).toBe(true);
      }),
    );
  });
});
