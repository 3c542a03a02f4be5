/** Spec section 9: the label of a partner still to be announced. */
export const TBA = 'TBA';

/**
 * How many different dancers the entries name, leads and follows together.
 * Names are compared without case or surrounding spaces; a TBA partner is
 * nobody yet, so not counted.
 */
export function countCompetitors(
  entries: readonly { leadName: string; followName: string }[],
): number {
  const dancers = new Set<string>();
  for (const { leadName, followName } of entries) {
    for (const name of [leadName, followName]) {
      const normalized = name.trim().toLowerCase();
      if (normalized && normalized !== TBA.toLowerCase()) dancers.add(normalized);
    }
  }
  return dancers.size;
}

/**
 * The placeholder entry of spec section 3, for staff to put a walk-on couple
 * into a round when there is no time to register them: every id 'Adhoc', both
 * names 'dummy', affiliation 'Other' and leadNumber 9999.
 */
export const ADHOC_ENTRY = {
  entryId: 'Adhoc',
  leadId: 'Adhoc',
  followId: 'Adhoc',
  leadName: 'dummy',
  followName: 'dummy',
  affiliation: 'Other',
  leadNumber: 9999,
} as const;
