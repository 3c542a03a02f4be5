/**
 * The rules a judge's marks for one dance keep, checked on every save. The
 * marks are a list of entry ids: in a recall round the couples recalled (order
 * irrelevant), in a final the couples in place order, 1st first.
 */
export type SheetErrorCode = 'unknown-couple' | 'duplicate-couple' | 'couples-unplaced';

export interface SheetError<Code extends SheetErrorCode = SheetErrorCode> {
  ok: false;
  code: Code;
  message: string;
  /** The couple concerned (for couples-unplaced, the first couple left out). */
  entryId: string;
}

/** A couple not in the round, or listed twice: refused in any sheet. */
export type ListError = SheetError<'unknown-couple' | 'duplicate-couple'>;

export type RecallSheetCheck = { ok: true; warning: string | null } | ListError;
export type FinalSheetCheck = { ok: true } | SheetError;

/**
 * How a couple is named in messages. Judges and scrutineers know couples by
 * their numbers, which the caller has; the entry id is the fallback.
 */
export type CoupleLabel = (entryId: string) => string;

const byId: CoupleLabel = (entryId) => entryId;

/**
 * A recall sheet may recall any couples of the round, each once. Recalling
 * more or fewer than asked is allowed (the judge may have a reason) but said.
 */
export function checkRecallSheet(
  couples: readonly string[],
  entries: readonly string[],
  target: number,
  label: CoupleLabel = byId,
): RecallSheetCheck {
  const listed = checkListed(couples, entries, label);
  if (listed) return listed;
  return { ok: true, warning: recallCountWarning(entries.length, target) };
}

/** Said beside a judge's recall count when it is not the one asked for (a warning only). */
export function recallCountWarning(count: number, target: number): string | null {
  if (count === target) return null;
  const difference = Math.abs(count - target);
  return `${difference} ${count < target ? 'fewer' : 'more'} than the ${target} asked for`;
}

/** A final's sheet places every couple of the final exactly once. */
export function checkFinalSheet(
  couples: readonly string[],
  entries: readonly string[],
  label: CoupleLabel = byId,
): FinalSheetCheck {
  const listed = checkListed(couples, entries, label);
  if (listed) return listed;
  const placed = new Set(entries);
  const unplaced = couples.filter((couple) => !placed.has(couple));
  const first = unplaced[0];
  if (first === undefined) return { ok: true };
  const names = unplaced.map(label).join(', ');
  return {
    ok: false,
    code: 'couples-unplaced',
    message:
      unplaced.length === 1
        ? `Couple ${names} is not placed yet; every couple needs a place.`
        : `Couples ${names} are not placed yet; every couple needs a place.`,
    entryId: first,
  };
}

/** The first entry, in list order, that is not a couple of the round or is there twice. */
function checkListed(
  couples: readonly string[],
  entries: readonly string[],
  label: CoupleLabel,
): ListError | null {
  const known = new Set(couples);
  const seen = new Set<string>();
  for (const entryId of entries) {
    if (!known.has(entryId)) {
      return {
        ok: false,
        code: 'unknown-couple',
        message: `Couple ${label(entryId)} is not dancing in this round.`,
        entryId,
      };
    }
    if (seen.has(entryId)) {
      return {
        ok: false,
        code: 'duplicate-couple',
        message: `Couple ${label(entryId)} is marked twice.`,
        entryId,
      };
    }
    seen.add(entryId);
  }
  return null;
}
