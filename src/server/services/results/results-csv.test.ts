import { describe, expect, it } from 'vitest';
import type { EventResults, RoundResult } from '../../../shared/results';
import { RESULTS_CSV_COLUMNS, resultsCsv } from './results-csv';

const couple = (entryId: string, number: number | null, leadName: string, followName: string) => ({
  entryId,
  number,
  leadName,
  followName,
  affiliation: 'Uni Club',
});

const final: RoundResult = {
  roundNumber: 1,
  roundName: 'Final',
  kind: 'final',
  dances: ['Waltz', 'Tango'],
  postedAt: '2026-11-24T15:00:00.000Z',
  couples: [couple('a', 11, 'Zoë Ñúñez', 'Łucja "Lu" Kowalska'), couple('b', 12, 'Ann, Jr.', 'Bo')],
  recalled: [],
  placements: { a: 1, b: 2 },
  perDance: { Waltz: { a: 1, b: 2 }, Tango: { a: 2, b: 1 } },
  detail: null,
};

const semi: RoundResult = {
  roundNumber: 2,
  roundName: 'Semi-Final',
  kind: 'recall',
  dances: ['Waltz', 'Tango'],
  postedAt: '2026-11-24T14:00:00.000Z',
  couples: [couple('a', 11, 'Zoë Ñúñez', 'Łucja "Lu" Kowalska'), couple('c', null, '=SUM(A1)', '')],
  recalled: ['a'],
  placements: { c: '7-8' },
  perDance: {},
  detail: null,
};

const results = (rounds: RoundResult[]): EventResults => ({
  event: { eventId: 'ev-1', name: 'Gold, Standard', style: 'Standard', level: 'Gold', dances: [] },
  judges: [],
  marksPublic: false,
  marksReleaseAt: null,
  rounds,
});

/** The download without its byte order mark, line by line. */
const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n');

describe('resultsCsv', () => {
  it('starts with a byte order mark and the documented header row', () => {
    const csv = resultsCsv([]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual([RESULTS_CSV_COLUMNS.join(',')]);
  });

  it('writes one row per couple and round, quoting commas and quotes and keeping unicode names', () => {
    expect(lines(resultsCsv([results([final, semi])])).slice(1)).toEqual([
      'ev-1,"Gold, Standard",1,Final,11,Zoë Ñúñez,"Łucja ""Lu"" Kowalska",Uni Club,1,,Waltz: 1; Tango: 2',
      'ev-1,"Gold, Standard",1,Final,12,"Ann, Jr.",Bo,Uni Club,2,,Waltz: 2; Tango: 1',
      'ev-1,"Gold, Standard",2,Semi-Final,11,Zoë Ñúñez,"Łucja ""Lu"" Kowalska",Uni Club,,yes,',
      'ev-1,"Gold, Standard",2,Semi-Final,,\'=SUM(A1),,Uni Club,7-8,no,',
    ]);
  });

  it('writes shared places as the mean place the final gives them', () => {
    const shared = { ...final, placements: { a: 1.5, b: 1.5 } };
    const placementCells = lines(resultsCsv([results([shared])]))
      .slice(1)
      .map((line) => line.split(',').at(-3));
    expect(placementCells).toEqual(['1.5', '1.5']);
  });
});
