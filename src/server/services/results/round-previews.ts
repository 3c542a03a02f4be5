import type { Kysely, Transaction } from 'kysely';
import { roundStateNumber } from '../../../domain/competition/enumerations';
import type { Database } from '../../db/schema';
import { AppError, errors } from '../../errors';
import { findRound } from '../judging/round-store';
import { computeOutcome, storedResult } from '../judging/scrutineer-compute';
import type { RoundToPresent } from './present-round';

type Reader = Kysely<Database> | Transaction<Database>;

export type PreviewProblem = { roundName: string; message: string };

/**
 * What each Marked round of the event would post, worked out by the engine as
 * the scrutineer's Compute does (staff only). A round the engine refuses is
 * reported in its words instead; a tie at the cut is previewed with the tied
 * couples neither recalled nor placed, and reported, since posting needs the
 * scrutineer's choice.
 */
export async function roundPreviews(
  db: Reader,
  competitionId: string,
  eventId: string,
  eventDances: string[],
): Promise<{ previews: RoundToPresent[]; problems: PreviewProblem[] }> {
  const marked = await db
    .selectFrom('rounds')
    .select('round_number')
    .where('competition_id', '=', competitionId)
    .where('event_id', '=', eventId)
    .where('round_state', '=', roundStateNumber('Marked'))
    .orderBy('round_number')
    .execute();
  const previews: RoundToPresent[] = [];
  const problems: PreviewProblem[] = [];
  for (const { round_number } of marked) {
    const round = await findRound(db, competitionId, eventId, round_number);
    try {
      const outcome = await computeOutcome(db, round);
      previews.push({
        roundNumber: round.roundNumber,
        roundName: round.roundName,
        eventDances,
        saved: storedResult(outcome),
        postedAt: null,
      });
      const tie = outcome.kind === 'recall' ? outcome.computation.tie : null;
      if (tie) {
        const { message } = errors.tieChoiceRequired(
          tie.couples.length,
          tie.recallFewer,
          tie.recallMore,
        );
        problems.push({ roundName: round.roundName, message });
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.push({ roundName: round.roundName, message: error.message });
    }
  }
  return { previews, problems };
}
