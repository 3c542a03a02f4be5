/**
 * The chairman of judges' oversight: how far each judge's marks agree with
 * the panel's (recall rounds) or the result (finals, by rank correlation), and
 * the irregularities to look at, each explained. Pure: no I/O, nothing
 * imported from outside src/domain.
 */
export { averageRanks, spearmanRho } from './rank-correlation';
export { LOW_RECALL_AGREEMENT, panelTop, recallAgreement } from './recall-agreement';
export type {
  DanceRecallAgreement,
  JudgeRecallAgreement,
  RecallAgreement,
} from './recall-agreement';
export { LOW_RANK_CORRELATION, finalAgreement } from './final-agreement';
export type { JudgeFinalAgreement } from './final-agreement';
export type { SubmittedSheet } from './judge-sheet';
export { formatRho, roundOversight } from './irregularities';
export type {
  Irregularity,
  LateSend,
  OversightCouple,
  OversightInput,
  OversightJudge,
  RoundOversight,
} from './irregularities';
