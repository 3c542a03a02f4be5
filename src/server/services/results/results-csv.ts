import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { EventResults, RoundResult } from '../../../shared/results';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { inertCell } from '../csv-cells';
import { getEventResults } from './public-event-results';
import { getResultsIndex } from './results-index';

/** The columns of both results downloads, documented in docs/api.md. */
export const RESULTS_CSV_COLUMNS = [
  'event_id',
  'event_name',
  'round_number',
  'round_name',
  'couple_number',
  'lead_name',
  'follow_name',
  'affiliation',
  'placement',
  'recalled',
  'dance_places',
] as const;

/** A recall round's "yes"/"no"; a final recalls no one, so the cell stays empty. */
const recalledCell = (round: RoundResult, entryId: string) =>
  round.kind === 'final' ? '' : round.recalled.includes(entryId) ? 'yes' : 'no';

/** A final couple's place in each dance, in the round's dance order: "Waltz: 1; Tango: 2". */
const dancePlacesCell = (round: RoundResult, entryId: string) =>
  round.dances
    .flatMap((dance) => {
      const place = round.perDance[dance]?.[entryId];
      return place === undefined ? [] : [`${dance}: ${place}`];
    })
    .join('; ');

/**
 * One row per couple and posted round, from the public reads only, so a
 * download shows exactly what the results pages show: placements and recalls,
 * never the judges' marks (which the embargo may hold back).
 */
export function resultsCsv(results: readonly EventResults[]): string {
  const records = results.flatMap(({ event, rounds }) =>
    rounds.flatMap((round) =>
      round.couples.map((couple) => [
        event.eventId,
        event.name,
        round.roundNumber,
        round.roundName,
        couple.number ?? '',
        couple.leadName,
        couple.followName,
        couple.affiliation,
        String(round.placements[couple.entryId] ?? ''),
        recalledCell(round, couple.entryId),
        dancePlacesCell(round, couple.entryId),
      ]),
    ),
  );
  // A byte order mark, so spreadsheet programs read the names as UTF-8 (decision 033).
  return stringify([[...RESULTS_CSV_COLUMNS], ...records.map((record) => record.map(inertCell))], {
    bom: true,
  });
}

/** One event's download, with the event's name; 404 like its results page when they are not public. */
export async function eventResultsCsv(
  db: Kysely<Database>,
  ref: { competitionId: string; eventId: string },
): Promise<{ eventName: string; csv: string }> {
  const results = await getEventResults(db, ref);
  return { eventName: results.event.name, csv: resultsCsv([results]) };
}

/** Every event the public results page lists, in its order. */
export async function competitionResultsCsv(
  db: Kysely<Database>,
  competitionId: string,
): Promise<string> {
  const index = await getResultsIndex(db, competitionId);
  const results: EventResults[] = [];
  for (const { eventId } of index.events) {
    try {
      results.push(await getEventResults(db, { competitionId, eventId }));
    } catch (error) {
      // Withdrawn or deleted since the index was read: left out, as the page would now.
      if (!(error instanceof AppError && error.code === 'event_not_found')) throw error;
    }
  }
  return resultsCsv(results);
}
