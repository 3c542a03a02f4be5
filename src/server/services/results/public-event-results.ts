import type { Kysely } from 'kysely';
import { resultsArePublic } from '../../../domain/results';
import type { EventResults } from '../../../shared/results';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import { embargoView } from './embargo-view';
import { eventResultsView } from './event-results-view';
import { postedRounds, publicationOf, resultsEvents } from './results-reads';

/**
 * One event's posted rounds for the public. An event whose results are not
 * public is answered like an unknown one, so its existence is not revealed;
 * while the embargo holds, the judges' marks never leave the server.
 */
export async function getEventResults(
  db: Kysely<Database>,
  ref: { competitionId: string; eventId: string },
  now = new Date().toISOString(),
): Promise<EventResults> {
  const publication = await publicationOf(db, ref.competitionId);
  const [event] = await resultsEvents(db, ref);
  const eventPublished = event?.published ?? false;
  if (
    !event ||
    !resultsArePublic({ resultsPageShown: publication.resultsPageShown, eventPublished })
  )
    throw errors.eventNotFound(ref.eventId);
  const posted = await postedRounds(db, ref);
  const embargo = embargoView(publication.embargo, now);
  return eventResultsView(
    db,
    ref.competitionId,
    event,
    posted.map((round) => ({
      ...round,
      eventDances: event.dances,
      postedAt: round.saved.postedAt,
    })),
    { ...embargo, withDetail: embargo.marksPublic },
  );
}
