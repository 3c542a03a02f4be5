import type { SubmittedSheet } from './judge-sheet';
import { sheetOf } from './judge-sheet';
import { averageRanks, spearmanRho } from './rank-correlation';

/**
 * A judge whose places correlate with the result below this (Spearman's rho,
 * in any dance or overall) is flagged. 0.5 because, in a final of six to
 * eight couples, a judge who only swaps neighbours stays above 0.8, while
 * below 0.5 their order is nearer to unrelated (0) than to the result (1).
 */
export const LOW_RANK_CORRELATION = 0.5;

export type FinalAgreementInput = {
  /** The judges whose marks count (present), by id. */
  judges: readonly string[];
  dances: readonly string[];
  sheets: readonly SubmittedSheet[];
  /** The result's places per dance and couple (tied couples share the mean place). */
  perDance: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** The result's overall places per couple. */
  overall: Readonly<Record<string, number>>;
};

export type JudgeFinalAgreement = {
  judgeId: string;
  /** rho per dance, in dance order; null when the judge has no full sheet of it. */
  perDance: { dance: string; rho: number | null }[];
  /**
   * rho between the order of the judge's summed places over the dances and the
   * overall result; null when a dance's sheet is missing.
   */
  overall: number | null;
  low: boolean;
};

const isLow = (rho: number | null) => rho !== null && rho < LOW_RANK_CORRELATION;

/** The judge's place for each couple, or null when the sheet does not place every couple. */
function placesOf(sheet: SubmittedSheet | undefined, couples: readonly string[]): number[] | null {
  if (!sheet) return null;
  const places = couples.map((entryId) => sheet.entries.indexOf(entryId) + 1);
  return places.every((place) => place > 0) ? places : null;
}

/**
 * Per judge of a final, Spearman's rho between the judge's places and the
 * result's, per dance and overall: how far one judge's marks are from the
 * panel's verdict, as a figure the chairman can compare across judges.
 */
export function finalAgreement(input: FinalAgreementInput): JudgeFinalAgreement[] {
  const couples = Object.keys(input.overall).sort();
  const overallPlaces = couples.map((entryId) => input.overall[entryId] ?? 0);
  return input.judges.map((judgeId) => {
    const judgePlaces = input.dances.map((dance) => ({
      dance,
      places: placesOf(sheetOf(input.sheets, judgeId, dance), couples),
    }));
    const perDance = judgePlaces.map(({ dance, places }) => {
      const result = input.perDance[dance];
      if (!places || !result) return { dance, rho: null };
      return {
        dance,
        rho: spearmanRho(
          places,
          couples.map((entryId) => result[entryId] ?? 0),
        ),
      };
    });
    const complete = judgePlaces.every((d) => d.places !== null) && judgePlaces.length > 0;
    const sums = couples.map((_, i) =>
      judgePlaces.reduce((sum, d) => sum + (d.places?.[i] ?? 0), 0),
    );
    const overall = complete ? spearmanRho(averageRanks(sums), overallPlaces) : null;
    return {
      judgeId,
      perDance,
      overall,
      low: isLow(overall) || perDance.some((d) => isLow(d.rho)),
    };
  });
}
