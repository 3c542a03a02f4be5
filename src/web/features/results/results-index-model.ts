import { LEVELS, STYLES } from '../../../domain/competition/enumerations';
import type { ResultsIndexEvent } from '../../../shared/results';
import { numberOrTextMatches, searchKey } from '../../lib/search-text';

type IndexedCouple = ResultsIndexEvent['couples'][number];

/** An event as the results page lists it, with the couples a search found in it. */
export type ListedEvent = { event: ResultsIndexEvent; matches: IndexedCouple[] };
export type LevelGroup = { level: string; events: ListedEvent[] };
export type StyleGroup = { style: string; levels: LevelGroup[] };

export const coupleMatches = (couple: IndexedCouple, query: string) =>
  numberOrTextMatches(
    couple.number,
    [couple.leadName, couple.followName, couple.affiliation],
    query,
  );

/** A name's place in the spec's list; names outside it come after, alphabetically. */
const byListOrder = (list: readonly string[]) => {
  const rank = (name: string) => {
    const index = list.indexOf(name);
    return index === -1 ? list.length : index;
  };
  return (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b);
};
const byStyle = byListOrder(STYLES);
const byLevel = byListOrder(LEVELS);

/**
 * The results page's events, grouped by style then level in the spec's order,
 * each group keeping the server's order of events. With a search, each event
 * carries its matching couples and events without one drop out.
 */
export function groupResultsIndex(events: ResultsIndexEvent[], query: string): StyleGroup[] {
  const searching = searchKey(query) !== '';
  const listed = events
    .map((event) => ({
      event,
      matches: searching ? event.couples.filter((couple) => coupleMatches(couple, query)) : [],
    }))
    .filter((item) => !searching || item.matches.length > 0);

  const styles = new Map<string, Map<string, ListedEvent[]>>();
  for (const item of listed) {
    const levels = styles.get(item.event.style) ?? new Map<string, ListedEvent[]>();
    styles.set(item.event.style, levels);
    levels.set(item.event.level, [...(levels.get(item.event.level) ?? []), item]);
  }
  return [...styles.keys()].sort(byStyle).map((style) => {
    const levels = styles.get(style) as Map<string, ListedEvent[]>;
    return {
      style,
      levels: [...levels.keys()]
        .sort(byLevel)
        .map((level) => ({ level, events: levels.get(level) as ListedEvent[] })),
    };
  });
}

/** How many events the groups hold. */
export const countEvents = (groups: StyleGroup[]) =>
  groups.reduce(
    (sum, style) => sum + style.levels.reduce((n, level) => n + level.events.length, 0),
    0,
  );
