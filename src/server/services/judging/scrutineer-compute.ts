import type { Kysely, Transaction } from 'kysely';
import { cutOptions, finalSheetFor, isFinalRound, recallSheetFor } from '../../../domain/judging';
import type { MissingSheet } from '../../../domain/judging';
import {
  computeRecalls,
  placeFinal,
  validateFinalSheet,
  validateRecallSheet,
} from '../../../domain/scrutineering';
import type { FinalTable, RecallTable, TieChoice } from '../../../domain/scrutineering';
import type {
  FinalComputation,
  PanelJudge,
  RecallComputation,
  RoundCouple,
  SavedRoundResult,
} from '../../../shared/judging';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import type { RoundRecord } from './round-store';
import { findRound, presentJudges, roundCouples, roundPanel, roundSheets } from './round-store';
import type { RoundRef } from './scrutineer-write';

type Reader = Kysely<Database> | Transaction<Database>;

/** What the engine made of a round's submitted marks, with what posting stores besides. */
export type RoundOutcome = {
  /** The judges whose marks were counted: the panel without the absent. */
  judges: string[];
  couples: RoundCouple[];
} & (
  | { kind: 'recall'; computation: RecallComputation; table: RecallTable }
  | { kind: 'final'; computation: FinalComputation; table: FinalTable }
);

/**
 * Runs the engine over the submitted sheets of the round's present judges.
 * Drafts never count; a judge and dance without a submitted sheet refuses
 * the computation by name (marks_missing), and the engine's objections to the
 * marks refuse it in the engine's words (marks_invalid).
 */
export async function computeOutcome(
  db: Reader,
  round: RoundRecord,
  tieChoice?: TieChoice,
): Promise<RoundOutcome> {
  const [panel, couples, sheets] = await Promise.all([
    roundPanel(db, round),
    roundCouples(db, round),
    roundSheets(db, round),
  ]);
  const judges = presentJudges(panel);
  const input = {
    judges,
    dances: round.dances,
    couples: couples.map((couple) => couple.entryId),
    sheets,
  };
  if (isFinalRound(round.roundNumber)) {
    const built = finalSheetFor(input);
    if (!built.ok) throw missing(panel, built.missing);
    const checked = validateFinalSheet(built.sheet);
    if (!checked.ok) throw errors.marksInvalid(checked.issues);
    // The sentences explaining the places name couples by number, as people know them.
    const numbers = new Map(couples.map((c) => [c.entryId, c.number]));
    const label = (entryId: string) => {
      const number = numbers.get(entryId);
      return number === null || number === undefined
        ? 'a couple without a number'
        : `couple ${number}`;
    };
    const computation: FinalComputation = {
      kind: 'final',
      ...placeFinal(checked.value, label),
    };
    return { kind: 'final', judges, couples, computation, table: checked.value };
  }

  const built = recallSheetFor({ ...input, recallSize: round.recallSize });
  if (!built.ok) throw missing(panel, built.missing);
  const checked = validateRecallSheet(built.sheet);
  if (!checked.ok) throw errors.marksInvalid(checked.issues);
  const result = computeRecalls(checked.value, tieChoice);
  const numberOf = new Map(couples.map((c) => [c.entryId, c.number ?? Number.MAX_SAFE_INTEGER]));
  const totalOf = (entryId: string) => result.totals[entryId] ?? 0;
  const ranked = couples
    .map((couple) => couple.entryId)
    .sort((a, b) => totalOf(b) - totalOf(a) || (numberOf.get(a) ?? 0) - (numberOf.get(b) ?? 0));
  const computation: RecallComputation = {
    kind: 'recall',
    totals: result.totals,
    ranked,
    recalled: result.recalled,
    places: result.places,
    recallSize: round.recallSize,
    tie: result.tie,
    options: cutOptions(result),
    tieChoice: result.tie ? (tieChoice ?? null) : null,
  };
  return { kind: 'recall', judges, couples, computation, table: checked.value };
}

/** What posting stores of an outcome, besides when and by whom. */
export type StoredResult = Omit<SavedRoundResult, 'postedAt' | 'postedBy'>;

/**
 * Recall rounds place only the couples not recalled ("7" or "14-15"); the
 * recalled couples are placed by a later round. Result pages read the grids.
 */
export function storedResult(outcome: RoundOutcome): StoredResult {
  if (outcome.kind === 'recall') {
    const { computation } = outcome;
    const { judges, dances, couples, marks } = outcome.table;
    return {
      judges: outcome.judges,
      placements: computation.places,
      sumRecalls: computation.totals,
      recallGrid: { judges, dances, couples, marks },
      computation,
    };
  }
  return {
    judges: outcome.judges,
    placements: outcome.computation.overall,
    finalTable: outcome.table,
    computation: outcome.computation,
  };
}

function missing(panel: readonly PanelJudge[], sheets: readonly MissingSheet[]) {
  const nameOf = new Map(panel.map((judge) => [judge.judgeId, judge.name]));
  return errors.marksMissing(
    sheets.map((sheet) => ({ ...sheet, judgeName: nameOf.get(sheet.judgeId) ?? sheet.judgeId })),
  );
}

/** The scrutineer's Compute: the result as it would be posted, posting nothing. */
export async function computeRound(db: Kysely<Database>, ref: RoundRef, tieChoice?: TieChoice) {
  const round = await findRound(db, ref.competitionId, ref.eventId, ref.roundNumber);
  return (await computeOutcome(db, round, tieChoice)).computation;
}
