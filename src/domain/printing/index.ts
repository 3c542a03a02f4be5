/**
 * Printing: which rounds a print covers, what each judge's marking sheet and
 * each heat list holds, how judges' sheets are collated, and the paper.
 * Pure: no I/O, nothing imported from outside src/domain.
 */
export { ORIENTATIONS, PAPER_SIZES, pageRule, printableArea } from './paper';
export type { Orientation, PaperSize } from './paper';
export { plannedDays, selectPrintRounds } from './print-scope';
export type { PrintScope, ScopedRound } from './print-scope';
export { judgeSheet } from './judge-sheet';
export type {
  FinalDanceSheet,
  JudgeSheet,
  RecallDanceSheet,
  SheetCouple,
  SheetJudge,
  SheetNumber,
  SheetRound,
} from './judge-sheet';
export { collateJudgeSheets } from './collation';
export type { Collation, CollationJudge, CollationRound, JudgeSheetPile } from './collation';
export { heatListRows } from './heat-list';
export type { HeatList, HeatListCouple, HeatListRound, HeatListRow } from './heat-list';
