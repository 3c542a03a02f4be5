import { countOf } from '../mc/spoken';
import { MINUTE, clockTime, instantOf, minutesAfter } from './clock';
import type { PredictedStart } from './predicted-starts';

/**
 * How a round's start is said to a dancer or a spectator: "in about 25
 * minutes (planned 14:10, running 12 minutes late)", "now". English; times on
 * the venue clock like everything in this module.
 */

/** "running 12 minutes late", "running on time". */
export function runningLate(minutes: number): string {
  return minutes > 0 ? `running ${countOf(minutes, 'minute')} late` : 'running on time';
}

/** "25 minutes", "1 hour", "2 hours 5 minutes". */
export function durationInWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return countOf(rest, 'minute');
  return rest === 0
    ? countOf(hours, 'hour')
    : `${countOf(hours, 'hour')} ${countOf(rest, 'minute')}`;
}

/**
 * When a round starts, from its prediction: "now" once it is on the floor;
 * "any moment now (...)" when it is due; "in about 25 minutes (planned 14:10,
 * running 12 minutes late)" before. How late is the round's own prediction
 * against its plan. Null when nothing is known (no planned time).
 */
export function startInWords(
  prediction: PredictedStart,
  plannedStart: string | null,
  now: string,
): string | null {
  if (prediction.status === 'started') return 'now';
  const predicted = instantOf(prediction.predictedStart);
  const at = instantOf(now);
  if (predicted === null || at === null) return null;
  const planned = clockTime(plannedStart);
  const late = runningLate(minutesAfter(plannedStart, prediction.predictedStart));
  const detail = planned === null ? `(${late})` : `(planned ${planned}, ${late})`;
  const minutes = Math.round((predicted - at) / MINUTE);
  return minutes < 1
    ? `any moment now ${detail}`
    : `in about ${durationInWords(minutes)} ${detail}`;
}
