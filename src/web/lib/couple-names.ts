/**
 * A couple's names as every results and live screen prints them: "Lead &
 * Follow", or the lead's name alone for a solo entry (no follow), never
 * "Name & ".
 */
export const coupleNames = (couple: { leadName: string; followName: string }) =>
  [couple.leadName, couple.followName].filter((name) => name.trim() !== '').join(' & ');
