import type { Kysely } from 'kysely';
import { roundStateFromNumber } from '../../../domain/competition/enumerations';
import { isLeftOutByScratch } from '../../../domain/floor';
import { resultsArePublic, sharersOf } from '../../../domain/results';
import type { SavedRoundResult } from '../../../shared/judging';
import type {
  CompetitorEntryRounds,
  CompetitorResult,
  CompetitorRound,
  CompetitorRounds,
} from '../../../shared/live-rounds';
import type { Database } from '../../db/schema';
import { requireCompetition } from '../competition-service';
import { parseSavedResult } from '../judging/round-store';
import { couplesIn } from '../results/present-round';
import { requireCompetitor } from '../registration/competitor-records';
import { competitorEventsById } from '../registration/public-lists';

type PostedRound = { roundNumber: number; result: SavedRoundResult };

/**
 * A competitor's day: for each of their entries, the rounds the couple is in
 * (heat, planned and actual start) and, when the event's results are public,
 * how far the couple got. Read from what posting stored, never recomputed.
 */
export async function getCompetitorRounds(
  db: Kysely<Database>,
  competitionId: string,
  competitorId: string,
): Promise<CompetitorRounds> {
  const competition = await requireCompetition(db, competitionId);
  await requireCompetitor(db, competitionId, competitorId);
  const entries =
    (await competitorEventsById(db, competitionId, competitorId)).get(competitorId) ?? [];
  if (entries.length === 0) return { competitorId, entries: [] };
  const entryIds = entries.map((entry) => entry.entryId);
  const eventIds = [...new Set(entries.map((entry) => entry.eventId))];

  const [roundRows, events, saved] = await Promise.all([
    db
      .selectFrom('round_entries')
      .innerJoin('rounds', 'rounds.id', 'round_entries.round_id')
      .innerJoin('entries', 'entries.id', 'round_entries.entry_id')
      .select([
        'round_entries.entry_id',
        'round_entries.heat',
        'rounds.round_number',
        'rounds.round_name',
        'rounds.round_state',
        'rounds.schedule_index',
        'rounds.round_start_time',
        'rounds.round_actual_start_time',
        'entries.scratched_at',
      ])
      .where('round_entries.entry_id', 'in', entryIds)
      .where('rounds.competition_id', '=', competitionId)
      .orderBy('rounds.round_number', 'desc')
      .execute(),
    db
      .selectFrom('events')
      .select(['id', 'results_published'])
      .where('id', 'in', eventIds)
      .execute(),
    db
      .selectFrom('saved_results')
      .select(['event_id', 'round_number', 'payload'])
      .where('event_id', 'in', eventIds)
      .execute(),
  ]);

  const isPublic = (eventId: string) =>
    resultsArePublic({
      resultsPageShown: competition.results_page_shown === 1,
      eventPublished: events.find((event) => event.id === eventId)?.results_published === 1,
    });
  // Each posted round parsed once, by event. Rows from before issue 11 do not
  // parse and are not shown as posted (as round-store does).
  const postedByEvent = new Map<string, PostedRound[]>();
  for (const row of saved) {
    const result = parseSavedResult(row.payload);
    if (!result) continue;
    const posted = postedByEvent.get(row.event_id) ?? [];
    posted.push({ roundNumber: row.round_number, result });
    postedByEvent.set(row.event_id, posted);
  }

  return {
    competitorId,
    entries: entries.map((entry): CompetitorEntryRounds => {
      const rounds = roundRows.flatMap((row): CompetitorRound[] => {
        const state = roundStateFromNumber(row.round_state);
        if (row.entry_id !== entry.entryId || !state) return [];
        if (isLeftOutByScratch(row.scratched_at, row.round_actual_start_time)) return [];
        return [
          {
            roundNumber: row.round_number,
            roundName: row.round_name,
            state,
            scheduleIndex: row.schedule_index,
            heat: row.heat,
            plannedStart: row.round_start_time,
            actualStart: row.round_actual_start_time,
          },
        ];
      });
      return {
        entryId: entry.entryId,
        eventId: entry.eventId,
        eventName: entry.eventName,
        number: entry.leadNumber,
        rounds,
        result: isPublic(entry.eventId)
          ? resultOf(entry.entryId, postedByEvent.get(entry.eventId) ?? [], rounds)
          : null,
      };
    }),
  };
}

const NOT_PLACED = { place: null, sharedBy: 1 };

/** A couple's place in a posted final, with how many couples share it. */
function finalPlaceIn(final: SavedRoundResult, entryId: string) {
  const place = final.placements[entryId];
  if (typeof place !== 'number') return null;
  const places = Object.values(final.placements).filter((other) => typeof other === 'number');
  return { place, sharedBy: sharersOf(place, places) };
}

/** The couple's placing in the furthest posted round it danced, and its final place. */
function resultOf(
  entryId: string,
  posted: readonly PostedRound[],
  rounds: readonly CompetitorRound[],
): CompetitorResult | null {
  const recalledFrom = ({ result }: PostedRound) =>
    result.computation.kind === 'recall' && result.computation.recalled.includes(entryId);
  const danced = posted
    .filter((round) => couplesIn(round.result).includes(entryId))
    .sort((a, b) => a.roundNumber - b.roundNumber)[0];
  if (!danced) return null;
  const placement = danced.result.placements[entryId];
  return {
    ...(danced.roundNumber === 1
      ? (finalPlaceIn(danced.result, entryId) ?? NOT_PLACED)
      : NOT_PLACED),
    lastPosted: {
      roundNumber: danced.roundNumber,
      roundName:
        rounds.find((round) => round.roundNumber === danced.roundNumber)?.roundName ??
        `Round ${danced.roundNumber}`,
      placement: placement === undefined ? null : String(placement),
      recalled: recalledFrom(danced),
    },
  };
}
