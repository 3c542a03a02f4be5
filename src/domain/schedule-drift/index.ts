/**
 * Schedule drift (issue 13): when the day's rounds will start, from their
 * planned times corrected by how late the day actually runs, and how that is
 * said. Pure: `now` is passed in; times are the venue clock written as UTC.
 */
export { MINUTE, clockTime, instantOf, minutesAfter } from './clock';
export { predictStarts } from './predicted-starts';
export type { DriftRound, PredictedStart, ScheduleDrift } from './predicted-starts';
export { durationInWords, runningLate, startInWords } from './wording';
