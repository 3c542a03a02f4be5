import type { RoundState } from '../../domain/competition/enumerations';
import type { CompetitionEvent } from '../../shared/events';
import type { ScheduleRound } from '../../shared/schedule';

/** What the day does next: give an event its rounds, play a round, or stop. */
export type NextPlay =
  | { kind: 'generate'; event: Pick<CompetitionEvent, 'id' | 'name'> }
  | { kind: 'round'; round: ScheduleRound }
  | { kind: 'end'; reason: string };

const FINISHED: readonly RoundState[] = ['Posted', 'Skipped'];
const isFinished = (round: Pick<ScheduleRound, 'roundState'>) =>
  FINISHED.includes(round.roundState);

/**
 * A round can be played when it has couples (or is already under way) and
 * none of its event's earlier rounds (higher numbers: decision 008) is still
 * to finish, so a round moved ahead of its event's earlier round waits.
 */
function isPlayable(round: ScheduleRound, schedule: readonly ScheduleRound[]): boolean {
  if (isFinished(round)) return false;
  const waitsForEarlier = schedule.some(
    (other) =>
      other.eventId === round.eventId &&
      other.roundNumber > round.roundNumber &&
      !isFinished(other),
  );
  if (waitsForEarlier) return false;
  return (
    round.roundState !== 'Empty' && (round.entryCount > 0 || round.roundState !== 'Initialized')
  );
}

/**
 * The day forward in schedule order: the first playable round; once the
 * schedule is played, the next event (in the events' order) that has couples
 * but no rounds yet, which the organizer then plans; else the day is over.
 */
export function nextPlay(
  schedule: readonly ScheduleRound[],
  events: readonly Pick<CompetitionEvent, 'id' | 'name' | 'entryCount' | 'roundCount'>[],
): NextPlay {
  const round = schedule.find((candidate) => isPlayable(candidate, schedule));
  if (round) return { kind: 'round', round };
  const unplanned = events.find((event) => event.roundCount === 0 && event.entryCount > 0);
  if (unplanned) return { kind: 'generate', event: { id: unplanned.id, name: unplanned.name } };
  const waiting = schedule.filter((candidate) => !isFinished(candidate)).length;
  return {
    kind: 'end',
    reason:
      waiting === 0
        ? 'every round of the day is posted'
        : `no round left that can be danced (${waiting} without couples)`,
  };
}
