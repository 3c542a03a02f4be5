import type { DanceSheet, RoundCouple, RoundJudging } from '../../../shared/judging';
import { enteredByScrutineer, floorOrder } from './couples';

export type GridJudge = {
  judgeId: string;
  name: string;
  absent: boolean;
  /** The judge's submitted sheet for the dance; drafts are not marks yet. */
  sheet: DanceSheet | undefined;
  enteredByScrutineer: boolean;
};

export type GridRow = {
  couple: RoundCouple;
  /** Per judge, in panel order: "X" for a recall, the place in a final, "" for none. */
  marks: string[];
  /** Recalls from the judges present in the dance; null in a final. */
  total: number | null;
};

export type MarksGrid = { dance: string; judges: GridJudge[]; rows: GridRow[] };

/** The judges' submitted marks for one dance, couple by judge, as the judges gave them. */
export function marksGrid(round: RoundJudging, dance: string): MarksGrid {
  const judges = round.panel.map((judge): GridJudge => {
    const sheet = round.sheets.find(
      (s) => s.judgeId === judge.judgeId && s.dance === dance && s.status === 'submitted',
    );
    return {
      judgeId: judge.judgeId,
      name: judge.name,
      absent: judge.absence !== null,
      sheet,
      enteredByScrutineer: sheet !== undefined && enteredByScrutineer(sheet),
    };
  });
  const final = round.kind === 'final';
  const rows = floorOrder(round.couples).map((couple): GridRow => {
    const marks = judges.map(({ sheet }) => {
      const index = sheet?.entries.indexOf(couple.entryId) ?? -1;
      if (index < 0) return '';
      return final ? String(index + 1) : 'X';
    });
    return {
      couple,
      marks,
      total: final
        ? null
        : marks.filter((mark, index) => mark === 'X' && !judges[index]?.absent).length,
    };
  });
  return { dance, judges, rows };
}
