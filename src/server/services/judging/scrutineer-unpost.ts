import type { Transaction } from 'kysely';
import { roundStateNumber } from '../../../domain/competition/enumerations';
import { transitionRound } from '../../../domain/judging';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import type { DeclareChange, WriteContext } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import type { RoundRecord } from './round-store';
import { postedResult } from './round-store';
import type { RoundRef } from './scrutineer-write';
import { auditRound, changeRound, roundToFill } from './scrutineer-write';

/**
 * Takes a posted round back to Marked, with a reason: its saved result (and a
 * final's results) go, and a recall round's next round is emptied, which is
 * refused once anyone has marked or started it.
 */
export const unpostRound = (ctx: WriteContext, actor: Actor, ref: RoundRef, reason: string) =>
  changeRound(ctx, ref, async (trx, round, changed) => {
    const back = transitionRound(round.state, 'unpost');
    if (!back.ok) throw errors.roundTransitionRefused(`${round.roundName}: ${back.message}`);
    const posted = await postedResult(trx, round);
    const emptied = await emptyNext(trx, round, changed);

    await trx
      .deleteFrom('saved_results')
      .where('event_id', '=', round.eventId)
      .where('round_number', '=', round.roundNumber)
      .execute();
    if (round.roundNumber === 1) {
      await trx.deleteFrom('final_results').where('event_id', '=', round.eventId).execute();
    }
    await trx
      .updateTable('rounds')
      .set({ round_state: roundStateNumber(back.state) })
      .where('id', '=', round.roundKey)
      .execute();
    await auditRound(trx, actor, round, 'round.unpost', {
      reason,
      before: {
        state: round.state,
        posted: posted && {
          postedAt: posted.postedAt,
          postedBy: posted.postedBy,
          judges: posted.judges,
          placements: posted.placements,
          ...(posted.sumRecalls && { sumRecalls: posted.sumRecalls }),
        },
      },
      after: { state: back.state },
      nextRoundEmptied: emptied,
    });
    const { competitionId, eventId } = round;
    changed({ kind: 'round', competitionId, eventId });
    changed({ kind: 'entry', competitionId, eventId });
    changed({ kind: 'result', competitionId, eventId });
  });

/** The round after a recall round goes back to Empty, unless it has been marked or started. */
async function emptyNext(trx: Transaction<Database>, round: RoundRecord, changed: DeclareChange) {
  const next = await roundToFill(trx, round);
  if (!next) return null;
  const where = { event_id: next.eventId, round_number: next.roundNumber };
  const [sheet, mark] = await Promise.all(
    (['dance_sheets', 'marks'] as const).map((table) =>
      trx
        .selectFrom(table)
        .select('judge_id')
        .where('event_id', '=', where.event_id)
        .where('round_number', '=', where.round_number)
        .executeTakeFirst(),
    ),
  );
  if (sheet || mark) throw errors.nextRoundMarked(next.roundName);
  const emptied = transitionRound(next.state, 'fill', { coupleCount: 0 });
  if (!emptied.ok) throw errors.roundTransitionRefused(`${next.roundName}: ${emptied.message}`);

  await trx.deleteFrom('round_entries').where('round_id', '=', next.roundKey).execute();
  await trx
    .updateTable('rounds')
    .set({ round_state: roundStateNumber(emptied.state) })
    .where('id', '=', next.roundKey)
    .execute();
  changed({ kind: 'marks', competitionId: next.competitionId, roundId: next.roundKey });
  return { roundName: next.roundName, state: emptied.state };
}
