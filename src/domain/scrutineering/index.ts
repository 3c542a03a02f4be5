/**
 * The scrutineering engine: recalls for preliminary rounds and the Skating
 * System (Rules 1 to 11) for finals, with the working behind every place.
 * Pure: no I/O, nothing imported from outside src/domain.
 */
export { issue } from './issues';
export type { Checked, Issue, IssueCode } from './issues';
export { compareIds } from './ids';
export { ordinal } from '../ordinal';

export { validateFinalSheet } from './final-sheet';
export type { FinalMarkSheet, FinalTable } from './final-sheet';
export { placeFinal, scrutineerFinal } from './final-result';
export type {
  DanceExplanation,
  DancePlacementExplanation,
  FinalExplanations,
  FinalResult,
  SummaryExplanation,
  SummaryPlacementExplanation,
} from './final-result';

export { placeSingleDance } from './single-dance';
export type { SingleDanceResult } from './single-dance';
export { placeMultiDance } from './multi-dance';
export type { MultiDanceResult, Rule10Step, SummaryPlacement, SummaryRule } from './multi-dance';
export type { Rule11Step } from './rule-11';
export { majorityOf } from './majority';
export type { ColumnTally, MajorityPlacement, MajorityRule } from './majority';

export { validateRecallMatrix, validateRecallSheet } from './recall-sheet';
export type { RecallMarkSheet, RecallMatrixSheet, RecallTable } from './recall-sheet';
export { computeRecalls, scrutineerRecall } from './recalls';
export type { RecallResult, RecallTie, TieChoice } from './recalls';
