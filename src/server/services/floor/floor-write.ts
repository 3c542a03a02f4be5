import type { Transaction } from 'kysely';
import { isRoundStarted } from '../../../domain/floor';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import type { DeclareChange, WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import type { CoupleOnFloor, RoundRecord } from '../judging/round-store';
import { assertRoundUnlocked } from '../judging/round-lock';
import { findRound, roundCouplesOnFloor } from '../judging/round-store';
import { awaitedRound } from './floor-read';

/** A round as the deck captain's endpoints name it. */
export type FloorRoundRef = { competitionId: string; eventId: string; roundNumber: number };

/**
 * One deck captain's change to one round, as one transaction: the round is
 * read inside it, so every check sees what the write changes, and a round the
 * chairman locked is refused. The entry
 * changes and the round's marks topic (what its judges see) are declared by
 * every change; the body declares any other rounds it touched.
 */
export function changeRoundOnFloor<T>(
  ctx: WriteContext,
  ref: FloorRoundRef,
  body: (trx: Transaction<Database>, round: RoundRecord, changed: DeclareChange) => Promise<T>,
): Promise<T> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    const round = await findRound(trx, ref.competitionId, ref.eventId, ref.roundNumber);
    await assertRoundUnlocked(trx, round);
    const answer = await body(trx, round, changed);
    changed({ kind: 'entry', competitionId: round.competitionId, eventId: round.eventId });
    changed({ kind: 'marks', competitionId: round.competitionId, roundId: round.roundKey });
    return answer;
  });
}

/** "Couple 12 (Ann Lee & Bo Kim)": how refusals and the audit log name a couple. */
export const coupleName = (couple: {
  number: number | null;
  leadName: string;
  followName: string;
}) => `Couple ${couple.number ?? '(no number)'} (${couple.leadName} & ${couple.followName})`;

/**
 * The couple of the round: 404 `entry_not_found` when the competition has no
 * such entry, `unknown_couple` when the entry is not in this round.
 */
export async function coupleOfRound(
  trx: Transaction<Database>,
  round: RoundRecord,
  entryId: string,
): Promise<CoupleOnFloor> {
  const couple = (await roundCouplesOnFloor(trx, round)).find((c) => c.entryId === entryId);
  if (couple) return couple;
  const entry = await trx
    .selectFrom('entries')
    .select('id')
    .where('id', '=', entryId)
    .where('competition_id', '=', round.competitionId)
    .executeTakeFirst();
  if (!entry) throw errors.entryNotFound(entryId, 'competition');
  throw errors.coupleNotInRound(entryId, `${round.eventName} ${round.roundName}`);
}

/** A round's couples are rearranged only until it starts. */
function refuseIfStarted(round: RoundRecord, change: string): void {
  if (isRoundStarted(round.state)) throw errors.roundStarted(round, change);
}

/**
 * No-shows, walk-ons and heat moves rearrange a round only once it holds its
 * couples and until it starts: posting the round before would replace them.
 * `change` names the change ("add a walk-on"), `later` how to do it then
 * ("add the walk-on").
 */
export async function refuseUnlessOpen(
  trx: Transaction<Database>,
  round: RoundRecord,
  change: string,
  later: string,
): Promise<void> {
  refuseIfStarted(round, change);
  const awaited = await awaitedRound(trx, round);
  if (awaited !== null) throw errors.roundNotFilled(round, awaited.roundName, later);
}

/** How the audit log names a couple. */
export const coupleDetails = (couple: {
  entryId: string;
  number: number | null;
  leadName: string;
  followName: string;
}) => ({
  entryId: couple.entryId,
  number: couple.number,
  couple: `${couple.leadName} & ${couple.followName}`,
});
