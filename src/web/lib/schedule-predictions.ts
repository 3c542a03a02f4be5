import { predictStarts } from '../../domain/schedule-drift';
import type { PredictedStart } from '../../domain/schedule-drift';
import type { ScheduleRound } from '../../shared/schedule';
import { venueClock } from './venue-clock';

export type PredictedRound = ScheduleRound & { prediction: PredictedStart };

/**
 * The day's schedule (in schedule order) with each round's predicted start on
 * the venue clock, and how late the day runs, at `venueNow`. Actual starts are
 * real instants: this device, at the venue, puts them on the venue clock.
 */
export function predictSchedule(
  schedule: readonly ScheduleRound[],
  venueNow: string,
): { minutesLate: number; rounds: PredictedRound[] } {
  const drift = predictStarts(
    schedule.map((round) => ({
      plannedStart: round.plannedStart,
      actualStart: round.actualStart === null ? null : venueClock(round.actualStart),
      state: round.roundState,
    })),
    venueNow,
  );
  return {
    minutesLate: drift.minutesLate,
    rounds: schedule.map((round, i) => ({
      ...round,
      prediction: drift.rounds[i] ?? { status: 'skipped', predictedStart: null },
    })),
  };
}
