import type { RecallComputation, RoundCouple } from '../../../shared/judging';

export type RecallRow = {
  entryId: string;
  total: number;
  /** "3", or "7-8" for couples sharing places. */
  place: string;
  recalled: boolean;
  /** Tied with others on the marks at the cut. */
  tiedAtCut: boolean;
  couple: RoundCouple | undefined;
};

/**
 * Couples by their total recalls, most first, with where the cut falls: the
 * recalled couples come first, so the line sits after the first `cutAfter`.
 */
export function recallRows(
  computation: RecallComputation,
  couples: readonly RoundCouple[],
): { rows: RecallRow[]; cutAfter: number } {
  const byId = new Map(couples.map((couple) => [couple.entryId, couple]));
  const recalled = new Set(computation.recalled);
  const tied = new Set(computation.tie?.couples ?? []);
  const rows = computation.ranked.map((entryId) => ({
    entryId,
    total: computation.totals[entryId] ?? 0,
    place: computation.places[entryId] ?? '',
    recalled: recalled.has(entryId),
    tiedAtCut: tied.has(entryId),
    couple: byId.get(entryId),
  }));
  const firstOut = rows.findIndex((row) => !row.recalled);
  return { rows, cutAfter: firstOut < 0 ? rows.length : firstOut };
}

/** A tie at the cut the scrutineer has not settled yet: posting needs a choice. */
export const tieUnsettled = (computation: RecallComputation) =>
  computation.options.length > 0 && computation.tieChoice === null;
