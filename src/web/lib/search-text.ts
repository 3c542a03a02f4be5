/**
 * Text as searches compare it: lower case, without accents or surrounding
 * spaces, so "jose" finds "José" and "GARCIA" finds "García".
 */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * Whether a couple or dancer matches a search: the text is part of one of
 * their texts (names, school), or their number starts with it (so "12" finds
 * 120 to 129 as the user types, but not 312). An empty search matches all.
 */
export function numberOrTextMatches(
  number: number | null,
  texts: readonly string[],
  query: string,
): boolean {
  const key = searchKey(query);
  if (key === '') return true;
  if (number !== null && String(number).startsWith(key)) return true;
  return texts.some((text) => searchKey(text).includes(key));
}
