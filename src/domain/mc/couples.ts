import { joinNaturally } from './spoken';

/** A couple of a round as the MC's script needs it. */
export interface McCouple {
  entryId: string;
  /** The lead's number; null while the couple has none (a TBA partner, say). */
  number: number | null;
  leadName: string;
  followName: string;
  affiliation: string;
  /** Null before heats are drawn: the couple dances in heat 1. */
  heat: number | null;
  /** Added to the round on the day (round_entries.walk_on): said as new. */
  walkOn: boolean;
  /** When the entry was withdrawn from its event (entries.scratched_at), ISO 8601. */
  scratchedAt: string | null;
}

/** "Ann Lee and Bob Roe"; a couple without a follow is the lead alone. */
export function namesOf(couple: Pick<McCouple, 'leadName' | 'followName'>): string {
  return joinNaturally([couple.leadName, couple.followName].filter((name) => name.trim() !== ''));
}

/** Couples by number, smallest first; couples without a number after them, by name. */
export function byNumber<C extends Pick<McCouple, 'number' | 'leadName' | 'entryId'>>(
  couples: readonly C[],
): C[] {
  return [...couples].sort(
    (a, b) =>
      (a.number ?? Number.POSITIVE_INFINITY) - (b.number ?? Number.POSITIVE_INFINITY) ||
      a.leadName.localeCompare(b.leadName) ||
      a.entryId.localeCompare(b.entryId),
  );
}

/**
 * "number 12", "numbers 12, 15 (new), 23": the couples in ascending order,
 * each walk-on marked "(new)" when `markNew`; a couple without a number is
 * named instead, after the numbers.
 */
export function numbersPhrase(couples: readonly McCouple[], markNew: boolean): string {
  const ordered = byNumber(couples);
  const mark = (couple: McCouple) => (markNew && couple.walkOn ? ' (new)' : '');
  const numbered = ordered.filter((couple) => couple.number !== null);
  const unnumbered = ordered.filter((couple) => couple.number === null);
  const parts: string[] = [];
  if (numbered.length > 0) {
    const list = numbered.map((couple) => `${couple.number}${mark(couple)}`).join(', ');
    parts.push(`${numbered.length === 1 ? 'number' : 'numbers'} ${list}`);
  }
  for (const couple of unnumbered) parts.push(`${namesOf(couple)} (no number)${mark(couple)}`);
  return parts.join('; ');
}
