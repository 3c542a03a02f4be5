// The results tables of the public results page, shared with the printed results sheets.
export { FinalRound } from './final-round';
export { RecallRound } from './recall-round';
