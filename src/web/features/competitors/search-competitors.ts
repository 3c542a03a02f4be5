import type { PublicCompetitor } from '../../../shared/registration';
import { searchKey } from '../../lib/search-text';

export type CompetitorSort = { by: 'number' | 'name'; direction: 'ascending' | 'descending' };

/**
 * Whether a competitor matches a search: the text is part of their name or
 * school, or their number starts with it (so "12" finds 120 to 129 as the user
 * types, but not 312).
 */
export function competitorMatches(competitor: PublicCompetitor, query: string): boolean {
  const key = searchKey(query);
  if (key === '') return true;
  return (
    String(competitor.number).startsWith(key) ||
    searchKey(competitor.name).includes(key) ||
    searchKey(competitor.affiliation).includes(key)
  );
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The competitors matching the search, in the chosen order; ties on name fall back to number. */
export function searchCompetitors(
  competitors: PublicCompetitor[],
  query: string,
  sort: CompetitorSort,
): PublicCompetitor[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return competitors
    .filter((competitor) => competitorMatches(competitor, query))
    .sort(
      (a, b) =>
        sign *
        (sort.by === 'name'
          ? byName.compare(a.name, b.name) || a.number - b.number
          : a.number - b.number),
    );
}
