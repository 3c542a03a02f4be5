/**
 * What a tap does to a dance's list. Recall: the couples recalled, in any
 * order. Final: the couples in place order, 1st first, so places are unique by
 * construction and taking a couple out closes the places up behind it.
 */

/**
 * One tap on a couple. Recall: recalls it, or takes the recall back. Final:
 * gives an unplaced couple the next place, or takes a placed couple out (the
 * places behind it move up), which is how a judge fixes a mistake.
 */
export function tapCouple(entries: readonly string[], entryId: string): string[] {
  return entries.includes(entryId) ? entries.filter((id) => id !== entryId) : [...entries, entryId];
}

/** A couple's place in a final's list (1-based), or null while unplaced. */
export function placeOf(entries: readonly string[], entryId: string): number | null {
  const index = entries.indexOf(entryId);
  return index < 0 ? null : index + 1;
}

/** A final can be submitted once every couple of the round has its place. */
export function finalComplete(entries: readonly string[], coupleIds: readonly string[]): boolean {
  return entries.length === coupleIds.length && coupleIds.every((id) => entries.includes(id));
}
