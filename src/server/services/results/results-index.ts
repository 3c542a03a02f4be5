import type { Kysely } from 'kysely';
import { coupleResult, resultsArePublic } from '../../../domain/results';
import type { DancedRound } from '../../../domain/results';
import type { ResultsIndex, ResultsIndexEvent } from '../../../shared/results';
import type { Database } from '../../db/schema';
import { couplesIn } from './present-round';
import type { PostedRound, ResultsEventRow } from './results-reads';
import { postedRounds, publicationOf, resultCouples, resultsEvents } from './results-reads';

/**
 * The public results page: every event whose results are public and have at
 * least one posted round, with each couple that danced one and how far it
 * got. Four queries whatever the number of events; the client searches.
 */
export async function getResultsIndex(
  db: Kysely<Database>,
  competitionId: string,
): Promise<ResultsIndex> {
  const { resultsPageShown } = await publicationOf(db, competitionId);
  if (!resultsPageShown) return { resultsPageShown, events: [] };
  const scope = { competitionId, publishedOnly: true };
  const [events, rounds, coupleOf] = await Promise.all([
    resultsEvents(db, scope),
    postedRounds(db, scope),
    resultCouples(db, scope),
  ]);
  const roundsOf = new Map<string, PostedRound[]>();
  for (const round of rounds)
    roundsOf.set(round.eventId, [...(roundsOf.get(round.eventId) ?? []), round]);
  return {
    resultsPageShown,
    events: events.flatMap((event) => {
      const posted = roundsOf.get(event.eventId) ?? [];
      const shown = resultsArePublic({ resultsPageShown, eventPublished: event.published });
      return shown && posted.length > 0 ? [indexEvent(event, posted, coupleOf)] : [];
    }),
  };
}

function indexEvent(
  event: ResultsEventRow,
  posted: PostedRound[],
  coupleOf: Awaited<ReturnType<typeof resultCouples>>,
): ResultsIndexEvent {
  const inOrderDanced = [...posted].sort((a, b) => b.roundNumber - a.roundNumber);
  const final = posted.find((round) => round.roundNumber === 1);
  const danced = new Map<string, DancedRound[]>();
  for (const round of inOrderDanced) {
    for (const entryId of couplesIn(round.saved)) {
      danced.set(entryId, [...(danced.get(entryId) ?? []), round]);
    }
  }
  const finalPlace = (entryId: string) => {
    const place = final?.saved.placements[entryId];
    return typeof place === 'number' ? place : null;
  };
  const finalPlaces = Object.values(final?.saved.placements ?? {}).filter(
    (place): place is number => typeof place === 'number',
  );
  // Placed couples by place, then the others by the furthest round they reached, then by number.
  const rank = (entryId: string) => [
    finalPlace(entryId) ?? Number.MAX_SAFE_INTEGER,
    Math.min(...(danced.get(entryId) ?? []).map((round) => round.roundNumber)),
    coupleOf(entryId).number ?? Number.MAX_SAFE_INTEGER,
  ];
  const byRank = (a: string, b: string) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra.reduce((order, value, i) => order || value - (rb[i] ?? 0), 0);
  };
  return {
    eventId: event.eventId,
    name: event.name,
    style: event.style,
    level: event.level,
    dances: event.dances,
    postedRounds: inOrderDanced.map(({ roundNumber, roundName }) => ({ roundNumber, roundName })),
    finished: final !== undefined,
    couples: [...danced.keys()].sort(byRank).map((entryId) => ({
      ...coupleOf(entryId),
      result: coupleResult(danced.get(entryId) ?? [], finalPlace(entryId), finalPlaces) ?? '',
    })),
  };
}
