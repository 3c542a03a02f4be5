import type { PublicCompetitor } from '../../../shared/registration';
import { numberOrTextMatches } from '../../lib/search-text';

export type CompetitorSort = { by: 'number' | 'name'; direction: 'ascending' | 'descending' };

/** Whether a competitor matches a search: by number, name or school. */
export function competitorMatches(competitor: PublicCompetitor, query: string): boolean {
  return numberOrTextMatches(competitor.number, [competitor.name, competitor.affiliation], query);
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
