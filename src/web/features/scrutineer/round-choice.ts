import type { RoundState } from '../../../domain/competition/enumerations';
import type { ScheduleRound } from '../../../shared/schedule';
import type { RoundRef } from './api/round-judging';

/** The day's rounds as the scrutineer works through them; Empty and Skipped rounds are never judged. */
const GROUPS: { state: RoundState; title: string }[] = [
  { state: 'Running', title: 'Running' },
  { state: 'Marked', title: 'Marked, ready to post' },
  { state: 'Initialized', title: 'Upcoming' },
  { state: 'Posted', title: 'Posted' },
];

export type RoundGroup = { state: RoundState; title: string; rounds: ScheduleRound[] };

/** Running rounds first, then Marked, upcoming and Posted ones, each in schedule order; empty groups left out. */
export function groupRoundsByState(schedule: readonly ScheduleRound[]): RoundGroup[] {
  return GROUPS.map((group) => ({
    ...group,
    rounds: schedule.filter((round) => round.roundState === group.state),
  })).filter((group) => group.rounds.length > 0);
}

/** A round as the `round` search parameter names it: `eventId:roundNumber`. */
export const roundParam = ({ eventId, roundNumber }: RoundRef) => `${eventId}:${roundNumber}`;

/** The round a `round` search parameter names, if it is well formed (event ids may hold colons). */
export function parseRoundParam(value: string | null): RoundRef | undefined {
  if (!value) return undefined;
  const at = value.lastIndexOf(':');
  const roundNumber = Number(value.slice(at + 1));
  if (at <= 0 || !Number.isInteger(roundNumber) || roundNumber < 1) return undefined;
  return { eventId: value.slice(0, at), roundNumber };
}

export const sameRound = (a: RoundRef, b: RoundRef) =>
  a.eventId === b.eventId && a.roundNumber === b.roundNumber;

/**
 * The round to show: the one the URL names if it is on the schedule, else the
 * first one that needs the scrutineer (running, then marked).
 */
export function chosenRound(
  schedule: readonly ScheduleRound[],
  requested: RoundRef | undefined,
): ScheduleRound | undefined {
  if (requested) {
    const named = schedule.find((round) => sameRound(round, requested));
    if (named) return named;
  }
  return groupRoundsByState(schedule)
    .filter((group) => group.state === 'Running' || group.state === 'Marked')
    .flatMap((group) => group.rounds)[0];
}

/** A round can be started once it holds couples and has not begun. */
export const canStart = (round: ScheduleRound) =>
  round.roundState === 'Initialized' && round.entryCount > 0;
