import type { Kysely } from 'kysely';
import { roundStateFromNumber } from '../../../domain/competition/enumerations';
import type { MarksEmbargo as EmbargoSetting } from '../../../domain/results';
import type { MarksEmbargo, StaffResults } from '../../../shared/results';
import type { Database } from '../../db/schema';
import { embargoView } from './embargo-view';
import { publicationOf, resultsEvents } from './results-reads';

/** The embargo setting as staff read it, with whether the public sees marks at `now`. */
export const staffEmbargo = (embargo: EmbargoSetting, now: string): MarksEmbargo => ({
  embargo: embargo.embargo,
  releaseAt: embargo.releaseAt,
  marksPublic: embargoView(embargo, now).marksPublic,
});

/** Every event with its publication and how many of its rounds are posted or waiting to be. */
export async function getStaffResults(
  db: Kysely<Database>,
  competitionId: string,
  now = new Date().toISOString(),
): Promise<StaffResults> {
  const publication = await publicationOf(db, competitionId);
  const [events, rounds] = await Promise.all([
    resultsEvents(db, { competitionId }),
    db
      .selectFrom('rounds')
      .select(['event_id', 'round_state'])
      .where('competition_id', '=', competitionId)
      .execute(),
  ]);
  const counts = new Map<string, { posted: number; marked: number; all: number }>();
  for (const round of rounds) {
    const count = counts.get(round.event_id) ?? { posted: 0, marked: 0, all: 0 };
    const state = roundStateFromNumber(round.round_state);
    count.all += 1;
    if (state === 'Posted') count.posted += 1;
    if (state === 'Marked') count.marked += 1;
    counts.set(round.event_id, count);
  }
  return {
    resultsPageShown: publication.resultsPageShown,
    embargo: staffEmbargo(publication.embargo, now),
    events: events.map(({ published, ...event }) => {
      const count = counts.get(event.eventId) ?? { posted: 0, marked: 0, all: 0 };
      return {
        ...event,
        published,
        postedRounds: count.posted,
        markedRounds: count.marked,
        rounds: count.all,
      };
    }),
  };
}
