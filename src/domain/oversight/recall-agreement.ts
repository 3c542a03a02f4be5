import type { SubmittedSheet } from './judge-sheet';
import { sheetOf } from './judge-sheet';

/** A judge whose recalls include fewer than this share of the panel's top couples is flagged. */
export const LOW_RECALL_AGREEMENT = 0.5;

export type RecallAgreementInput = {
  /** The judges whose marks count (present), by id. */
  judges: readonly string[];
  dances: readonly string[];
  recallSize: number;
  sheets: readonly SubmittedSheet[];
};

export type DanceRecallAgreement = {
  dance: string;
  /** How many of the panel's top couples the judge recalled in this dance. */
  hits: number;
  /** How many of them the judge could have recalled: the round's recall size, or the whole top when it is smaller. */
  possible: number;
};

export type JudgeRecallAgreement = {
  judgeId: string;
  perDance: DanceRecallAgreement[];
  hits: number;
  possible: number;
  /** hits / possible over the dances the judge submitted; null when nothing could be compared. */
  share: number | null;
  low: boolean;
};

export type RecallAgreement = {
  /** The panel's top couples: the recallSize couples with the most recalls, and any tied with the last of them. */
  top: string[];
  judges: JudgeRecallAgreement[];
};

/**
 * The panel's top recallSize couples by recalls over every judge and dance
 * (the scrutineer's sumRecalls); couples tied at the cut are all in the top,
 * so the comparison never depends on how a tie happens to be broken.
 */
export function panelTop(totals: ReadonlyMap<string, number>, recallSize: number): string[] {
  const ranked = [...totals.entries()].filter(([, total]) => total > 0).sort((a, b) => b[1] - a[1]);
  const cut = ranked[Math.min(recallSize, ranked.length) - 1]?.[1];
  if (cut === undefined) return [];
  return ranked.filter(([, total]) => total >= cut).map(([entryId]) => entryId);
}

/**
 * How far each judge's recalls agree with the panel's: per dance, how many of
 * the panel's top couples the judge recalled, against how many they could
 * have: the round's recall size (6 of a top of 7 tied at the cut is measured
 * out of 6), however few couples the judge recalled. A judge
 * whose recalls over all dances hold fewer than half of what they could have
 * is flagged.
 */
export function recallAgreement({
  judges,
  dances,
  recallSize,
  sheets,
}: RecallAgreementInput): RecallAgreement {
  const counted = sheets.filter((s) => judges.includes(s.judgeId) && dances.includes(s.dance));
  const totals = new Map<string, number>();
  for (const sheet of counted)
    for (const entryId of new Set(sheet.entries))
      totals.set(entryId, (totals.get(entryId) ?? 0) + 1);
  const top = panelTop(totals, recallSize);
  const inTop = new Set(top);

  return {
    top,
    judges: judges.map((judgeId) => {
      const perDance = dances.flatMap((dance): DanceRecallAgreement[] => {
        const sheet = sheetOf(counted, judgeId, dance);
        if (!sheet) return [];
        const recalled = new Set(sheet.entries);
        const hits = [...recalled].filter((entryId) => inTop.has(entryId)).length;
        return [{ dance, hits, possible: Math.min(recallSize, top.length) }];
      });
      const hits = perDance.reduce((sum, d) => sum + d.hits, 0);
      const possible = perDance.reduce((sum, d) => sum + d.possible, 0);
      const share = possible > 0 ? hits / possible : null;
      return {
        judgeId,
        perDance,
        hits,
        possible,
        share,
        low: share !== null && share < LOW_RECALL_AGREEMENT,
      };
    }),
  };
}
