import type { TimedRound } from '../../../domain/mc';
import { latenessSentence, roundTiming, scheduleMinutesLate } from '../../../domain/mc';
import type { McMoment, McScript } from '../../../shared/mc';
import { venueClock } from '../../lib/venue-clock';

/** The moment's planned and actual start on one clock, the venue's. */
const timed = (moment: McMoment): TimedRound => ({
  plannedStart: moment.plannedStart,
  startedAt: moment.startedAt === null ? null : venueClock(moment.startedAt),
});

/** "Planned 10:30, started 10:42: 12 minutes late." at `venueNow`. */
export const momentTiming = (moment: McMoment, venueNow: string) =>
  roundTiming(timed(moment), venueNow);

/** How late the day runs: "Running 12 minutes late." or "On time.", and the minutes. */
export function dayLateness(script: McScript, venueNow: string) {
  const minutes = scheduleMinutesLate(script.now.map(timed), script.next.map(timed), venueNow);
  return { minutes, sentence: latenessSentence(minutes) };
}
