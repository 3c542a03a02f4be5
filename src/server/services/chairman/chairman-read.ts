import type { Kysely, Transaction } from 'kysely';
import { roundStateFromNumber } from '../../../domain/competition/enumerations';
import { roundOversight } from '../../../domain/oversight';
import type { ChairmanOverview, ChairmanRound } from '../../../shared/chairman';
import type { FinalComputation, RoundJudging } from '../../../shared/judging';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { requireCompetition } from '../competition-service';
import { competitionLocks } from '../judging/round-lock';
import { findRound, readRoundJudging } from '../judging/round-store';
import type { RoundRecord } from '../judging/round-store';
import { computeOutcome } from '../judging/scrutineer-compute';
import type { RoundRef } from '../judging/scrutineer-write';
import { roundRowId } from '../schedule-store';
import { pinStatus } from './chairman-pin';

type Reader = Kysely<Database> | Transaction<Database>;

/** The day's rounds in schedule order with the chairman's locks, and whether the PIN is set. */
export async function chairmanOverview(
  db: Kysely<Database>,
  competitionId: string,
): Promise<ChairmanOverview> {
  await requireCompetition(db, competitionId);
  const [rows, locks, pin] = await Promise.all([
    db
      .selectFrom('rounds')
      .innerJoin('events', 'events.id', 'rounds.event_id')
      .select([
        'rounds.event_id',
        'rounds.round_number',
        'rounds.round_name',
        'rounds.round_state',
        'events.name as event_name',
      ])
      .where('rounds.competition_id', '=', competitionId)
      .orderBy('rounds.schedule_index')
      .execute(),
    competitionLocks(db, competitionId),
    pinStatus(db, competitionId),
  ]);
  const lockOf = new Map(
    locks.map((l) => [
      roundRowId(l.event_id, l.round_number),
      { lockedBy: l.locked_by, lockedAt: l.locked_at },
    ]),
  );
  return {
    competitionId,
    pin,
    rounds: rows.flatMap((row) => {
      const state = roundStateFromNumber(row.round_state);
      if (!state) return [];
      const roundKey = roundRowId(row.event_id, row.round_number);
      return [
        {
          eventId: row.event_id,
          eventName: row.event_name,
          roundNumber: row.round_number,
          roundKey,
          roundName: row.round_name,
          roundState: state,
          kind: row.round_number === 1 ? ('final' as const) : ('recall' as const),
          lock: lockOf.get(roundKey) ?? null,
        },
      ];
    }),
  };
}

/**
 * A final's places: as posted, or as the engine computes them once every
 * sheet is in (Marked); null while the marks cannot be computed yet.
 */
async function finalPlaces(
  db: Reader,
  round: RoundRecord,
  judging: RoundJudging,
): Promise<FinalComputation | null> {
  const posted = judging.posted?.computation;
  if (posted) return posted.kind === 'final' ? posted : null;
  if (round.state !== 'Marked') return null;
  try {
    const outcome = await computeOutcome(db, round);
    return outcome.kind === 'final' ? outcome.computation : null;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** One round as the chairman sees it: the marks as the scrutineer sees them, no-shows, and the oversight. */
export async function readChairmanRound(db: Reader, round: RoundRecord): Promise<ChairmanRound> {
  const judging = await readRoundJudging(db, round);
  // The round's couples as judged, so a couple scratched before it started is left out here too.
  const absent = judging.couples
    .filter((couple) => couple.absent)
    .map((couple) => couple.entryId)
    .sort();
  const final = judging.kind === 'final' ? await finalPlaces(db, round, judging) : null;
  const present = judging.panel.filter((judge) => judge.absence === null);
  const oversight = roundOversight({
    kind: judging.kind,
    judges: present.map((judge) => ({ id: judge.judgeId, name: judge.name })),
    dances: judging.dances,
    recallSize: judging.recallSize,
    couples: judging.couples.map((couple) => ({
      entryId: couple.entryId,
      number: couple.number,
      absent: couple.absent,
    })),
    sheets: judging.sheets.filter((sheet) => sheet.status === 'submitted'),
    result: final && { perDance: final.perDance, overall: final.overall },
    lateSends: judging.lateArrivals,
  });
  return { ...judging, absentEntryIds: absent, oversight };
}

export async function getChairmanRound(db: Kysely<Database>, ref: RoundRef) {
  return readChairmanRound(
    db,
    await findRound(db, ref.competitionId, ref.eventId, ref.roundNumber),
  );
}
