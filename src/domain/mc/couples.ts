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
 * A piece of a sentence read aloud. A walk-on's number (or name) with its
 * "(new)" is a piece of its own, so a screen can make it stand out without
 * reading the sentence.
 */
export interface SpokenPart {
  text: string;
  walkOn: boolean;
}

/** The sentence the parts make. */
export const spokenText = (parts: readonly SpokenPart[]): string =>
  parts.map((part) => part.text).join('');

/** Adjacent plain pieces as one, so a sentence is a few parts, not one per comma. */
export function mergedParts(parts: readonly SpokenPart[]): SpokenPart[] {
  return parts.reduce<SpokenPart[]>((all, part) => {
    const last = all.at(-1);
    if (last && !last.walkOn && !part.walkOn)
      all[all.length - 1] = { ...last, text: last.text + part.text };
    else all.push(part);
    return all;
  }, []);
}

/**
 * "number 12", "numbers 12, 15 (new), 23" as parts: the couples in ascending
 * order, each walk-on marked "(new)" in a part of its own when `markNew`; a
 * couple without a number is named instead, after the numbers.
 */
export function numbersParts(couples: readonly McCouple[], markNew: boolean): SpokenPart[] {
  const ordered = byNumber(couples);
  const piece = (couple: McCouple, text: string): SpokenPart =>
    markNew && couple.walkOn ? { text: `${text} (new)`, walkOn: true } : { text, walkOn: false };
  const plain = (text: string): SpokenPart => ({ text, walkOn: false });
  const numbered = ordered.filter((couple) => couple.number !== null);
  const unnumbered = ordered.filter((couple) => couple.number === null);
  const groups: SpokenPart[][] = [];
  if (numbered.length > 0) {
    groups.push([
      plain(numbered.length === 1 ? 'number ' : 'numbers '),
      ...numbered.flatMap((couple, i) => [
        ...(i > 0 ? [plain(', ')] : []),
        piece(couple, String(couple.number)),
      ]),
    ]);
  }
  for (const couple of unnumbered) groups.push([piece(couple, `${namesOf(couple)} (no number)`)]);
  return mergedParts(groups.flatMap((group, i) => [...(i > 0 ? [plain('; ')] : []), ...group]));
}

/** `numbersParts` as one sentence: "numbers 12, 15 (new), 23". */
export function numbersPhrase(couples: readonly McCouple[], markNew: boolean): string {
  return spokenText(numbersParts(couples, markNew));
}
