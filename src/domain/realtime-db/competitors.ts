import { ADHOC_ENTRY } from '../competition/competitors';
import type { Level, Style } from '../competition/enumerations';
import { LEVEL_RANK } from '../competition/enumerations';
import type { OldEntry } from './read-export';

/**
 * The dancers of an old-app export. The old app kept no competitor records of
 * its own in the export: each entry names its lead and follow by id and name,
 * so the competitors are built from the entries, one per id.
 */

/** What one entry says about its two dancers, with its event's style and level. */
export type EntryDancers = Pick<
  OldEntry,
  'leadId' | 'followId' | 'leadName' | 'followName' | 'leadNumber' | 'affiliation'
> & { style: Style; level: Level };

export type BuiltCompetitor = {
  /** The old app's id, or `name:<name>` for a dancer the entry names without an id. */
  oldId: string;
  name: string;
  number: number;
  affiliation: string;
  /** Per style the level of the lowest event entered, so every entry stays one they may enter. */
  levels: Partial<Record<Style, Level>>;
};

export type NumberConflict = { oldId: string; name: string; wanted: number; given: number };

/** Spec section 3's placeholder for a walk-on couple: ids 'Adhoc', names 'dummy'. */
export const isAdhocEntry = (entry: { leadId: string | null; leadName: string }) =>
  entry.leadId === ADHOC_ENTRY.leadId ||
  (entry.leadName === ADHOC_ENTRY.leadName && entry.leadId === null);

/** The key a dancer is deduplicated by: their id, or their name when the entry gives none. */
export const dancerKey = (id: string | null, name: string) =>
  id !== null && id.trim() !== '' ? id : `name:${name.trim().toLowerCase()}`;

/**
 * One competitor per dancer, in order of first appearance. The first entry
 * that names a dancer gives their name and school. A lead keeps the couple
 * number of their entries (their first one); a follow, or a lead whose number
 * another dancer already holds, gets the next number above every lead's
 * number, in order of appearance, and the conflict is reported.
 */
export function buildCompetitors(entries: readonly EntryDancers[]): {
  competitors: BuiltCompetitor[];
  conflicts: NumberConflict[];
} {
  const byKey = new Map<string, BuiltCompetitor & { wanted: number | null }>();
  const meet = (key: string, name: string, wanted: number | null, entry: EntryDancers) => {
    const known = byKey.get(key);
    const competitor = known ?? {
      oldId: key,
      name,
      number: 0,
      wanted,
      affiliation: entry.affiliation?.trim() || 'Other',
      levels: {},
    };
    if (!known) byKey.set(key, competitor);
    if (competitor.wanted === null && wanted !== null) competitor.wanted = wanted;
    const level = competitor.levels[entry.style];
    if (level === undefined || LEVEL_RANK[entry.level] < LEVEL_RANK[level])
      competitor.levels[entry.style] = entry.level;
  };
  for (const entry of entries) {
    if (isAdhocEntry(entry)) continue;
    meet(dancerKey(entry.leadId, entry.leadName), entry.leadName, entry.leadNumber, entry);
    meet(dancerKey(entry.followId, entry.followName), entry.followName, null, entry);
  }

  const all = [...byKey.values()];
  const taken = new Set<number>();
  const conflicts: NumberConflict[] = [];
  const unnumbered: typeof all = [];
  for (const competitor of all) {
    if (competitor.wanted !== null && competitor.wanted > 0 && !taken.has(competitor.wanted)) {
      competitor.number = competitor.wanted;
      taken.add(competitor.wanted);
    } else unnumbered.push(competitor);
  }
  let next = Math.max(0, ...taken) + 1;
  for (const competitor of unnumbered) {
    competitor.number = next++;
    if (competitor.wanted !== null)
      conflicts.push({
        oldId: competitor.oldId,
        name: competitor.name,
        wanted: competitor.wanted,
        given: competitor.number,
      });
  }
  return {
    competitors: all.map(({ wanted: _wanted, ...competitor }) => competitor),
    conflicts,
  };
}
