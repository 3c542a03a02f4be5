import type { Transaction } from 'kysely';
import type { TieChoice } from '../../../domain/scrutineering';
import type { ResultDifference } from '../../../domain/realtime-db/compare-results';
import { compareByCouple, perRoundRecalls } from '../../../domain/realtime-db/compare-results';
import type { PlannedEvent, PlannedRound } from '../../../domain/realtime-db/map-export';
import type { OldExport } from '../../../domain/realtime-db/read-export';
import type { ReadIssue } from '../../../domain/realtime-db/tree-reading';
import { roundStateNumber } from '../../../domain/competition/enumerations';
import type { SavedRoundResult } from '../../../shared/judging';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { RoundRecord } from '../../services/judging/round-store';
import { findRound } from '../../services/judging/round-store';
import type { RoundOutcome } from '../../services/judging/scrutineer-compute';
import { computeOutcome, storedResult } from '../../services/judging/scrutineer-compute';
import { writeFinalResults } from '../../services/judging/scrutineer-post';
import { IMPORT_ENTERED_BY } from './store-plan';

type PostedOutcome =
  | { posted: true; differences: ResultDifference[] }
  | { posted: false; refused: ReadIssue; differences: [] };

/**
 * A round the old app had posted, posted again from its imported marks by
 * our engine (scrutineer-compute.ts), stored as posting stores it, and
 * compared with the file's saved result. When the engine cannot place the
 * round (marks missing or not a valid sheet, a tie at the cut the next round
 * does not settle), the round goes back to Running for a scrutineer, and why
 * is reported: the file's result is never stored in the engine's place.
 */
export async function postImportedRound(
  trx: Transaction<Database>,
  input: {
    competitionId: string;
    event: PlannedEvent;
    round: PlannedRound;
    file: OldExport;
    tieChoice: { nextCouples: Set<string> | null; choices: readonly TieChoice[] };
    now: string;
  },
): Promise<PostedOutcome> {
  const { event, round, file, now } = input;
  const path = `events/${event.key}/rounds/${round.number}`;
  const record = await findRound(trx, input.competitionId, event.id, round.number);
  let outcome: RoundOutcome | null;
  try {
    outcome = await settledOutcome(trx, record, input.tieChoice);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return refuse(
      trx,
      record,
      path,
      `posted in the file, but our engine cannot place it: ${error.message}`,
    );
  }
  if (!outcome)
    return refuse(
      trx,
      record,
      path,
      'posted in the file with a tie at the cut that the round danced next does not settle',
    );

  const saved: SavedRoundResult = {
    postedAt: now,
    postedBy: IMPORT_ENTERED_BY,
    ...storedResult(outcome),
  };
  await trx
    .insertInto('saved_results')
    .values({
      event_id: event.id,
      round_number: round.number,
      payload: JSON.stringify(saved),
      updated_at: now,
    })
    .execute();
  if (outcome.kind === 'final') await writeFinalResults(trx, record, outcome, now);
  return { posted: true, differences: compareWithFile(event, round, file, saved) };
}

async function settledOutcome(
  trx: Transaction<Database>,
  record: RoundRecord,
  tie: { nextCouples: Set<string> | null; choices: readonly TieChoice[] },
): Promise<RoundOutcome | null> {
  const outcome = await computeOutcome(trx, record);
  if (outcome.kind !== 'recall' || !outcome.computation.tie) return outcome;
  const next = tie.nextCouples;
  if (!next) return null;
  for (const choice of tie.choices) {
    const chosen = await computeOutcome(trx, record, choice);
    const recalled = chosen.kind === 'recall' ? chosen.computation.recalled : [];
    if (recalled.length === next.size && recalled.every((entryId) => next.has(entryId)))
      return chosen;
  }
  return null;
}

async function refuse(
  trx: Transaction<Database>,
  record: RoundRecord,
  path: string,
  message: string,
): Promise<PostedOutcome> {
  await trx
    .updateTable('rounds')
    .set({ round_state: roundStateNumber('Running') })
    .where('id', '=', record.roundKey)
    .execute();
  return {
    posted: false,
    refused: { path, message: `${message}; imported as Running` },
    differences: [],
  };
}

/** Our stored result keyed by couple number, against the file's resultsSaved and finalResults. */
function compareWithFile(
  event: PlannedEvent,
  round: PlannedRound,
  file: OldExport,
  saved: SavedRoundResult,
): ResultDifference[] {
  const numberOf = new Map(event.entries.map((e) => [e.id, String(e.leadNumber ?? e.id)]));
  const byNumber = <T>(table: Readonly<Record<string, T>>) =>
    Object.fromEntries(
      Object.entries(table).map(([entryId, value]) => [numberOf.get(entryId) ?? entryId, value]),
    );
  const differences: ResultDifference[] = [];
  const fileRound = file.savedRounds.find(
    (s) => s.eventKey === event.key && s.roundNumber === round.number,
  );
  const at = `resultsSaved/${event.key}/${round.number}`;
  if (fileRound) {
    differences.push(
      ...compareByCouple(`${at}/placements`, fileRound.placements, byNumber(saved.placements)),
    );
    if (fileRound.sumRecalls && saved.sumRecalls)
      differences.push(
        ...compareByCouple(
          `${at}/sumRecalls`,
          fileRound.sumRecalls,
          perRoundRecalls(byNumber(saved.sumRecalls), event.dances.length),
        ),
      );
  }
  const fileFinal = file.finalResults.find((f) => f.eventKey === event.key);
  if (round.number === 1 && fileFinal)
    differences.push(
      ...compareByCouple(
        `resultsSaved/${event.key}/finalResults`,
        fileFinal.placements,
        byNumber(saved.placements),
      ),
    );
  return differences;
}
