import type { RoundState } from './enumerations';
import { normalizeCount } from './rounds';
import { failure } from './schedule-model';
import type { OperationResult } from './schedule-model';

/** What planning needs of a round; a ScheduledRound has it. */
export interface TimedRound {
  numHeats: number;
  roundState?: RoundState;
}

export interface StartTimeOptions<R extends TimedRound> {
  /** When the first round starts: a Date or an ISO 8601 string. */
  start: Date | string;
  /** How many dances the round's event has (its eventDances). */
  dancesPerRound: (round: R) => number;
  secondsPerDance?: number;
  secondsPerHeatChange?: number;
  secondsPerRoundChange?: number;
  /**
   * A fixed length for a programme item that is not danced in heats, such as
   * an Awards or Break slot; undefined for ordinary rounds.
   */
  fixedSeconds?: (round: R) => number | undefined;
}

/** A dance of a heat takes 90 s, changing couples on the floor 30 s, changing rounds 60 s. */
export const DEFAULT_TIMING = {
  secondsPerDance: 90,
  secondsPerHeatChange: 30,
  secondsPerRoundChange: 60,
} as const;

export interface Timing {
  secondsPerDance: number;
  secondsPerHeatChange: number;
}

/**
 * Every heat dances every dance of the round, so a round of h heats and d
 * dances is h * d dances on the floor with a heat change between each two.
 */
export function roundDurationSeconds(numHeats: number, dances: number, timing: Timing): number {
  const onFloor = normalizeCount(numHeats) * nonNegative(Math.floor(dances));
  return (
    onFloor * nonNegative(timing.secondsPerDance) +
    Math.max(0, onFloor - 1) * nonNegative(timing.secondsPerHeatChange)
  );
}

/**
 * Planned start times (ISO 8601, UTC) for rounds given in schedule order, one
 * per round in the same order. Rounds follow each other with a round change in
 * between. A Skipped round takes no time: it gets the start time the next
 * round will have. Negative or non-finite durations count as 0.
 */
export function assignStartTimes<R extends TimedRound>(
  rounds: readonly R[],
  options: StartTimeOptions<R>,
): OperationResult<string[]> {
  const start = typeof options.start === 'string' ? Date.parse(options.start) : +options.start;
  if (!Number.isFinite(start)) {
    return failure(
      'invalid-start-time',
      `The start time "${String(options.start)}" is not a date.`,
    );
  }
  const timing: Timing = {
    secondsPerDance: options.secondsPerDance ?? DEFAULT_TIMING.secondsPerDance,
    secondsPerHeatChange: options.secondsPerHeatChange ?? DEFAULT_TIMING.secondsPerHeatChange,
  };
  const roundChange = nonNegative(
    options.secondsPerRoundChange ?? DEFAULT_TIMING.secondsPerRoundChange,
  );

  const starts: string[] = [];
  let free = start;
  let anyDanced = false;
  for (const round of rounds) {
    const startsAt = free + (anyDanced ? roundChange * 1000 : 0);
    const date = new Date(startsAt);
    if (Number.isNaN(date.getTime())) {
      return failure('time-out-of-range', 'The planned times run past the last date there is.');
    }
    starts.push(date.toISOString());
    if (round.roundState === 'Skipped') continue;
    const fixed = options.fixedSeconds?.(round);
    const seconds =
      fixed === undefined
        ? roundDurationSeconds(round.numHeats, options.dancesPerRound(round), timing)
        : nonNegative(fixed);
    free = startsAt + seconds * 1000;
    anyDanced = true;
  }
  return { ok: true, value: starts };
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
