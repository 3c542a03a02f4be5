import { cellKey } from './cell-key';

/** Where one judge stands with one dance of a running round, as the scrutineer's grid shows it. */
export type SheetStatus = 'not-started' | 'in-progress' | 'submitted' | 'absent';

export interface StoredSheetState {
  judgeId: string;
  dance: string;
  /** A draft is saved on every tap; submitted locks it. */
  status: 'draft' | 'submitted';
  /** When the judge (or the scrutineer for them) last changed it: the time of the last mark. */
  updatedAt: string;
}

export interface ProgressInput {
  /** The event's panel. */
  panel: readonly string[];
  /** Judges of the panel marked absent for this round. */
  absent: readonly string[];
  dances: readonly string[];
  sheets: readonly StoredSheetState[];
}

export interface ProgressCell {
  judgeId: string;
  dance: string;
  status: SheetStatus;
  /** Kept for an absent judge too, so the grid still shows they had begun. */
  lastMarkAt: string | null;
}

export interface RoundProgress {
  /** Panel order, then dance order. */
  cells: ProgressCell[];
  /** Every judge present has submitted every dance: the round may become Marked. */
  complete: boolean;
  /** What a present judge has not submitted yet, in the order of `cells`. */
  missing: { judgeId: string; dance: string }[];
}

/**
 * The panel's progress through a round. Absent judges are shown but not waited
 * for; sheets of judges not on the panel (taken off it after marking) and of
 * dances not in the round are ignored. A round with no judge present, or no
 * dance, is never complete: there would be no marks to compute.
 */
export function roundProgress({ panel, absent, dances, sheets }: ProgressInput): RoundProgress {
  const absentJudges = new Set(absent);
  const sheetByCell = new Map(sheets.map((sheet) => [cellKey(sheet.judgeId, sheet.dance), sheet]));
  const judges = [...new Set(panel)];
  const cells = judges.flatMap((judgeId) =>
    [...new Set(dances)].map((dance): ProgressCell => {
      const sheet = sheetByCell.get(cellKey(judgeId, dance));
      return {
        judgeId,
        dance,
        status: absentJudges.has(judgeId) ? 'absent' : statusOf(sheet),
        lastMarkAt: sheet?.updatedAt ?? null,
      };
    }),
  );
  const missing = cells
    .filter((cell) => cell.status === 'not-started' || cell.status === 'in-progress')
    .map(({ judgeId, dance }) => ({ judgeId, dance }));
  const anyJudgePresent = judges.some((judgeId) => !absentJudges.has(judgeId));
  return {
    cells,
    complete: anyJudgePresent && dances.length > 0 && missing.length === 0,
    missing,
  };
}

function statusOf(sheet: StoredSheetState | undefined): SheetStatus {
  if (!sheet) return 'not-started';
  return sheet.status === 'submitted' ? 'submitted' : 'in-progress';
}
