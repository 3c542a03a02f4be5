export { judgeLetter, marksArePublic, resultsArePublic } from './publication';
export type { MarksEmbargo, ResultsPublication } from './publication';
