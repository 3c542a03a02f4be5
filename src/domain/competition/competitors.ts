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
