import { DEFAULT_TIMING, roundDurationSeconds } from '../../domain/competition/schedule-times';
import type { ScheduleRound } from '../../shared/schedule';

/**
 * However high the speed, a round stays on the floor this long, so people
 * watching /live and the scrutineer's screen see it run and the server is
 * asked for a few dozen things per second at most.
 */
export const MIN_ROUND_MS = 4000;
/** The least time between two of the replay's requests. */
export const MIN_STEP_MS = 40;

/**
 * How long a round holds the floor, in the day's seconds: until the next
 * round's planned start when both have one (the organizer's plan, breaks
 * included), else the time its heats and dances take plus a round change.
 */
export function roundSlotSeconds(
  round: Pick<ScheduleRound, 'plannedStart' | 'numHeats'>,
  next: Pick<ScheduleRound, 'plannedStart'> | undefined,
  dances: number,
): number {
  const planned =
    round.plannedStart !== null && next?.plannedStart != null
      ? (Date.parse(next.plannedStart) - Date.parse(round.plannedStart)) / 1000
      : Number.NaN;
  if (Number.isFinite(planned) && planned > 0) return planned;
  return (
    roundDurationSeconds(Math.max(1, round.numHeats), dances, DEFAULT_TIMING) +
    DEFAULT_TIMING.secondsPerRoundChange
  );
}

/** The day's seconds as the replay's milliseconds at `speed` times real time. */
export const wallMs = (daySeconds: number, speed: number): number => (daySeconds * 1000) / speed;

/** A round's time on the replay's clock, never under the minimum pace. */
export const roundWallMs = (daySeconds: number, speed: number): number =>
  Math.max(MIN_ROUND_MS, wallMs(daySeconds, speed));
