import type { Kysely, Transaction } from 'kysely';
import type { EventResults } from '../../../shared/results';
import type { Database } from '../../db/schema';
import { judgeLegend } from './judge-legend';
import type { RoundToPresent } from './present-round';
import { judgesIn, presentRound } from './present-round';
import type { ResultsEventRow } from './results-reads';
import { resultCouples } from './results-reads';

type Reader = Kysely<Database> | Transaction<Database>;

/**
 * One event's rounds (posted, and for staff previews) as its results page
 * reads them, the final first, with the legend of the judges whose marks they
 * hold. `withDetail` false leaves every round's marks out.
 */
export async function eventResultsView(
  db: Reader,
  competitionId: string,
  event: ResultsEventRow,
  rounds: RoundToPresent[],
  view: { withDetail: boolean; marksPublic: boolean; marksReleaseAt: string | null },
): Promise<EventResults> {
  const judgeIds = rounds.flatMap((round) => judgesIn(round.saved));
  const scope = { competitionId, eventId: event.eventId };
  const [coupleOf, legend] = await Promise.all([
    resultCouples(db, scope),
    judgeLegend(db, competitionId, judgeIds),
  ]);
  const how = { coupleOf, letterOf: legend.letterOf, withDetail: view.withDetail };
  return {
    event: {
      eventId: event.eventId,
      name: event.name,
      style: event.style,
      level: event.level,
      dances: event.dances,
    },
    judges: legend.legendOf(judgeIds),
    marksPublic: view.marksPublic,
    marksReleaseAt: view.marksReleaseAt,
    rounds: [...rounds]
      .sort((a, b) => a.roundNumber - b.roundNumber)
      .map((round) => presentRound(round, how)),
  };
}
