export { coupleResult } from './couple-result';
export type { DancedRound } from './couple-result';
export { placeGroups } from './place-groups';
export { finalPlaceName, finalPlaceNamer, placeName, sharersOf } from './place-name';
export type { PlaceGroup, Placed } from './place-groups';
export { compareJudgeLetters, judgeLetter, marksArePublic, resultsArePublic } from './publication';
export type { MarksEmbargo, ResultsPublication } from './publication';
