import { describe, expect, it } from 'vitest';
import { STYLES } from '../../../domain/competition/enumerations';
import type { AdminCompetitor } from '../../../shared/registration';
import {
  DEFAULT_SORT,
  NO_FILTERS,
  entryCountOf,
  filterChoices,
  hasFilters,
  matchesFilters,
  nextSort,
  sortCompetitors,
  visibleCompetitors,
} from './competitor-table-model';

type Entry = AdminCompetitor['events'][number];

const entry = (eventId: string, style: Entry['style'], level: Entry['level']): Entry => ({
  entryId: `${eventId}-entry`,
  eventId,
  eventName: `${level} ${style}`,
  style,
  level,
  role: 'lead',
  partnerName: 'TBA',
  partnerId: null,
  leadNumber: null,
  registeredTime: '2026-10-01T12:00:00.000Z',
  phase: 'Early',
});

const competitor = (over: Partial<AdminCompetitor> & { number: number }): AdminCompetitor => ({
  id: `c${over.number}`,
  name: `Dancer ${over.number}`,
  email: `dancer${over.number}@example.test`,
  affiliation: 'Riverside University',
  ageCategory: 'Adult',
  standardLevel: 'Bronze',
  smoothLevel: 'Bronze',
  rhythmLevel: 'Bronze',
  latinLevel: 'Bronze',
  createdAt: '2026-10-01T12:00:00.000Z',
  events: [],
  ...over,
});

const ana = competitor({
  number: 101,
  name: 'Ana Núñez',
  email: 'ana@river.edu',
  affiliation: 'Riverside University',
  standardLevel: 'Gold',
  createdAt: '2026-10-03T09:00:00.000Z',
  events: [entry('std-gold', 'Standard', 'Gold'), entry('lat-silver', 'Latin', 'Silver')],
});
const ben = competitor({
  number: 12,
  name: 'Ben Okafor',
  email: 'ben@hill.edu',
  affiliation: 'Hillcrest College',
  standardLevel: 'Newcomer',
  createdAt: '2026-10-01T09:00:00.000Z',
  events: [entry('std-gold', 'Standard', 'Gold')],
});
const cy = competitor({
  number: 120,
  name: 'Cy Park',
  email: 'cy@example.test',
  affiliation: 'Other Club',
  standardLevel: 'Championship',
  createdAt: '2026-10-02T09:00:00.000Z',
  events: [],
});
const all = [ana, ben, cy];
const numbers = (list: AdminCompetitor[]) => list.map((c) => c.number);

describe('matchesFilters', () => {
  it.each([
    ['', [101, 12, 120]],
    ['ana', [101]],
    ['nunez', [101]], // accents ignored
    ['HILL.EDU', [12]], // email, any case
    ['hillcrest', [12]], // school
    ['12', [12, 120]], // a number matches from its start
    ['#101', [101]],
    ['river ana', [101]], // every word must match somewhere
    ['river ben', []],
    ['  park  ', [120]],
  ])('search %j keeps %j', (search, expected) => {
    expect(numbers(all.filter((c) => matchesFilters(c, { ...NO_FILTERS, search })))).toEqual(
      expected,
    );
  });

  it('filters by style, event and school, all together', () => {
    const keep = (filters: Partial<typeof NO_FILTERS>) =>
      numbers(all.filter((c) => matchesFilters(c, { ...NO_FILTERS, ...filters })));
    expect(keep({ style: 'Standard' })).toEqual([101, 12]);
    expect(keep({ style: 'Latin' })).toEqual([101]);
    expect(keep({ style: 'Smooth' })).toEqual([]);
    expect(keep({ eventId: 'std-gold' })).toEqual([101, 12]);
    expect(keep({ affiliation: 'Hillcrest College' })).toEqual([12]);
    expect(keep({ eventId: 'std-gold', affiliation: 'Riverside University' })).toEqual([101]);
  });
});

describe('sortCompetitors', () => {
  it.each([
    ['number', 'ascending', [12, 101, 120]],
    ['number', 'descending', [120, 101, 12]],
    ['name', 'ascending', [101, 12, 120]],
    ['affiliation', 'ascending', [12, 120, 101]],
    // Levels by rank: Newcomer < Gold < Championship, not alphabetical.
    ['standardLevel', 'ascending', [12, 101, 120]],
    ['standardLevel', 'descending', [120, 101, 12]],
    ['entries', 'descending', [101, 12, 120]],
    ['createdAt', 'ascending', [12, 120, 101]],
  ] as const)('%s %s gives %j', (column, direction, expected) => {
    expect(numbers(sortCompetitors(all, { column, direction }))).toEqual(expected);
  });

  it('breaks ties by number in both directions and leaves the input alone', () => {
    const input = [cy, ben, ana];
    expect(
      numbers(sortCompetitors(input, { column: 'ageCategory', direction: 'ascending' })),
    ).toEqual([12, 101, 120]);
    expect(
      numbers(sortCompetitors(input, { column: 'ageCategory', direction: 'descending' })),
    ).toEqual([12, 101, 120]);
    expect(numbers(input)).toEqual([120, 12, 101]);
  });
});

describe('nextSort', () => {
  it('sorts a new column ascending and reverses the current one', () => {
    expect(nextSort(DEFAULT_SORT, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextSort(DEFAULT_SORT, 'number')).toEqual({ column: 'number', direction: 'descending' });
    expect(nextSort({ column: 'number', direction: 'descending' }, 'number')).toEqual(DEFAULT_SORT);
  });
});

describe('visibleCompetitors', () => {
  it('filters, then sorts', () => {
    expect(
      numbers(
        visibleCompetitors(
          all,
          { ...NO_FILTERS, style: 'Standard' },
          {
            column: 'number',
            direction: 'descending',
          },
        ),
      ),
    ).toEqual([101, 12]);
  });
});

describe('filterChoices', () => {
  it('offers only what was entered, in spec style order, events narrowed to the style', () => {
    expect(filterChoices(all, null, STYLES)).toEqual({
      styles: ['Standard', 'Latin'],
      events: [
        { value: 'std-gold', label: 'Gold Standard' },
        { value: 'lat-silver', label: 'Silver Latin' },
      ],
      affiliations: ['Hillcrest College', 'Other Club', 'Riverside University'],
    });
    expect(filterChoices(all, 'Latin', STYLES).events).toEqual([
      { value: 'lat-silver', label: 'Silver Latin' },
    ]);
    expect(filterChoices([], null, STYLES)).toEqual({ styles: [], events: [], affiliations: [] });
  });
});

describe('hasFilters', () => {
  it('is false only when nothing narrows the list', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: '   ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: 'a' })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, affiliation: 'Other Club' })).toBe(true);
  });
});

describe('entryCountOf', () => {
  it('counts a couple whose dancers are both registered as one entry', () => {
    const lead = competitor({
      number: 1,
      events: [
        { ...entry('waltz', 'Standard', 'Gold'), entryId: 'waltz-1', partnerId: 'c2' },
        entry('tango', 'Standard', 'Gold'),
      ],
    });
    const follow = competitor({
      number: 2,
      events: [
        {
          ...entry('waltz', 'Standard', 'Gold'),
          entryId: 'waltz-1',
          role: 'follow',
          partnerId: 'c1',
        },
      ],
    });
    expect(entryCountOf([lead, follow])).toBe(2);
    expect(entryCountOf([])).toBe(0);
  });
});
