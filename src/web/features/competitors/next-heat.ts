import { startInWords } from '../../../domain/schedule-drift';
import type { CompetitorEntryRounds } from '../../../shared/live-rounds';
import type { PredictedRound } from '../../lib/schedule-predictions';
import { isRoundStarted } from '../../../domain/floor';

/**
 * "Your next heat: Adult Bronze Standard Quarter-Final, heat 2, in about 25
 * minutes (planned 14:10, running 12 minutes late)": the competitor's first
 * round on the floor or still to come, in schedule order, timed by the
 * predictions over the whole day. Null when no round is left.
 */
export function nextHeatLine(
  entries: readonly CompetitorEntryRounds[],
  schedule: readonly PredictedRound[],
  venueNow: string,
): string | null {
  const coming = entries
    .flatMap((entry) =>
      entry.rounds
        .filter((round) => round.state === 'Running' || !isRoundStarted(round.state))
        .map((round) => ({ entry, round })),
    )
    .sort((a, b) => a.round.scheduleIndex - b.round.scheduleIndex)[0];
  if (!coming) return null;
  const { entry, round } = coming;
  const scheduled = schedule.find(
    (r) => r.eventId === entry.eventId && r.roundNumber === round.roundNumber,
  );
  const when = scheduled && startInWords(scheduled.prediction, scheduled.plannedStart, venueNow);
  return [
    `Your next heat: ${entry.eventName} ${round.roundName}`,
    ...(round.heat === null ? [] : [`heat ${round.heat}`]),
    ...(when ? [when] : []),
  ].join(', ');
}
