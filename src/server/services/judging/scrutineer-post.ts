import type { Transaction } from 'kysely';
import { roundStateNumber } from '../../../domain/competition/enumerations';
import { fillNextRound, transitionRound } from '../../../domain/judging';
import type { TieChoice } from '../../../domain/scrutineering';
import type { FinalResults, SavedRoundResult } from '../../../shared/judging';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import type { DeclareChange, WriteContext } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import type { RoundRecord } from './round-store';
import type { RoundOutcome } from './scrutineer-compute';
import { computeOutcome, storedResult } from './scrutineer-compute';
import type { RoundRef } from './scrutineer-write';
import { auditRound, changeRound, roundToFill } from './scrutineer-write';

/**
 * Posts a Marked round: stores `resultsSaved/{event}/{round}` (and, for a
 * final, the event's final results); a recall round's recalled couples fill
 * the next round, drawn into its heats with check-in cleared.
 */
export const postRound = (
  ctx: WriteContext,
  actor: Actor,
  ref: RoundRef,
  tieChoice: TieChoice | undefined,
  random: () => number = Math.random,
) =>
  changeRound(ctx, ref, async (trx, round, changed) => {
    const posted = transitionRound(round.state, 'post');
    if (!posted.ok) throw errors.roundTransitionRefused(`${round.roundName}: ${posted.message}`);
    const outcome = await computeOutcome(trx, round, tieChoice);
    const now = new Date().toISOString();
    const saved: SavedRoundResult = {
      postedAt: now,
      postedBy: actor.email,
      ...storedResult(outcome),
    };

    let filled: { roundName: string; couples: number; heats: number } | null = null;
    if (outcome.kind === 'recall') {
      const { tie, recalled } = outcome.computation;
      if (tie && !tieChoice) {
        throw errors.tieChoiceRequired(tie.couples.length, tie.recallFewer, tie.recallMore);
      }
      if (tie && !outcome.computation.options.some((option) => option.choice === tieChoice)) {
        throw errors.tieChoiceNotOffered(tie.recallMore);
      }
      filled = await fillNext(trx, round, recalled, random, changed);
    } else {
      await writeFinalResults(trx, round, outcome, now);
    }

    await trx
      .insertInto('saved_results')
      .values({
        event_id: round.eventId,
        round_number: round.roundNumber,
        payload: JSON.stringify(saved),
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['event_id', 'round_number'])
          .doUpdateSet({ payload: JSON.stringify(saved), updated_at: now }),
      )
      .execute();
    await trx
      .updateTable('rounds')
      .set({ round_state: roundStateNumber(posted.state) })
      .where('id', '=', round.roundKey)
      .execute();
    await auditRound(trx, actor, round, 'round.post', {
      before: { state: round.state },
      after: { state: posted.state, placements: saved.placements },
      judges: saved.judges,
      ...(outcome.kind === 'recall' && {
        tieChoice: outcome.computation.tieChoice,
        recalled: outcome.computation.recalled.length,
        nextRound: filled,
      }),
    });
    const { competitionId, eventId } = round;
    changed({ kind: 'round', competitionId, eventId });
    changed({ kind: 'entry', competitionId, eventId });
    changed({ kind: 'result', competitionId, eventId });
  });

/** Puts the recalled couples into the round danced next, which nobody has danced yet. */
async function fillNext(
  trx: Transaction<Database>,
  round: RoundRecord,
  recalled: readonly string[],
  random: () => number,
  changed: DeclareChange,
) {
  const next = await roundToFill(trx, round);
  if (!next) {
    throw errors.nextRoundUnfillable(
      `The round after ${round.roundName}`,
      'the event has no such round. Add a round to the schedule first.',
    );
  }
  const filled = transitionRound(next.state, 'fill', { coupleCount: recalled.length });
  if (!filled.ok) throw errors.nextRoundUnfillable(next.roundName, filled.message);

  const entries = fillNextRound(recalled, next.numHeats, random);
  await trx.deleteFrom('round_entries').where('round_id', '=', next.roundKey).execute();
  if (entries.length > 0) {
    await trx
      .insertInto('round_entries')
      .values(
        entries.map((entry) => ({
          round_id: next.roundKey,
          entry_id: entry.entryId,
          heat: entry.heat,
          checked_in: 0 as const,
        })),
      )
      .execute();
  }
  await trx
    .updateTable('rounds')
    .set({ round_state: roundStateNumber(filled.state) })
    .where('id', '=', next.roundKey)
    .execute();
  changed({ kind: 'marks', competitionId: next.competitionId, roundId: next.roundKey });
  return {
    roundName: next.roundName,
    couples: entries.length,
    heats: new Set(entries.map((entry) => entry.heat)).size,
  };
}

/** `resultsSaved/{event}/finalResults`: the final's couples in place order. */
export async function writeFinalResults(
  trx: Transaction<Database>,
  round: RoundRecord,
  outcome: Extract<RoundOutcome, { kind: 'final' }>,
  postedAt: string,
) {
  const { overall } = outcome.computation;
  const placeOf = (entryId: string) => overall[entryId] ?? Number.MAX_SAFE_INTEGER;
  const results: FinalResults = {
    postedAt,
    places: outcome.couples
      .filter((couple) => Object.hasOwn(overall, couple.entryId))
      .sort((a, b) => placeOf(a.entryId) - placeOf(b.entryId))
      .map((couple) => ({
        place: placeOf(couple.entryId),
        entryId: couple.entryId,
        number: couple.number,
        leadName: couple.leadName,
        followName: couple.followName,
        affiliation: couple.affiliation,
      })),
  };
  const payload = JSON.stringify(results);
  await trx
    .insertInto('final_results')
    .values({ event_id: round.eventId, payload, updated_at: postedAt })
    .onConflict((oc) => oc.column('event_id').doUpdateSet({ payload, updated_at: postedAt }))
    .execute();
}
