import type { RoundState } from '../competition/enumerations';
import { isRoundStarted } from '../floor';
import { MINUTE, instantOf, minutesAfter } from './clock';

/** A round of the day as the schedule lists it; times on the venue clock (see clock.ts). */
export interface DriftRound {
  plannedStart: string | null;
  actualStart: string | null;
  state: RoundState;
}

export type PredictedStart =
  /** On the floor or done: it started at `predictedStart` (its plan when no start was recorded). */
  | { status: 'started'; predictedStart: string | null }
  /** Still to come: expected at `predictedStart` (null when it has no planned time). */
  | { status: 'to-come'; predictedStart: string | null }
  /** Skipped: it will not be danced. */
  | { status: 'skipped'; predictedStart: null };

export interface ScheduleDrift {
  /**
   * How late the day runs: how late the most recently started round started
   * (never negative); 0 on a later day, before anything has started that day.
   */
  minutesLate: number;
  /** One prediction per round, in the order given (schedule order). */
  rounds: PredictedStart[];
}

/**
 * When each round of the day starts, at `now`. A started round has its actual
 * start. A round still to come is expected at its planned time plus how late
 * its day runs, but never before `now` (it has not started yet) and never
 * before a round ahead of it in the schedule (rounds are danced in order).
 * Lateness stays with its day: a round planned for a later date than the
 * latest started round is expected at its planned time. Rounds must be given
 * in schedule order.
 */
export function predictStarts(rounds: readonly DriftRound[], now: string): ScheduleDrift {
  const latest = latestStarted(rounds);
  const late = latest === null ? 0 : minutesAfter(latest.plannedStart, latest.actualStart);
  const lateDate = latest === null ? null : venueDate(latest.plannedStart);
  const nowAt = instantOf(now) ?? 0;
  let earliest = nowAt;
  const predictions = rounds.map((round): PredictedStart => {
    if (round.state === 'Skipped') return { status: 'skipped', predictedStart: null };
    if (isRoundStarted(round.state)) {
      const started = round.actualStart ?? round.plannedStart;
      const at = instantOf(started);
      if (at !== null) earliest = Math.max(earliest, at);
      return { status: 'started', predictedStart: started };
    }
    const planned = instantOf(round.plannedStart);
    if (planned === null) return { status: 'to-come', predictedStart: null };
    const delay = venueDate(round.plannedStart) === lateDate ? late : 0;
    earliest = Math.max(earliest, planned + delay * MINUTE);
    return { status: 'to-come', predictedStart: new Date(earliest).toISOString() };
  });
  return { minutesLate: venueDate(now) === lateDate ? late : 0, rounds: predictions };
}

/** The date part of a venue-clock time ("2027-03-06"), or null for no time. */
function venueDate(iso: string | null): string | null {
  const time = instantOf(iso);
  return time === null ? null : new Date(time).toISOString().slice(0, 10);
}

/** The round with the most recent actual start and a plan to measure it against, if any. */
function latestStarted(rounds: readonly DriftRound[]): DriftRound | null {
  return rounds
    .filter((round) => isRoundStarted(round.state) && round.state !== 'Skipped')
    .filter(
      (round) => instantOf(round.actualStart) !== null && instantOf(round.plannedStart) !== null,
    )
    .reduce<DriftRound | null>(
      (last, round) =>
        last === null || (instantOf(round.actualStart) ?? 0) >= (instantOf(last.actualStart) ?? 0)
          ? round
          : last,
      null,
    );
}
