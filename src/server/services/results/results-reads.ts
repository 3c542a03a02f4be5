import type { Kysely, Transaction } from 'kysely';
import type { MarksEmbargo } from '../../../domain/results';
import type { SavedRoundResult } from '../../../shared/judging';
import type { ResultCouple } from '../../../shared/results';
import type { Database } from '../../db/schema';
import { requireCompetition } from '../competition-service';
import { parseSavedResult } from '../judging/round-store';

type Reader = Kysely<Database> | Transaction<Database>;

/**
 * Which of a competition's events a results read covers: one event, or every
 * event (only those whose results are published, for the public index).
 * Each read below is one query, whatever the number of events.
 */
export type ResultsScope = { competitionId: string; eventId?: string; publishedOnly?: boolean };

export type ResultsEventRow = {
  eventId: string;
  name: string;
  style: string;
  level: string;
  dances: string[];
  published: boolean;
};

/** A posted round as posting stored it (never recomputed). */
export type PostedRound = {
  eventId: string;
  roundNumber: number;
  roundName: string;
  saved: SavedRoundResult;
};

/** The competition's settings that decide what the public sees; 404 for an unknown competition. */
export async function publicationOf(db: Reader, competitionId: string) {
  const row = await requireCompetition(db, competitionId);
  const embargo: MarksEmbargo = {
    embargo: row.marks_embargo === 1,
    releaseAt: row.marks_release_at,
  };
  return { resultsPageShown: row.results_page_shown === 1, embargo };
}

/** The events in scope, in the order the events list shows them. */
export async function resultsEvents(db: Reader, scope: ResultsScope): Promise<ResultsEventRow[]> {
  let query = db
    .selectFrom('events')
    .select(['id', 'name', 'style', 'level', 'dances', 'results_published'])
    .where('competition_id', '=', scope.competitionId)
    .orderBy('created_at')
    .orderBy('name');
  if (scope.eventId !== undefined) query = query.where('id', '=', scope.eventId);
  if (scope.publishedOnly) query = query.where('results_published', '=', 1);
  const rows = await query.execute();
  return rows.map((row) => ({
    eventId: row.id,
    name: row.name,
    style: row.style,
    level: row.level,
    dances: JSON.parse(row.dances) as string[],
    published: row.results_published === 1,
  }));
}

/** The posted rounds of the events in scope, by event and round number (the final first). */
export async function postedRounds(db: Reader, scope: ResultsScope): Promise<PostedRound[]> {
  let query = db
    .selectFrom('saved_results')
    .innerJoin('events', 'events.id', 'saved_results.event_id')
    .innerJoin('rounds', (join) =>
      join
        .onRef('rounds.event_id', '=', 'saved_results.event_id')
        .onRef('rounds.round_number', '=', 'saved_results.round_number'),
    )
    .select([
      'saved_results.event_id',
      'saved_results.round_number',
      'saved_results.payload',
      'rounds.round_name',
    ])
    .where('events.competition_id', '=', scope.competitionId)
    .orderBy('saved_results.event_id')
    .orderBy('saved_results.round_number');
  if (scope.eventId !== undefined) query = query.where('events.id', '=', scope.eventId);
  if (scope.publishedOnly) query = query.where('events.results_published', '=', 1);
  const rows = await query.execute();
  return rows.flatMap((row) => {
    const saved = parseSavedResult(row.payload);
    return saved
      ? [
          {
            eventId: row.event_id,
            roundNumber: row.round_number,
            roundName: row.round_name,
            saved,
          },
        ]
      : [];
  });
}

/**
 * The couples of the events in scope by entry id. A couple whose entry was
 * deleted after posting keeps its place in the results, without a name.
 */
export async function resultCouples(db: Reader, scope: ResultsScope) {
  let query = db
    .selectFrom('entries')
    .innerJoin('events', 'events.id', 'entries.event_id')
    .select([
      'entries.id',
      'entries.lead_number',
      'entries.lead_name',
      'entries.follow_name',
      'entries.affiliation',
    ])
    .where('entries.competition_id', '=', scope.competitionId);
  if (scope.eventId !== undefined) query = query.where('entries.event_id', '=', scope.eventId);
  if (scope.publishedOnly) query = query.where('events.results_published', '=', 1);
  const rows = await query.execute();
  const byId = new Map<string, ResultCouple>(
    rows.map((row) => [
      row.id,
      {
        entryId: row.id,
        number: row.lead_number,
        leadName: row.lead_name,
        followName: row.follow_name,
        affiliation: row.affiliation,
      },
    ]),
  );
  return (entryId: string): ResultCouple =>
    byId.get(entryId) ?? { entryId, number: null, leadName: '', followName: '', affiliation: '' };
}
