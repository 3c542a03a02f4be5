/**
 * Registration rules: the timing phase and whether registration is open, fees
 * per phase, and which events a couple may enter.
 * Pure: no I/O, nothing imported from outside src/domain.
 */
export { REGISTRATION_PHASES, isRegistrationOpen, registrationPhase, utcDay } from './phase';
export type { Deadlines, RegistrationPhase } from './phase';
export { FREE, NO_FEES, quoteFees } from './fees';
export type { FeeLine, FeeQuote, FeeSchedule, PhasePrices } from './fees';
export { isCoupleEligible, isDancerEligible, levelForStyle } from './eligibility';
export {
  FIRST_COMPETITOR_NUMBER,
  LAST_COMPETITOR_NUMBER,
  coupleAffiliation,
  entryConflict,
  isSameName,
  lowestFreeCompetitorNumber,
  numberChangeTakesLastFree,
} from './entry-rules';
export type { CoupleNames } from './entry-rules';
export type { EligibilityEvent, LevelProfile } from './eligibility';
