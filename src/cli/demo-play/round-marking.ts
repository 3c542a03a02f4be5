import { judgingEndpoints } from '../../shared/contract/judging';
import type { RoundJudging } from '../../shared/judging';
import { demoFinalMarks, demoRecallMarks } from '../../server/seed/demo-marks';
import type { Caller } from './api-client';
import type { JudgePhones } from './crew';
import { mistakenEntries, planMarking, sheetKey } from './marking-plan';
import type { Stage } from './stage';

/** A round's couples by entry id, for lines people can read ("#112"). */
export const numberOf = (round: RoundJudging, entryId: string) => {
  const number = round.couples.find((couple) => couple.entryId === entryId)?.number;
  return number == null ? entryId : `#${number}`;
};

/**
 * The judges mark a running round, dance by dance, over the marking time
 * (`at` turns a fraction of it into a moment): a draft midway, then the
 * submit; the late judge last; one judge's mistake corrected by the
 * scrutineer when `correct` is asked for. Every mark comes from the demo's
 * marks generator, judging the couples in the event's hidden ranking.
 * Answers whether a correction was made, and how many sheets were sent.
 */
export async function markRound({
  stage,
  round,
  ranking,
  phones,
  scrutineer,
  seed,
  correct,
  at,
}: {
  stage: Stage;
  round: RoundJudging;
  /** The round's dancing couples, best first. */
  ranking: string[];
  phones: JudgePhones;
  scrutineer: Caller;
  seed: string;
  correct: boolean;
  at: (fraction: number) => Promise<void>;
}): Promise<{ sent: number; corrected: boolean }> {
  const judges = round.panel.filter((judge) => judge.absence === null);
  const judgeIds = judges.map((judge) => judge.judgeId);
  const nameOf = (judgeId: string) =>
    judges.find((judge) => judge.judgeId === judgeId)?.name ?? judgeId;
  const panel = {
    seed: `${seed}/${round.roundKey}`,
    couples: ranking,
    judges: judgeIds,
    dances: round.dances,
  };
  const marks =
    round.kind === 'final'
      ? demoFinalMarks(panel)
      : demoRecallMarks({
          ...panel,
          recall: Math.min(ranking.length, Math.max(1, round.recallTarget ?? round.recallSize)),
        });
  const marksOf = (judgeId: string, dance: string) => marks[judgeId]?.[dance] ?? [];
  const submitted = new Set(
    round.sheets
      .filter((sheet) => sheet.status === 'submitted')
      .map((sheet) => sheetKey(sheet.judgeId, sheet.dance)),
  );
  const plan = planMarking({
    seed: panel.seed,
    judges: judgeIds,
    dances: round.dances,
    submitted,
    correct,
  });
  const params = {
    competitionId: round.competitionId,
    eventId: round.eventId,
    roundNumber: round.roundNumber,
  };

  let mistake: { judgeId: string; dance: string } | null = null;
  let corrected = false;
  const correctMistake = async () => {
    if (!mistake) return;
    await stage.call(judgingEndpoints.enterSheet, scrutineer, {
      params,
      body: { ...mistake, entries: marksOf(mistake.judgeId, mistake.dance) },
    });
    stage.tally.corrections++;
    stage.say(
      `  scrutineer corrects ${nameOf(mistake.judgeId)}'s ${mistake.dance}, as the judge asked`,
    );
    mistake = null;
    corrected = true;
  };

  for (const send of plan.sends) {
    if (plan.correction && plan.correction.at <= send.at) {
      await at(plan.correction.at);
      await correctMistake();
      plan.correction = null;
    }
    await at(send.at);
    const right = marksOf(send.judgeId, send.dance);
    const wrong = send.mistaken ? mistakenEntries(round.kind, right, ranking) : null;
    const entries =
      send.kind === 'draft' ? right.slice(0, Math.ceil(right.length / 2)) : (wrong ?? right);
    const phone = await phones.signedIn(send.judgeId, nameOf(send.judgeId));
    await stage.call(judgingEndpoints.saveDanceSheet, phone, {
      params: { ...params, judgeId: send.judgeId, dance: send.dance },
      body: phones.sendOf(send.judgeId, entries, send.kind === 'submit'),
    });
    if (send.kind === 'draft') {
      stage.tally.drafts++;
      continue;
    }
    stage.tally.sheetsSubmitted++;
    if (send.late) stage.tally.lateSheets++;
    if (wrong) mistake = { judgeId: send.judgeId, dance: send.dance };
    stage.say(
      `  judge ${nameOf(send.judgeId)} submits ${send.dance}${send.late ? ' (late)' : ''}` +
        (wrong ? `, by mistake ${describeMistake(round, right, wrong)}` : ''),
    );
  }
  if (plan.correction) {
    await at(plan.correction.at);
    await correctMistake();
  }
  return { sent: plan.sends.length, corrected };
}

function describeMistake(round: RoundJudging, right: string[], wrong: string[]): string {
  if (round.kind === 'final') return 'with two places swapped';
  const dropped = right.find((couple) => !wrong.includes(couple));
  const added = wrong.find((couple) => !right.includes(couple));
  return dropped && added
    ? `recalling ${numberOf(round, added)} instead of ${numberOf(round, dropped)}`
    : 'with a wrong recall';
}
