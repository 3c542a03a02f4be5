import type { Style } from '../../../domain/competition/enumerations';
import type { EventEntries, PublicEntry } from '../../../shared/registration';
import { numberOrTextMatches, searchKey } from '../../lib/search-text';

export type EntriesFilter = {
  /** Free text: part of a name or school, or the start of a couple's number. */
  query: string;
  /** Only events of this style; null for every style. */
  style: Style | null;
};

/** Whether a couple matches a search: by number, either name or the school. */
export function entryMatches(entry: PublicEntry, query: string): boolean {
  return numberOrTextMatches(
    entry.leadNumber,
    [entry.leadName, entry.followName, entry.affiliation],
    query,
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
