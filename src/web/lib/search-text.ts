/**
 * Text as searches compare it: lower case, without accents or surrounding
 * spaces, so "jose" finds "José" and "GARCIA" finds "García".
 */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
