import { describe, expect, it } from 'vitest';
import type { EventEntries, PublicEntry } from '../../../shared/registration';
import { countCouples, entryMatches, filterEventEntries } from './filter-entries';

const entry = (
  leadNumber: number | null,
  leadName: string,
  followName: string,
  affiliation: string,
): PublicEntry => ({
  entryId: `${leadName}-${followName}`,
  leadId: null,
  followId: null,
  leadNumber,
  leadName,
  followName,
  affiliation,
});

const events: EventEntries[] = [
  {
    eventId: 'waltz',
    eventName: 'Newcomer Standard Waltz',
    style: 'Standard',
    level: 'Newcomer',
    entries: [
      entry(101, 'Alex Adams', 'TBA', 'Riverside University'),
      entry(112, 'José García', 'Bianca Baker', 'Northgate College'),
    ],
  },
  {
    eventId: 'chacha',
    eventName: 'Newcomer Latin Cha Cha',
    style: 'Latin',
    level: 'Newcomer',
    entries: [entry(312, 'Chen Costa', 'Dana Dubois', 'Riverside University')],
  },
  {
    eventId: 'salsa',
    eventName: 'Open Nightclub Salsa',
    style: 'Nightclub',
    level: 'Open',
    entries: [],
  },
];

/** Each visible event with the numbers of its visible couples, as a table to read. */
const shown = (query: string, style: EventEntries['style'] | null = null) =>
  filterEventEntries(events, { query, style }).map(
    (event) => `${event.eventId}: ${event.entries.map((e) => e.leadNumber).join(' ')}`,
  );

describe('entryMatches', () => {
  const couple = entry(112, 'José García', 'Bianca Baker', 'Northgate College');
  it.each([
    ['', true],
    ['garcia', true],
    ['BAKER', true],
    ['northgate', true],
    ['11', true],
    ['112', true],
    ['12', false],
    ['riverside', false],
  ])('%j matches: %s', (query, matches) => {
    expect(entryMatches(couple, query)).toBe(matches);
  });

  it('never matches a number on a couple without one', () => {
    expect(entryMatches(entry(null, 'Ad hoc', 'dummy', 'Other'), '1')).toBe(false);
  });
});

describe('filterEventEntries', () => {
  it('shows every event, empty ones too, when nothing is filtered', () => {
    expect(shown('')).toEqual(['waltz: 101 112', 'chacha: 312', 'salsa: ']);
  });

  it('keeps only matching couples and drops events without one', () => {
    expect(shown('riverside')).toEqual(['waltz: 101', 'chacha: 312']);
    expect(shown('31')).toEqual(['chacha: 312']);
    expect(shown('nobody')).toEqual([]);
  });

  it('filters by style, alone or with a search', () => {
    expect(shown('', 'Nightclub')).toEqual(['salsa: ']);
    expect(shown('riverside', 'Latin')).toEqual(['chacha: 312']);
    expect(shown('', 'Smooth')).toEqual([]);
  });

  it('counts the couples it shows', () => {
    expect(countCouples(filterEventEntries(events, { query: 'riverside', style: null }))).toBe(2);
  });
});
