import type { WriteContext } from '../live/write-transaction';
import { SYSTEM_ACTOR } from '../services/audit-log';
import { postRound } from '../services/judging/scrutineer-post';
import { enterSheet } from '../services/judging/scrutineer-sheets';
import type { TieChoice } from '../../domain/scrutineering';
import type { RunningRound, RunningRoundOptions } from './judging-fixtures';
import { createRunningRound } from './judging-fixtures';

/** A judge's list for one dance: entry ids recalled, or a final's couples in place order. */
export type ListFor = (judgeIndex: number, dance: string, round: RunningRound) => string[];

const ref = (round: RunningRound) => ({
  competitionId: round.competitionId,
  eventId: round.eventId,
  roundNumber: round.roundNumber,
});

/**
 * Every judge's sheet for every dance, entered by the scrutineer (the last one
 * makes the round Marked). Goes through the services, so the stored sheets are
 * exactly what judges' phones would have left.
 */
export async function markRound(ctx: WriteContext, round: RunningRound, listFor: ListFor) {
  for (const [index, judge] of round.judges.entries()) {
    for (const dance of round.dances) {
      await enterSheet(ctx, SYSTEM_ACTOR, ref(round), {
        judgeId: judge.id,
        dance,
        entries: listFor(index, dance, round),
      });
    }
  }
}

/** Posts a Marked round as the scrutineer would. */
export const postMarkedRound = (ctx: WriteContext, round: RunningRound, tieChoice?: TieChoice) =>
  postRound(ctx, SYSTEM_ACTOR, ref(round), tieChoice, () => 0.5);

/**
 * Judges who broadly agree: judge j ranks the couples in number order, with
 * the couples shifted by j places (so the panel is not unanimous), and
 * recalls its first `recallSize`.
 */
export const agreeingRecalls =
  (recallSize: number): ListFor =>
  (judgeIndex, _dance, round) => {
    const ids = round.couples.map((couple) => couple.entryId);
    const shift = judgeIndex % Math.max(1, Math.min(3, ids.length - recallSize + 1));
    return ids.slice(shift, shift + recallSize);
  };

/** Judges who place the couples in number order, judge j swapping neighbours j and j+1. */
export const agreeingPlaces: ListFor = (judgeIndex, _dance, round) => {
  const ids = round.couples.map((couple) => couple.entryId);
  const swap = judgeIndex % Math.max(1, ids.length - 1);
  const order = [...ids];
  [order[swap], order[swap + 1]] = [order[swap + 1] as string, order[swap] as string];
  return order;
};

/**
 * A new event (see `createRunningRound`) whose running round is marked and
 * posted: a recall round when `roundNumber` > 1 (its recalled couples fill the
 * next round), a final when it is 1.
 */
export async function createPostedRound(
  ctx: WriteContext,
  options: RunningRoundOptions & { listFor?: ListFor; tieChoice?: TieChoice },
): Promise<RunningRound> {
  const round = await createRunningRound(ctx, options);
  const recallSize = options.recallSize ?? Math.max(1, Math.floor(options.couples / 2));
  const listFor =
    options.listFor ?? (options.roundNumber === 1 ? agreeingPlaces : agreeingRecalls(recallSize));
  await markRound(ctx, round, listFor);
  await postMarkedRound(ctx, round, options.tieChoice);
  return round;
}
