import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { finalSheetFor, isFinalRound, recallSheetFor } from '../../domain/judging';
import type { JudgeDanceSheet } from '../../domain/judging';
import {
  computeRecalls,
  placeMultiDance,
  placeSingleDance,
  validateFinalSheet,
  validateRecallSheet,
} from '../../domain/scrutineering';
import type { RecallTie, SummaryRule, TieChoice } from '../../domain/scrutineering';
import type { Database } from '../db/schema';
import type { WriteContext } from '../live/write-transaction';
import type { Actor } from '../services/audit-log';
import { writeRoundLock } from '../services/chairman/chairman-lock';
import { checkInHeat } from '../services/floor/floor-check-in';
import type { VerifiedJudge } from '../services/judging/judge-session';
import { saveJudgeSheet } from '../services/judging/judge-sheets';
import { findRound, roundCouples } from '../services/judging/round-store';
import { postRound } from '../services/judging/scrutineer-post';
import { startRound } from '../services/judging/scrutineer-round';
import type { RoundRef } from '../services/judging/scrutineer-write';
import { demoFinalMarks, demoRecallMarks } from './demo-marks';
import type { DemoMarks } from './demo-marks';

/**
 * One round of the demo day danced through the product's own services, as the
 * people of the day would: the deck captain checks the heats in, the
 * scrutineer starts the round, each judge's phone submits its sheets, the
 * scrutineer posts (the engine computes), the chairman approves.
 */

/** The staff who act on the day; their actions are audited under these names. */
export type DayStaff = { scrutineer: Actor; deckCaptain: Actor; chairman: Actor };

/** What the engine would make of marks: a recall round's tie at the cut, the rules a final's summary used. */
export type Outcome =
  { kind: 'recall'; tie: RecallTie | null } | { kind: 'final'; summaryRules: SummaryRule[] };

export type RoundPlan = {
  ref: RoundRef;
  /** Text the marks are drawn from (demo-marks.ts). */
  seed: string;
  /** The event's couples, best first; the round's couples are judged in this order. */
  ranking: readonly string[];
  judges: readonly VerifiedJudge[];
  /**
   * What the marks must make the engine decide (a tie at the cut, a final
   * settled by Rule 10...): seeds `seed/0`, `seed/1`... are tried in turn
   * until one does.
   */
  want?: (outcome: Outcome) => boolean;
};

/** Seeds tried for a wanted outcome; a Rule 11 final needs the most, a few hundred at worst. */
const MAX_SEED_TRIES = 5000;

/** Checks every heat in and starts the round. */
export async function checkInAndStart(ctx: WriteContext, staff: DayStaff, ref: RoundRef) {
  const round = await findRound(ctx.database.db, ref.competitionId, ref.eventId, ref.roundNumber);
  for (let heat = 1; heat <= Math.max(1, round.numHeats); heat++)
    await checkInHeat(ctx, staff.deckCaptain, { ...ref, heat });
  await startRound(ctx, staff.scrutineer, ref);
}

/** The marks every judge gives the round (its couples as they are now), with the seed used. */
export async function marksFor(
  db: Kysely<Database>,
  plan: RoundPlan,
): Promise<{ marks: DemoMarks; outcome: Outcome }> {
  const { ref } = plan;
  const round = await findRound(db, ref.competitionId, ref.eventId, ref.roundNumber);
  const inRound = new Set((await roundCouples(db, round)).map((couple) => couple.entryId));
  const couples = plan.ranking.filter((entryId) => inRound.has(entryId));
  const judges = plan.judges.map((judge) => judge.id);
  const recall = round.recallTarget ?? round.recallSize;
  const tries = plan.want ? MAX_SEED_TRIES : 1;
  for (let attempt = 0; attempt < tries; attempt++) {
    const panel = {
      seed: plan.want ? `${plan.seed}/${attempt}` : plan.seed,
      couples,
      judges,
      dances: round.dances,
    };
    const marks = isFinalRound(round.roundNumber)
      ? demoFinalMarks(panel)
      : demoRecallMarks({ ...panel, recall });
    const outcome = engineOutcome(marks, {
      judges,
      dances: round.dances,
      couples,
      recallSize: round.recallSize,
      final: isFinalRound(round.roundNumber),
    });
    if (!plan.want || plan.want(outcome)) return { marks, outcome };
  }
  throw new Error(
    `No demo marks for ${round.eventName}, ${round.roundName} give the wanted result`,
  );
}

/** The engine's verdict on marks, by the same steps the scrutineer's Compute takes. */
function engineOutcome(
  marks: DemoMarks,
  round: {
    judges: string[];
    dances: string[];
    couples: string[];
    recallSize: number;
    final: boolean;
  },
): Outcome {
  const sheets: JudgeDanceSheet[] = Object.entries(marks).flatMap(([judgeId, byDance]) =>
    Object.entries(byDance).map(([dance, entries]) => ({ judgeId, dance, entries })),
  );
  const input = { ...round, sheets };
  if (round.final) {
    const built = finalSheetFor(input);
    const checked = built.ok ? validateFinalSheet(built.sheet) : null;
    if (!checked?.ok) throw new Error('demo marks of a final must make a valid sheet');
    // placeFinal's first steps, without the sentences: a search may try thousands of seeds.
    const { marks: table } = checked.value;
    const places = table.map((dance) => placeSingleDance(dance).places);
    const summary = table.length > 1 ? placeMultiDance(places, table).placements : [];
    return { kind: 'final', summaryRules: summary.map((placement) => placement.rule) };
  }
  const built = recallSheetFor(input);
  const checked = built.ok ? validateRecallSheet(built.sheet) : null;
  if (!checked?.ok) throw new Error('demo marks of a recall round must make a valid sheet');
  return { kind: 'recall', tie: computeRecalls(checked.value).tie };
}

/**
 * Each judge's phone submits the judge's sheets, dance by dance; `only` keeps
 * the sheets not in yet out (a round still being marked).
 */
export async function submitMarks(
  ctx: WriteContext,
  plan: RoundPlan,
  marks: DemoMarks,
  only: (judgeIndex: number, danceIndex: number) => boolean = () => true,
): Promise<void> {
  for (const [judgeIndex, judge] of plan.judges.entries()) {
    const byDance = marks[judge.id] ?? {};
    for (const [danceIndex, [dance, entries]] of Object.entries(byDance).entries()) {
      if (!only(judgeIndex, danceIndex)) continue;
      await saveJudgeSheet(
        ctx,
        judge,
        { eventId: plan.ref.eventId, roundNumber: plan.ref.roundNumber, dance },
        {
          submissionId: crypto.randomUUID(),
          deviceId: `demo-phone-${judge.id}`,
          version: 1,
          entries,
          submit: true,
        },
      );
    }
  }
}

/**
 * A whole round: checked in, started, marked by every judge, posted (a tie
 * at the cut settled by the chairman's choice, recalling more when that is
 * offered) and approved. Answers what the engine decided.
 */
export async function danceRound(
  ctx: WriteContext,
  staff: DayStaff,
  plan: RoundPlan,
  random: () => number,
): Promise<Outcome> {
  await checkInAndStart(ctx, staff, plan.ref);
  const { marks, outcome } = await marksFor(ctx.database.db, plan);
  await submitMarks(ctx, plan, marks);
  await postRound(ctx, staff.scrutineer, plan.ref, chairmansChoice(outcome), random);
  await writeRoundLock(ctx, staff.chairman, plan.ref, { lock: true });
  return outcome;
}

function chairmansChoice(outcome: Outcome): TieChoice | undefined {
  if (outcome.kind !== 'recall' || !outcome.tie) return undefined;
  // Recalling every tied couple lets more of them dance on; fewer only if the next round is full.
  return 'recall-more';
}
