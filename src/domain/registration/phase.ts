/**
 * Registration timing (spec section 4). Deadlines are calendar days
 * (YYYY-MM-DD) and a deadline day is when its phase ends: "before the early
 * deadline" means before that day begins. Days are compared in UTC, the same
 * calendar the server stores dates in.
 */

export const REGISTRATION_PHASES = ['Pending', 'Early', 'Normal', 'Late'] as const;
export type RegistrationPhase = (typeof REGISTRATION_PHASES)[number];

export type Deadlines = {
  /** dateRegistrationEarly: early registration ends when this day begins. */
  early: string | null;
  /** dateRegistrationOpen: normal (open) registration ends when this day begins. */
  open: string | null;
};

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * The phase a registration made at `registeredTime` falls in: Pending if
 * neither deadline is set; Early if before the early deadline; Normal if before
 * the open deadline; otherwise Late. A deadline that is not set is never
 * "before", so with only an open deadline a registration is Normal or Late.
 */
export function registrationPhase(registeredTime: Date, deadlines: Deadlines): RegistrationPhase {
  if (deadlines.early === null && deadlines.open === null) return 'Pending';
  const day = utcDay(registeredTime);
  if (deadlines.early !== null && day < deadlines.early) return 'Early';
  if (deadlines.open !== null && day < deadlines.open) return 'Normal';
  return 'Late';
}

/**
 * Registration is open if no closing date is set or the closing date is in the
 * future (spec section 4): on the closing day itself it is closed.
 */
export function isRegistrationOpen(now: Date, closingDate: string | null): boolean {
  return closingDate === null || utcDay(now) < closingDate;
}
