import type { RoundState } from './enumerations';

/**
 * The data the round operations work on: every round of every event in one
 * schedule, with the marks and saved results of each event's rounds. The
 * operations are pure: each returns a new state, or an error as data, and
 * never changes or throws on what it is given.
 */

/** A couple's place in one round; check-in is per round. */
export interface RoundEntry {
  entryId: string;
  checkedIn: boolean;
}

export interface ScheduledRound {
  eventName: string;
  /** Counted back from the final: the Final is round 1 (see rounds.ts). */
  roundNumber: number;
  roundName: string;
  roundState: RoundState;
  /** Position in the day's schedule, shared by all events; 0 is danced first. */
  scheduleIndex: number;
  recallSize: number;
  numHeats: number;
  entries: readonly RoundEntry[];
  /**
   * Where the round was stored before this operation, if anywhere. Opaque to
   * the rules and carried along when a round is renumbered, so storage can keep
   * what belongs to the round itself (heats, start times) across the move.
   */
  sourceId?: string;
}

export interface RoundKey {
  eventName: string;
  roundNumber: number;
}

/**
 * Opaque per-round values keyed by round number as a string ("1", "2", ...),
 * as JSON and database rows give them. Keys that are not round numbers (an
 * event's "finalResults", say) are kept as they are.
 */
export type ByRoundNumber = Readonly<Record<string, unknown>>;

export interface ScheduleState {
  /** All rounds of all events; operations return them in schedule order. */
  rounds: readonly ScheduledRound[];
  /** Per event name: the stored marks of each round. */
  marks: Readonly<Record<string, ByRoundNumber>>;
  /** Per event name: the saved results of each round. */
  savedResults: Readonly<Record<string, ByRoundNumber>>;
}

export type OperationErrorCode =
  | 'unknown-round'
  | 'unknown-entry'
  | 'no-previous-round'
  | 'invalid-start-time'
  | 'time-out-of-range';

export type OperationResult<T> =
  { ok: true; value: T } | { ok: false; code: OperationErrorCode; message: string };

export function failure(code: OperationErrorCode, message: string): OperationResult<never> {
  return { ok: false, code, message };
}

export function findRound(
  rounds: readonly ScheduledRound[],
  eventName: string,
  roundNumber: number,
): ScheduledRound | undefined {
  return rounds.find((round) => round.eventName === eventName && round.roundNumber === roundNumber);
}

export function unknownRound(eventName: string, roundNumber: number): OperationResult<never> {
  return failure('unknown-round', `The event "${eventName}" has no round ${roundNumber}.`);
}

/** What running order reads of a round. */
export type SchedulePosition = Pick<ScheduledRound, 'scheduleIndex' | 'eventName' | 'roundNumber'>;

/**
 * Schedule order: by scheduleIndex; rounds at the same index by event name,
 * then earlier round first (higher number), so the order never depends on the
 * order rounds were read in.
 */
export function compareSchedulePositions(a: SchedulePosition, b: SchedulePosition): number {
  return (
    a.scheduleIndex - b.scheduleIndex ||
    (a.eventName < b.eventName ? -1 : a.eventName > b.eventName ? 1 : 0) ||
    b.roundNumber - a.roundNumber
  );
}

export function inScheduleOrder(rounds: readonly ScheduledRound[]): ScheduledRound[] {
  return [...rounds].sort(compareSchedulePositions);
}

/**
 * Re-indexing the schedule: rounds of all events in schedule order get the
 * positions 0, 1, 2, ... n - 1, closing gaps and resolving half steps.
 */
export function reindexSchedule(rounds: readonly ScheduledRound[]): ScheduledRound[] {
  return inScheduleOrder(rounds).map((round, position) =>
    round.scheduleIndex === position ? round : { ...round, scheduleIndex: position },
  );
}
