import { roundProgress } from '../../../domain/judging';
import type { SheetStatus } from '../../../domain/judging';
import type { DanceSheet, PanelJudge, RoundJudging } from '../../../shared/judging';
import { enteredByScrutineer } from './couples';

export type ProgressCell = {
  dance: string;
  status: SheetStatus;
  lastMarkAt: string | null;
  sheet: DanceSheet | undefined;
  enteredByScrutineer: boolean;
};

export type ProgressRow = { judge: PanelJudge; cells: ProgressCell[] };

export const STATUS_LABELS: Record<SheetStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  submitted: 'Submitted',
  absent: 'Absent',
};

/** The panel's progress as a grid: one row per judge, one cell per dance, in panel and dance order. */
export function progressRows(round: RoundJudging): ProgressRow[] {
  const { cells } = roundProgress({
    panel: round.panel.map((judge) => judge.judgeId),
    absent: round.panel.filter((judge) => judge.absence !== null).map((judge) => judge.judgeId),
    dances: round.dances,
    sheets: round.sheets,
  });
  return round.panel.map((judge) => ({
    judge,
    cells: cells
      .filter((cell) => cell.judgeId === judge.judgeId)
      .map((cell) => {
        const sheet = round.sheets.find(
          (s) => s.judgeId === judge.judgeId && s.dance === cell.dance,
        );
        return {
          dance: cell.dance,
          status: cell.status,
          lastMarkAt: cell.lastMarkAt,
          sheet,
          enteredByScrutineer: sheet !== undefined && enteredByScrutineer(sheet),
        };
      }),
  }));
}
