import { describe, expect, it } from 'vitest';
import type { PublicCompetitor } from '../../../shared/registration';
import { competitorMatches, searchCompetitors } from './search-competitors';
import type { CompetitorSort } from './search-competitors';

const competitor = (number: number, name: string, affiliation: string): PublicCompetitor => ({
  id: `c${number}`,
  number,
  name,
  affiliation,
  eventCount: 1,
});

const competitors = [
  competitor(120, 'Zoe Weber', 'Riverside University'),
  competitor(101, 'élise Moreau', 'Northgate College'),
  competitor(312, 'Alex Adams', 'Riverside University'),
  competitor(105, 'alex adams', 'Other'),
];

const numbers = (query: string, sort: CompetitorSort = { by: 'number', direction: 'ascending' }) =>
  searchCompetitors(competitors, query, sort).map((c) => c.number);

describe('competitorMatches', () => {
  it.each([
    ['', true],
    ['zoe', true],
    ['WEBER', true],
    ['riverside', true],
    ['12', true],
    ['120', true],
    ['20', false],
    ['northgate', false],
  ])('%j matches Zoe Weber (120, Riverside): %s', (query, matches) => {
    expect(competitorMatches(competitors[0] as PublicCompetitor, query)).toBe(matches);
  });

  it('ignores accents', () => {
    expect(competitorMatches(competitors[1] as PublicCompetitor, 'Elise')).toBe(true);
  });
});

describe('searchCompetitors', () => {
  it('sorts by number either way', () => {
    expect(numbers('')).toEqual([101, 105, 120, 312]);
    expect(numbers('', { by: 'number', direction: 'descending' })).toEqual([312, 120, 105, 101]);
  });

  it('sorts by name without regard to case or accents, then by number', () => {
    expect(numbers('', { by: 'name', direction: 'ascending' })).toEqual([105, 312, 101, 120]);
    expect(numbers('', { by: 'name', direction: 'descending' })).toEqual([120, 101, 312, 105]);
  });

  it('keeps only the matches', () => {
    expect(numbers('riverside')).toEqual([120, 312]);
    expect(numbers('1')).toEqual([101, 105, 120]);
    expect(numbers('nobody')).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    searchCompetitors(competitors, '', { by: 'name', direction: 'ascending' });
    expect(competitors.map((c) => c.number)).toEqual([120, 101, 312, 105]);
  });
});
