export { coupleResult } from './couple-result';
export type { DancedRound } from './couple-result';
export { judgeLetter, marksArePublic, resultsArePublic } from './publication';
export type { MarksEmbargo, ResultsPublication } from './publication';
