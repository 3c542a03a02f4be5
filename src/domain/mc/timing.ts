import { clockTime, instantOf as instant, minutesAfter } from '../schedule-drift/clock';
import { countOf } from './spoken';

/**
 * Times here are the venue's wall-clock times written as ISO 8601 UTC: a round
 * planned for 10:30 at the venue is `...T10:30:00.000Z`, the way planned start
 * times are stored. Whoever calls these converts "now" and actual start times
 * to the same clock (the MC's device is at the venue, so its own time zone
 * does it). Pure: `now` is always passed in.
 */
export interface TimedRound {
  plannedStart: string | null;
  startedAt: string | null;
}

/**
 * How late the round is: a started round by how late it started; a round
 * still to come by how far past its planned start `now` is.
 */
export function minutesLate(round: TimedRound, now: string): number {
  return minutesAfter(round.plannedStart, round.startedAt ?? now);
}

/** "Planned 10:30, started 10:42: 12 minutes late.", "Planned 10:45: running 3 minutes late." */
export function roundTiming(round: TimedRound, now: string): string {
  const planned = clockTime(round.plannedStart);
  const started = clockTime(round.startedAt);
  const late = minutesLate(round, now);
  if (planned === null) return started === null ? 'No planned time.' : `Started ${started}.`;
  if (started !== null) {
    return `Planned ${planned}, started ${started}: ${late > 0 ? `${countOf(late, 'minute')} late` : 'on time'}.`;
  }
  return late > 0
    ? `Planned ${planned}: running ${countOf(late, 'minute')} late.`
    : `Planned ${planned}.`;
}

/**
 * How late the day is running: the later of how late the latest round on the
 * floor started and how far past its planned start the next round already is.
 */
export function scheduleMinutesLate(
  now: readonly TimedRound[],
  next: readonly TimedRound[],
  at: string,
): number {
  const latestStarted = [...now]
    .filter((round) => instant(round.startedAt) !== null)
    .sort((a, b) => (instant(b.startedAt) ?? 0) - (instant(a.startedAt) ?? 0))[0];
  const upcoming = next[0];
  return Math.max(
    latestStarted ? minutesLate(latestStarted, at) : 0,
    upcoming ? minutesLate({ plannedStart: upcoming.plannedStart, startedAt: null }, at) : 0,
  );
}

/** "Running 12 minutes late." or "On time." */
export function latenessSentence(minutes: number): string {
  return minutes > 0 ? `Running ${countOf(minutes, 'minute')} late.` : 'On time.';
}
