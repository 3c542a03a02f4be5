import type { Kysely, Transaction } from 'kysely';
import type { StaffEventResults } from '../../../shared/results';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import { embargoView } from './embargo-view';
import { eventResultsView } from './event-results-view';
import { roundPreviews } from './round-previews';
import { postedRounds, publicationOf, resultsEvents } from './results-reads';

type Reader = Kysely<Database> | Transaction<Database>;

/**
 * One event for staff: every posted round with its marks whatever the
 * embargo, whether the public sees it, and a preview of each Marked round.
 */
export async function getStaffEventResults(
  db: Reader,
  ref: { competitionId: string; eventId: string },
  now = new Date().toISOString(),
): Promise<StaffEventResults> {
  const publication = await publicationOf(db, ref.competitionId);
  const [event] = await resultsEvents(db, ref);
  if (!event) throw errors.eventNotFound(ref.eventId);
  const [posted, { previews, problems }] = await Promise.all([
    postedRounds(db, ref),
    roundPreviews(db, ref.competitionId, ref.eventId, event.dances),
  ]);
  const rounds = [
    ...posted.map((round) => ({
      ...round,
      eventDances: event.dances,
      postedAt: round.saved.postedAt,
    })),
    ...previews,
  ];
  const view = await eventResultsView(db, ref.competitionId, event, rounds, {
    ...embargoView(publication.embargo, now),
    withDetail: true,
  });
  return { ...view, published: event.published, previewProblems: problems };
}
