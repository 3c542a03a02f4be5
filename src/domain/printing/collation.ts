import type { SchedulePosition } from '../competition';
import { compareSchedulePositions } from '../competition';
import { compareJudgeLetters } from '../results';

/** What collating reads of a round (a `PrintRound` fits). */
export type CollationRound = SchedulePosition & {
  roundKey: string;
  /** The event's panel; absent judges do not mark the round. */
  panel: readonly { judgeId: string; absent: boolean }[];
};

/** A judge with the competition's letter; every judge of any panel must be listed. */
export type CollationJudge = { judgeId: string; letter: string };

/** One judge's pile of sheets: the rounds they mark, in running order. */
export type JudgeSheetPile = { judgeId: string; letter: string; roundKeys: string[] };

export type Collation = {
  /** By letter; a judge with nothing to mark has no pile. */
  piles: JudgeSheetPile[];
  /** Rounds no judge marks (no panel, or every judge absent), in running order: printed for nobody. */
  roundsWithoutJudges: string[];
};

/**
 * Judges' sheets collated for handing out: one pile per judge, judges in
 * letter order, each pile holding the rounds of their panels they are not
 * absent from, in running order. A round nobody marks is reported rather
 * than dropped silently.
 */
export function collateJudgeSheets(
  rounds: readonly CollationRound[],
  judges: readonly CollationJudge[],
): Collation {
  const ordered = [...rounds].sort(compareSchedulePositions);
  const marking = (round: CollationRound) =>
    new Set(round.panel.filter((judge) => !judge.absent).map((judge) => judge.judgeId));
  const markedBy = new Map(ordered.map((round) => [round.roundKey, marking(round)]));
  const piles = [...judges]
    .sort((a, b) => compareJudgeLetters(a.letter, b.letter))
    .map((judge) => ({
      judgeId: judge.judgeId,
      letter: judge.letter,
      roundKeys: ordered
        .filter((round) => markedBy.get(round.roundKey)?.has(judge.judgeId))
        .map((round) => round.roundKey),
    }))
    .filter((pile) => pile.roundKeys.length > 0);
  return {
    piles,
    roundsWithoutJudges: ordered
      .filter((round) => markedBy.get(round.roundKey)?.size === 0)
      .map((round) => round.roundKey),
  };
}
