import type { Kysely, Transaction } from 'kysely';
import type { NumberedRoundLock, PrintResults } from '../../../shared/printing';
import type { Database } from '../../db/schema';
import { requireCompetition } from '../competition-service';
import { competitionLocks } from '../judging/round-lock';
import { embargoView } from '../results/embargo-view';
import { eventResultsView } from '../results/event-results-view';
import { postedRounds, publicationOf, resultsEvents } from '../results/results-reads';

type Reader = Kysely<Database> | Transaction<Database>;

/**
 * Every event with a posted round, its posted rounds only (no previews) and
 * always with the judges' marks: staff print the results sheets through any
 * embargo. Each event carries the chairman's approvals (`round_locks`) of its
 * posted rounds, so a sheet can say who approved it and when.
 */
export async function readPrintResults(
  db: Reader,
  competitionId: string,
  now = new Date().toISOString(),
): Promise<PrintResults> {
  const competition = await requireCompetition(db, competitionId);
  const scope = { competitionId };
  const [publication, events, posted, locks] = await Promise.all([
    publicationOf(db, competitionId),
    resultsEvents(db, scope),
    postedRounds(db, scope),
    competitionLocks(db, competitionId),
  ]);
  const embargo = embargoView(publication.embargo, now);
  const printed = events.flatMap((event) => {
    const rounds = posted.filter((round) => round.eventId === event.eventId);
    return rounds.length > 0 ? [{ event, rounds }] : [];
  });
  return {
    competitionName: competition.full_name,
    events: await Promise.all(
      printed.map(async ({ event, rounds }) => {
        const view = await eventResultsView(
          db,
          competitionId,
          event,
          rounds.map((round) => ({
            ...round,
            eventDances: event.dances,
            postedAt: round.saved.postedAt,
          })),
          { ...embargo, withDetail: true },
        );
        const postedNumbers = new Set(rounds.map((round) => round.roundNumber));
        const eventLocks: NumberedRoundLock[] = locks
          .filter((lock) => lock.event_id === event.eventId && postedNumbers.has(lock.round_number))
          .sort((a, b) => a.round_number - b.round_number)
          .map((lock) => ({
            roundNumber: lock.round_number,
            lockedBy: lock.locked_by,
            lockedAt: lock.locked_at,
          }));
        return { ...view, locks: eventLocks };
      }),
    ),
  };
}
