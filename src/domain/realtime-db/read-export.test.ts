import { describe, expect, it } from 'vitest';
import { RealtimeDbRefusal, readRealtimeDbExport } from './read-export';

const event = {
  name: 'Newcomer Waltz',
  eventLevel: 'Newcomer',
  eventDances: ['Waltz'],
  style: 'Standard',
  entries: {
    e1: {
      entryId: 'e1',
      leadId: 'u1',
      followId: 'f1',
      leadName: 'A',
      followName: 'B',
      leadNumber: '101',
      checkedIn: 1,
    },
  },
  rounds: [
    null,
    {
      roundName: 'Final',
      roundState: 5,
      recallSize: 6,
      numHeats: 1,
      entries: { e1: { checkedIn: true } },
    },
  ],
};

describe('readRealtimeDbExport', () => {
  it('reads lists stored as arrays with holes and numbers written as text', () => {
    const { export: file, reading } = readRealtimeDbExport({
      events: { w: event },
      marks: { w: { 1: { j1: { 0: 101, 1: '102' } } } },
    });
    expect(reading).toEqual({ skipped: [], unknownKeys: [] });
    expect(file.events[0]?.entries[0]).toMatchObject({ leadNumber: 101, checkedIn: true });
    expect(file.events[0]?.rounds.map((r) => [r.number, r.entries])).toEqual([
      [1, [{ key: 'e1', checkedIn: true }]],
    ]);
    expect(file.marks).toEqual([
      { eventKey: 'w', roundNumber: 1, judgeKey: 'j1', numbers: [101, 102] },
    ]);
  });

  it('reports unknown keys by path and values of the wrong type, and goes on', () => {
    const { export: file, reading } = readRealtimeDbExport({
      competitionMetadata: { fullName: 7, venue: 'Hall', socials: { tiktok: '@x' } },
      events: { w: { ...event, sponsor: 'X', entries: { e1: { leadName: 'A' } } } },
      marks: { w: { final: {}, 1: { j1: [101, 'x'] } } },
    });
    expect(reading.unknownKeys).toEqual([
      'competitionMetadata/venue',
      'competitionMetadata/socials/tiktok',
      'events/w/sponsor',
    ]);
    // Integer keys come first in a JavaScript object, so round 1 is read before "final".
    expect(reading.skipped).toEqual([
      { path: 'competitionMetadata/fullName', message: 'expected text, found a number' },
      { path: 'events/w/entries/e1', message: 'an entry needs leadName and followName; left out' },
      { path: 'marks/w/1/j1/1', message: 'expected a couple number, found a string' },
      { path: 'marks/w/final', message: 'marks are keyed by round number; left out' },
    ]);
    expect(file.events[0]?.entries).toEqual([]);
  });

  it('reads placements keyed by number or as a list in place order', () => {
    const { export: file } = readRealtimeDbExport({
      events: {},
      resultsSaved: {
        w: { 2: { placements: { 106: 6 }, sumRecalls: { 101: 3 } }, finalResults: [104, 101] },
      },
    });
    expect(file.savedRounds).toEqual([
      {
        eventKey: 'w',
        roundNumber: 2,
        placements: { 106: '6' },
        sumRecalls: { 101: 3 },
        hasFinalTable: false,
      },
    ]);
    expect(file.finalResults).toEqual([{ eventKey: 'w', placements: { 104: '1', 101: '2' } }]);
  });

  it('refuses only a file with nothing to import, naming where', () => {
    expect(() => readRealtimeDbExport('text')).toThrow(RealtimeDbRefusal);
    expect(() => readRealtimeDbExport({ marks: {} })).toThrow(
      'The file: has neither competitionMetadata nor events, so there is nothing to import',
    );
  });
});
