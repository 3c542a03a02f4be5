import type { Transaction } from 'kysely';
import { roundStateNumber } from '../../../domain/competition/enumerations';
import type { RoundState } from '../../../domain/competition/enumerations';
import { roundProgress, transitionRound } from '../../../domain/judging';
import type { Database } from '../../db/schema';
import type { DeclareChange } from '../../live/write-transaction';
import type { RoundRecord } from './round-store';
import { roundPanel, roundSheets } from './round-store';

/**
 * A round is Marked once every judge of the panel who is not absent has
 * submitted every dance, and Running again when that stops being so (an
 * absence cleared, a judge added). Called inside every write that changes
 * sheets or absences; returns the state the round is in afterwards.
 */
export async function settleRoundState(
  trx: Transaction<Database>,
  round: RoundRecord,
  changed: DeclareChange,
): Promise<RoundState> {
  if (round.state !== 'Running' && round.state !== 'Marked') return round.state;
  const [panel, sheets] = await Promise.all([roundPanel(trx, round), roundSheets(trx, round)]);
  const { complete } = roundProgress({
    panel: panel.map((judge) => judge.judgeId),
    absent: panel.filter((judge) => judge.absence).map((judge) => judge.judgeId),
    dances: round.dances,
    sheets,
  });
  const action =
    round.state === 'Running' && complete
      ? 'complete'
      : !complete && round.state === 'Marked'
        ? 'reopen'
        : null;
  if (!action) return round.state;
  const next = transitionRound(round.state, action);
  if (!next.ok) return round.state;
  await trx
    .updateTable('rounds')
    .set({ round_state: roundStateNumber(next.state) })
    .where('id', '=', round.roundKey)
    .execute();
  changed({ kind: 'round', competitionId: round.competitionId, eventId: round.eventId });
  return next.state;
}
