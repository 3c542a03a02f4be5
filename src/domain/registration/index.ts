/**
 * Registration rules: the timing phase and whether registration is open, fees
 * per phase, which events a couple may enter, when a couple is one dancer twice,
 * and when a dancer on file must confirm a registration that names them.
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
  lowestFreeCompetitorNumber,
  numberChangeTakesLastFree,
} from './entry-rules';
export type { CoupleNames } from './entry-rules';
export { isSameName, normalName, sameDancer } from './same-dancer';
export type { DancerIdentity } from './same-dancer';
export type { EligibilityEvent, LevelProfile } from './eligibility';
export {
  CONFIRMATION_LINK_DAYS,
  CONFIRMATION_MAILS_PER_DAY,
  confirmationExpiry,
  confirmationState,
  dailyLimitWaitSeconds,
  mustConfirm,
} from './confirmation-rules';
export type { ConfirmationAnswer, ConfirmationState } from './confirmation-rules';
