import type { SchedulePosition } from '../competition';
import type { RoundState } from '../competition/enumerations';
import { compareSchedulePositions } from '../competition';

/**
 * Which rounds a print covers: one round, a range of schedule positions (the
 * schedule has no sessions: a "session" is the stretch of the running order
 * danced together), one day of planned starts, or everything.
 */
export type PrintScope =
  | { kind: 'round'; eventId: string; roundNumber: number }
  /** Schedule indexes `from` to `to`, both included. */
  | { kind: 'range'; from: number; to: number }
  /** A venue date, YYYY-MM-DD (`plannedDay`). */
  | { kind: 'day'; day: string }
  | { kind: 'all' };

/** What choosing rounds reads of a round. */
export type ScopedRound = SchedulePosition & {
  eventId: string;
  plannedStart: string | null;
  roundState: RoundState;
};

/**
 * The venue date a round is planned for, or null when it has no planned
 * start. Planned times are the venue's wall clock written as UTC (so every
 * screen shows the same hour), hence the date is the text's, not a time zone's.
 */
export function plannedDay(plannedStart: string | null): string | null {
  return plannedStart === null ? null : plannedStart.slice(0, 10);
}

function inScope(round: ScopedRound, scope: PrintScope): boolean {
  switch (scope.kind) {
    case 'round':
      return round.eventId === scope.eventId && round.roundNumber === scope.roundNumber;
    case 'range':
      return round.scheduleIndex >= scope.from && round.scheduleIndex <= scope.to;
    case 'day':
      return plannedDay(round.plannedStart) === scope.day;
    case 'all':
      return true;
  }
}

/**
 * The rounds the scope covers, in running order. A skipped round is never
 * danced (its couples went on to the next round), so it has nothing to print.
 */
export function selectPrintRounds<R extends ScopedRound>(
  rounds: readonly R[],
  scope: PrintScope,
): R[] {
  return rounds
    .filter((round) => round.roundState !== 'Skipped' && inScope(round, scope))
    .sort(compareSchedulePositions);
}

/** The venue dates of the rounds' planned starts, in order: the days a print may choose. */
export function plannedDays(rounds: readonly Pick<ScopedRound, 'plannedStart'>[]): string[] {
  const days = rounds.flatMap((round) => {
    const day = plannedDay(round.plannedStart);
    return day === null ? [] : [day];
  });
  return [...new Set(days)].sort();
}
