import { TBA } from '../competition/competitors';
import { isSameName } from './same-dancer';

/**
 * Rules about entries that are ours rather than the spec's letter: when a
 * couple may not be entered again, which school an entry shows, and how
 * competitor numbers are handed out.
 */

export type CoupleNames = { leadName: string; followName: string };

/**
 * Why a couple may not be entered in an event that already holds `existing`,
 * or null if it may. A `duplicate` is spec section 5's rule: the same lead and
 * follow names. A lead already entered with a TBA partner is not entered again
 * with a named one (`tba`): they would dance the event twice.
 */
export function entryConflict(
  existing: readonly CoupleNames[],
  couple: CoupleNames,
): { kind: 'duplicate' | 'tba'; entry: CoupleNames } | null {
  const partnered = couple.followName !== TBA;
  for (const entry of existing) {
    if (!isSameName(entry.leadName, couple.leadName)) continue;
    if (partnered && entry.followName === TBA) return { kind: 'tba', entry };
    if (isSameName(entry.followName, couple.followName)) return { kind: 'duplicate', entry };
  }
  return null;
}

/** An entry's school: the lead's, or both when the partners dance for different ones. */
export function coupleAffiliation(lead: string, follow: string | null): string {
  return follow === null || isSameName(lead, follow) ? lead : `${lead} / ${follow}`;
}

/** Numbers start at 100, as on most collegiate back numbers; below is left for staff. */
export const FIRST_COMPETITOR_NUMBER = 100;
/** 9999 is the walk-on placeholder's number (spec section 3). */
export const LAST_COMPETITOR_NUMBER = 9998;

/**
 * The number the next new competitor gets: the lowest one from 100 to 9998 that
 * nobody holds, or null when all are taken. Lowest free rather than "highest + 1",
 * so one competitor edited to 9998 does not stop every new registration.
 */
export function lowestFreeCompetitorNumber(inUse: Iterable<number>): number | null {
  const taken = new Set(inUse);
  for (let n = FIRST_COMPETITOR_NUMBER; n <= LAST_COMPETITOR_NUMBER; n += 1) {
    if (!taken.has(n)) return n;
  }
  return null;
}

/**
 * Whether moving a competitor from number `from` to `to` would take the last
 * number new registrations could get (`othersInUse` are everyone else's). Such an
 * edit is refused; one that changes nothing about the room left is not.
 */
export function numberChangeTakesLastFree(
  othersInUse: readonly number[],
  from: number,
  to: number,
): boolean {
  return (
    lowestFreeCompetitorNumber([...othersInUse, from]) !== null &&
    lowestFreeCompetitorNumber([...othersInUse, to]) === null
  );
}
