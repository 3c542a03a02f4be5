/**
 * The MC's script on competition day: now and next with their times, the
 * call to the floor, the recall announcement and the final results, in plain
 * sentences to read aloud. Pure: no I/O, no clock (`now` is passed in),
 * nothing imported from outside src/domain.
 */
export { callToFloor, splitByScratch } from './call-to-floor';
export type { CalledRound, HeatCall } from './call-to-floor';
export { byNumber, namesOf, numbersParts, numbersPhrase, spokenText } from './couples';
export type { SpokenPart } from './couples';
export type { McCouple } from './couples';
export { finalResultsReading } from './final-results';
export type { FinalPlace } from './final-results';
export { NEXT_ROUNDS_SHOWN, mcNowAndNext } from './now-and-next';
export type { McRoundPosition } from './now-and-next';
export { recallAnnouncement } from './recall-announcement';
export { roundScript } from './round-script';
export type { CoupleChange, McRound, RoundScript, ScriptBlock } from './round-script';
export { joinNaturally, spokenOrdinal } from './spoken';
export { clockTime } from '../schedule-drift';
export { latenessSentence, minutesLate, roundTiming, scheduleMinutesLate } from './timing';
export type { TimedRound } from './timing';
