import type { RoundCouple } from '../../../shared/judging';

/** A couple as the floor knows them: their number (the entry id if none was given). */
export const coupleNumber = (couple: Pick<RoundCouple, 'number' | 'entryId'>) =>
  couple.number === null ? couple.entryId : String(couple.number);

/** Couples by heat, then number, as they stand on the floor. */
export function floorOrder(couples: readonly RoundCouple[]): RoundCouple[] {
  return [...couples].sort(
    (a, b) =>
      (a.heat ?? 0) - (b.heat ?? 0) ||
      (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER) ||
      a.entryId.localeCompare(b.entryId),
  );
}

/** Names a couple by entry id with their number; an id the round does not hold is shown as is. */
export function coupleNamer(couples: readonly RoundCouple[]): (entryId: string) => string {
  const byId = new Map(couples.map((couple) => [couple.entryId, couple]));
  return (entryId) => {
    const couple = byId.get(entryId);
    return couple ? coupleNumber(couple) : entryId;
  };
}

/** A sheet entered or corrected by staff rather than by the judge on their device. */
export const enteredByScrutineer = (sheet: { enteredBy: string }) => sheet.enteredBy !== 'judge';
