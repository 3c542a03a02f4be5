import type { FinalMarkSheet } from '../scrutineering/final-sheet';
import type { RecallMarkSheet } from '../scrutineering/recall-sheet';
import { cellKey } from './cell-key';

/** One judge's marks for one dance as stored: entry ids (recalled, or in place order). */
export interface JudgeDanceSheet {
  judgeId: string;
  dance: string;
  entries: readonly string[];
  /** A draft is not a mark; when left out the sheet counts as submitted. */
  status?: 'draft' | 'submitted';
}

export interface RoundSheetsInput {
  /** The effective panel: the event's panel without the judges absent for this round. */
  judges: readonly string[];
  dances: readonly string[];
  couples: readonly string[];
  sheets: readonly JudgeDanceSheet[];
}

export interface MissingSheet {
  judgeId: string;
  dance: string;
}

export type SheetFor<Sheet> = { ok: true; sheet: Sheet } | { ok: false; missing: MissingSheet[] };

/**
 * The engine's input for a recall round. A judge and dance without a submitted
 * sheet is reported missing, never read as "recalled nobody".
 */
export function recallSheetFor(
  input: RoundSheetsInput & { recallSize: number },
): SheetFor<RecallMarkSheet> {
  const lists = submittedLists(input);
  if (!lists.ok) return lists;
  const { judges, dances, couples, recallSize } = input;
  const marks = Object.fromEntries(
    dances.map((dance) => [
      dance,
      Object.fromEntries(judges.map((judge) => [judge, listOf(lists.byCell, judge, dance)])),
    ]),
  );
  return { ok: true, sheet: { judges, dances, couples, recallSize, marks } };
}

/**
 * The engine's input for a final: a judge's list is in place order, so a
 * couple's place is its index + 1. Ids not among the couples are passed on for
 * the engine to report rather than dropped.
 */
export function finalSheetFor(input: RoundSheetsInput): SheetFor<FinalMarkSheet> {
  const lists = submittedLists(input);
  if (!lists.ok) return lists;
  const { judges, dances, couples } = input;
  const marks = Object.fromEntries(
    dances.map((dance) => {
      const places = new Map<string, [string, number][]>();
      for (const judge of judges) {
        listOf(lists.byCell, judge, dance).forEach((couple, index) => {
          places.set(couple, [...(places.get(couple) ?? []), [judge, index + 1]]);
        });
      }
      const byCouple = [...places].map(([couple, byJudge]) => [
        couple,
        Object.fromEntries(byJudge),
      ]);
      return [dance, Object.fromEntries(byCouple)];
    }),
  );
  return { ok: true, sheet: { judges, dances, couples, marks } };
}

/** The submitted lists of the effective panel, or every judge and dance still without one. */
function submittedLists(
  input: RoundSheetsInput,
): { ok: true; byCell: Map<string, readonly string[]> } | { ok: false; missing: MissingSheet[] } {
  const byCell = new Map(
    input.sheets
      .filter((sheet) => sheet.status !== 'draft')
      .map((sheet) => [cellKey(sheet.judgeId, sheet.dance), sheet.entries]),
  );
  const missing = input.judges.flatMap((judgeId) =>
    input.dances
      .filter((dance) => !byCell.has(cellKey(judgeId, dance)))
      .map((dance) => ({ judgeId, dance })),
  );
  return missing.length > 0 ? { ok: false, missing } : { ok: true, byCell };
}

function listOf(
  byCell: ReadonlyMap<string, readonly string[]>,
  judge: string,
  dance: string,
): readonly string[] {
  return byCell.get(cellKey(judge, dance)) ?? [];
}
