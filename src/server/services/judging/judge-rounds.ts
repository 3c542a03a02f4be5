import type { Kysely } from 'kysely';
import { roundStateNumber } from '../../../domain/competition/enumerations';
import type { JudgeRound, JudgeRounds, RoundCouple } from '../../../shared/judging';
import type { Database } from '../../db/schema';
import type { VerifiedJudge } from './judge-session';
import type { RoundRecord } from './round-store';
import { findRound, roundCouples, roundPanel, roundSheets } from './round-store';

/** Couples by heat, in heat order; a couple without a drawn heat dances in heat 1. */
function heatsOf(couples: readonly RoundCouple[]): JudgeRound['heats'] {
  const byHeat = new Map<number, JudgeRound['heats'][number]['couples']>();
  for (const couple of couples) {
    const heat = couple.heat ?? 1;
    byHeat.set(heat, [
      ...(byHeat.get(heat) ?? []),
      { entryId: couple.entryId, number: couple.number, absent: couple.absent },
    ]);
  }
  return [...byHeat.entries()]
    .sort(([a], [b]) => a - b)
    .map(([heat, heatCouples]) => ({ heat, couples: heatCouples }));
}

/** The round as this judge marks it, or null when the judge is not on its panel or is absent. */
async function judgeRound(
  db: Kysely<Database>,
  judge: VerifiedJudge,
  round: RoundRecord,
): Promise<JudgeRound | null> {
  const panel = await roundPanel(db, round);
  const seat = panel.find((member) => member.judgeId === judge.id);
  if (!seat || seat.absence) return null;
  const [couples, sheets] = await Promise.all([roundCouples(db, round), roundSheets(db, round)]);
  return {
    eventId: round.eventId,
    eventName: round.eventName,
    roundNumber: round.roundNumber,
    roundKey: round.roundKey,
    roundName: round.roundName,
    roundState: round.state,
    kind: round.roundNumber === 1 ? 'final' : 'recall',
    dances: round.dances,
    recallTarget: round.recallTarget ?? round.recallSize,
    startedAt: round.startedAt,
    heats: heatsOf(couples),
    sheets: sheets.filter((sheet) => sheet.judgeId === judge.id),
  };
}

/** The judge's Running rounds, the most recently started first. */
export async function listJudgeRounds(
  db: Kysely<Database>,
  judge: VerifiedJudge,
): Promise<JudgeRounds> {
  const running = await db
    .selectFrom('rounds')
    .select(['event_id', 'round_number'])
    .where('competition_id', '=', judge.competitionId)
    .where('round_state', '=', roundStateNumber('Running'))
    .orderBy('schedule_index', 'desc')
    .execute();
  const rounds = await Promise.all(
    running.map(async (row) =>
      judgeRound(
        db,
        judge,
        await findRound(db, judge.competitionId, row.event_id, row.round_number),
      ),
    ),
  );
  return {
    judge: { id: judge.id, name: judge.name },
    competitionId: judge.competitionId,
    // Sorted here: the databases disagree on where a null start time goes.
    rounds: rounds
      .filter((round) => round !== null)
      .sort((a, b) => (b.startedAt ?? '').localeCompare(a.startedAt ?? '')),
  };
}
