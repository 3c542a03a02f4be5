import { TBA } from '../competition/competitors';

/**
 * Rules about entries that are ours rather than the spec's letter: when two
 * names are the same dancer, when a couple may not be entered again, which
 * school an entry shows, and how competitor numbers are handed out.
 */

/** Case and surrounding spaces do not make two names different dancers. */
export function isSameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

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
 * The number the next new competitor gets, from the highest number in use
 * below the placeholder's (null when there is none), or null when all are used.
 */
export function nextCompetitorNumber(highestInUse: number | null): number | null {
  if (highestInUse === null) return FIRST_COMPETITOR_NUMBER;
  const next = Math.max(highestInUse + 1, FIRST_COMPETITOR_NUMBER);
  return next > LAST_COMPETITOR_NUMBER ? null : next;
}
