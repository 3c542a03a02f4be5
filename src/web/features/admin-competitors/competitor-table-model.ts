import { countEntries } from '../../../domain/competition/competitors';
import { LEVEL_RANK } from '../../../domain/competition/enumerations';
import type { Level, Style } from '../../../domain/competition/enumerations';
import type { AdminCompetitor } from '../../../shared/registration';
import { searchKey } from '../../lib/search-text';

/**
 * The organizers' competitors table as pure functions: what a search and the
 * filters keep, the order a column sort gives, and the choices each filter offers.
 */

export type CompetitorFilters = {
  /** Words matched against name, email, school and number; every word must match. */
  search: string;
  style: Style | null;
  eventId: string | null;
  affiliation: string | null;
};

export const NO_FILTERS: CompetitorFilters = {
  search: '',
  style: null,
  eventId: null,
  affiliation: null,
};

export const SORT_COLUMNS = [
  'number',
  'name',
  'affiliation',
  'ageCategory',
  'standardLevel',
  'smoothLevel',
  'rhythmLevel',
  'latinLevel',
  'entries',
  'createdAt',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'ascending' | 'descending';
export type CompetitorSort = { column: SortColumn; direction: SortDirection };

export const DEFAULT_SORT: CompetitorSort = { column: 'number', direction: 'ascending' };

function matchesWord(competitor: AdminCompetitor, word: string): boolean {
  // A number is matched from its start, so typing "12" narrows to 12, 120, 121, ...
  if (/^\d+$/.test(word) && String(competitor.number).startsWith(word)) return true;
  return [competitor.name, competitor.email, competitor.affiliation].some((field) =>
    searchKey(field).includes(word),
  );
}

export function matchesFilters(competitor: AdminCompetitor, filters: CompetitorFilters): boolean {
  const words = searchKey(filters.search).split(/\s+/).filter(Boolean);
  if (!words.every((word) => matchesWord(competitor, word.replace(/^#(?=\d)/, '')))) return false;
  if (filters.affiliation !== null && competitor.affiliation !== filters.affiliation) return false;
  if (filters.style !== null && !competitor.events.some((e) => e.style === filters.style)) {
    return false;
  }
  if (filters.eventId !== null && !competitor.events.some((e) => e.eventId === filters.eventId)) {
    return false;
  }
  return true;
}

type SortKey = string | number;

const LEVEL_COLUMNS = new Set<SortColumn>([
  'standardLevel',
  'smoothLevel',
  'rhythmLevel',
  'latinLevel',
]);

/** What a column sorts by: levels by rank (Newcomer before Championship), not alphabetically. */
function sortKey(competitor: AdminCompetitor, column: SortColumn): SortKey {
  if (LEVEL_COLUMNS.has(column)) {
    return LEVEL_RANK[competitor[column as keyof AdminCompetitor] as Level];
  }
  switch (column) {
    case 'number':
      return competitor.number;
    case 'entries':
      return competitor.events.length;
    case 'createdAt':
      return Date.parse(competitor.createdAt) || 0;
    default:
      return searchKey(String(competitor[column as keyof AdminCompetitor]));
  }
}

const compareKeys = (a: SortKey, b: SortKey) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/** A new array in the sort's order; ties keep competitor-number order, whatever the direction. */
export function sortCompetitors(
  competitors: readonly AdminCompetitor[],
  sort: CompetitorSort,
): AdminCompetitor[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return competitors
    .map((competitor) => ({ competitor, key: sortKey(competitor, sort.column) }))
    .sort((a, b) => sign * compareKeys(a.key, b.key) || a.competitor.number - b.competitor.number)
    .map(({ competitor }) => competitor);
}

/** Clicking a header sorts by it ascending; clicking the sorted header reverses it. */
export function nextSort(current: CompetitorSort, column: SortColumn): CompetitorSort {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** The table's rows: filtered, then sorted. */
export function visibleCompetitors(
  competitors: readonly AdminCompetitor[],
  filters: CompetitorFilters,
  sort: CompetitorSort,
): AdminCompetitor[] {
  return sortCompetitors(
    competitors.filter((competitor) => matchesFilters(competitor, filters)),
    sort,
  );
}

export type FilterChoices = {
  styles: Style[];
  events: { value: string; label: string }[];
  affiliations: string[];
};

/**
 * The choices the filters offer: only styles, events and schools someone has
 * entered, so no choice leads to an empty table. Events are narrowed to the
 * chosen style.
 */
export function filterChoices(
  competitors: readonly AdminCompetitor[],
  style: Style | null,
  styleOrder: readonly Style[],
): FilterChoices {
  const styles = new Set<Style>();
  const events = new Map<string, string>();
  const affiliations = new Set<string>();
  for (const competitor of competitors) {
    affiliations.add(competitor.affiliation);
    for (const entry of competitor.events) {
      styles.add(entry.style);
      if (style === null || entry.style === style) events.set(entry.eventId, entry.eventName);
    }
  }
  return {
    styles: styleOrder.filter((s) => styles.has(s)),
    events: [...events]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    affiliations: [...affiliations].sort((a, b) => a.localeCompare(b)),
  };
}

export const hasFilters = (filters: CompetitorFilters) =>
  filters.search.trim() !== '' ||
  filters.style !== null ||
  filters.eventId !== null ||
  filters.affiliation !== null;

/** The competitors' entries as the dashboard counts them: a couple of two listed dancers is one entry. */
export function entryCountOf(competitors: readonly AdminCompetitor[]): number {
  return countEntries(
    competitors.flatMap((competitor) =>
      competitor.events.map((event) => ({
        entryId: event.entryId,
        leadId: event.role === 'lead' ? competitor.id : event.partnerId,
      })),
    ),
  );
}
