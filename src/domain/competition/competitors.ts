/** Spec section 9: the label of a partner still to be announced. */
export const TBA = 'TBA';

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

/**
 * How organizers count entries, on the dashboard and the competitors page
 * alike: one per couple in an event, however many of its dancers are listed
 * with it, and none for the walk-on placeholder, which nobody registered. A
 * withdrawn entry is deleted, so it is never counted.
 */
export function countEntries(
  entries: Iterable<{ entryId: string; leadId: string | null }>,
): number {
  const counted = new Set<string>();
  for (const entry of entries) {
    if (entry.leadId !== ADHOC_ENTRY.leadId) counted.add(entry.entryId);
  }
  return counted.size;
}
