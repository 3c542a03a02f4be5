/**
 * Events, rounds and the schedule: the spec's fixed lists, round numbering and
 * names, planning an event's rounds, drawing heats, the round operations of
 * the schedule, check-in and planned start times.
 * Pure: no I/O, nothing imported from outside src/domain.
 */
export {
  AGE_CATEGORIES,
  DANCE_ORDER,
  DANCES_BY_STYLE,
  LEVEL_RANK,
  LEVELS,
  ROUND_NAMES,
  ROUND_STATES,
  STYLES,
  isEligibleForLevel,
  isRoundName,
  matchLevel,
  roundStateFromNumber,
  roundStateNumber,
  sortDances,
} from './enumerations';
export type {
  AgeCategory,
  Dance,
  Level,
  ProgrammeItem,
  RoundName,
  RoundState,
  Style,
} from './enumerations';

export {
  DEFAULT_FINAL_SIZE,
  DEFAULT_RECALL_SIZES,
  defaultRecallSize,
  normalizeCount,
  roundCapacity,
  roundIdFor,
  roundNameFor,
} from './rounds';
export { MAX_PLANNED_ROUNDS, generateEventRounds, planRounds } from './round-generation';
export type {
  EventToPlan,
  GenerationRequest,
  GenerationResult,
  HeatDraw,
  PlanOptions,
  PlannedRound,
} from './round-generation';
export { drawHeats } from './heats';

export { compareSchedulePositions, inScheduleOrder, reindexSchedule } from './schedule-model';
export type {
  ByRoundNumber,
  OperationErrorCode,
  OperationResult,
  RoundEntry,
  RoundKey,
  SchedulePosition,
  ScheduleState,
  ScheduledRound,
} from './schedule-model';
export {
  addRoundAfter,
  checkRoundLimit,
  deleteRound,
  setRoundSizes,
  shiftRound,
  skipRound,
} from './round-operations';
export type { AddRemoveOptions } from './round-operations';
export { clearEventRounds } from './clear-rounds';
export type { ClearResult } from './clear-rounds';
export { cascadeCheckin } from './check-in';
export type { CheckInOptions } from './check-in';

export { DEFAULT_TIMING, assignStartTimes, roundDurationSeconds } from './schedule-times';
export type { StartTimeOptions, TimedRound, Timing } from './schedule-times';
export { ADHOC_ENTRY, TBA, countEntries } from './competitors';
