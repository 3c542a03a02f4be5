/**
 * Judging on competition day: the round lifecycle, the rules a judge's sheet
 * keeps, the panel's progress, building the engine's input from stored
 * sheets, the cut-point chooser, filling the next round and scratching.
 * Pure: no I/O, nothing imported from outside src/domain.
 */
export { ROUND_ACTIONS, isFinalRound, nextRoundNumber, transitionRound } from './round-lifecycle';
export type {
  LifecycleErrorCode,
  RoundAction,
  RoundFacts,
  TransitionResult,
} from './round-lifecycle';

export { checkFinalSheet, checkRecallSheet, recallCountWarning } from './sheet-rules';
export type {
  CoupleLabel,
  FinalSheetCheck,
  ListError,
  RecallSheetCheck,
  SheetError,
  SheetErrorCode,
} from './sheet-rules';

export { roundProgress } from './panel-progress';
export type {
  ProgressCell,
  ProgressInput,
  RoundProgress,
  SheetStatus,
  StoredSheetState,
} from './panel-progress';

export { finalSheetFor, recallSheetFor } from './round-sheets';
export type { JudgeDanceSheet, MissingSheet, RoundSheetsInput, SheetFor } from './round-sheets';

export { cutOptions } from './cut-points';
export type { CutOption } from './cut-points';

export { fillNextRound } from './next-round';
export type { NextRoundEntry } from './next-round';
export { scratchFromSheets } from './scratch';
export type { ScratchableSheet, ScratchedSheet } from './scratch';
