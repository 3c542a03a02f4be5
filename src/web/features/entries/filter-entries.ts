import type { Style } from '../../../domain/competition/enumerations';
import type { EventEntries, PublicEntry } from '../../../shared/registration';
import { searchKey } from '../../lib/search-text';

export type EntriesFilter = {
  /** Free text: part of a name or school, or the start of a couple's number. */
  query: string;
  /** Only events of this style; null for every style. */
  style: Style | null;
};

/**
 * Whether a couple matches a search: the text is part of the lead's or follow's
 * name or the school, or the couple's number starts with it (so "12" finds 120
 * to 129 as the user types, but not 312).
 */
export function entryMatches(entry: PublicEntry, query: string): boolean {
  const key = searchKey(query);
  if (key === '') return true;
  if (entry.leadNumber !== null && String(entry.leadNumber).startsWith(key)) return true;
  return [entry.leadName, entry.followName, entry.affiliation].some((text) =>
    searchKey(text).includes(key),
  );
}

/**
 * The events to show, in their order, each with only its matching couples.
 * Without a search every event of the chosen style shows, even one nobody has
 * entered yet; with a search, events without a matching couple drop out.
 */
export function filterEventEntries(events: EventEntries[], filter: EntriesFilter): EventEntries[] {
  const searching = searchKey(filter.query) !== '';
  return events
    .filter((event) => filter.style === null || event.style === filter.style)
    .map((event) => ({
      ...event,
      entries: event.entries.filter((entry) => entryMatches(entry, filter.query)),
    }))
    .filter((event) => !searching || event.entries.length > 0);
}

/** How many couples the visible events hold. */
export function countCouples(events: EventEntries[]): number {
  return events.reduce((sum, event) => sum + event.entries.length, 0);
}
