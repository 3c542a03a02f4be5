import type { Kysely } from 'kysely';
import { roundStateFromNumber } from '../../../domain/competition/enumerations';
import type { RoundState } from '../../../domain/competition/enumerations';
import type { FinalPlace, McCouple, McRoundPosition } from '../../../domain/mc';
import { mcNowAndNext, roundScript } from '../../../domain/mc';
import { FinalResultsSchema } from '../../../shared/judging';
import type { McMoment, McScript } from '../../../shared/mc';
import type { Database } from '../../db/schema';
import { requireCompetition } from '../competition-service';
import type { RoundRecord } from '../judging/round-store';
import { findRound, postedResult, roundCouplesOnFloor } from '../judging/round-store';

/** A round of the day's schedule, before its couples are read. */
type ScheduledRound = McRoundPosition & {
  eventId: string;
  roundNumber: number;
  roundName: string;
  plannedStart: string | null;
};

/**
 * The MC's now and next with each round's script. Only the rounds shown are
 * read in full; the script's sentences come from src/domain/mc.
 */
export async function getMcScript(db: Kysely<Database>, competitionId: string): Promise<McScript> {
  await requireCompetition(db, competitionId);
  const rounds = await scheduledRounds(db, competitionId);
  const { now, next } = mcNowAndNext(rounds);
  const momentOf = (round: ScheduledRound) => readMoment(db, competitionId, round, rounds);
  return {
    competitionId,
    now: await Promise.all(now.map(momentOf)),
    next: await Promise.all(next.map(momentOf)),
  };
}

async function scheduledRounds(
  db: Kysely<Database>,
  competitionId: string,
): Promise<ScheduledRound[]> {
  const rows = await db
    .selectFrom('rounds')
    .leftJoin('saved_results', (join) =>
      join
        .onRef('saved_results.event_id', '=', 'rounds.event_id')
        .onRef('saved_results.round_number', '=', 'rounds.round_number'),
    )
    .select([
      'rounds.event_id',
      'rounds.round_number',
      'rounds.round_name',
      'rounds.round_state',
      'rounds.schedule_index',
      'rounds.round_start_time',
      'rounds.round_actual_start_time',
      'saved_results.updated_at as posted_at',
    ])
    .where('rounds.competition_id', '=', competitionId)
    .execute();
  return rows.flatMap((row) => {
    const state: RoundState | undefined = roundStateFromNumber(row.round_state);
    if (!state) return [];
    return [
      {
        eventId: row.event_id,
        roundNumber: row.round_number,
        roundName: row.round_name,
        state,
        scheduleIndex: row.schedule_index,
        plannedStart: row.round_start_time,
        startedAt: row.round_actual_start_time,
        postedAt: row.posted_at,
      },
    ];
  });
}

async function readMoment(
  db: Kysely<Database>,
  competitionId: string,
  scheduled: ScheduledRound,
  all: readonly ScheduledRound[],
): Promise<McMoment> {
  const round = await findRound(db, competitionId, scheduled.eventId, scheduled.roundNumber);
  const nameOf = (roundNumber: number) =>
    all.find((r) => r.eventId === round.eventId && r.roundNumber === roundNumber)?.roundName ??
    null;
  const [couples, recalled, finalPlaces] = await Promise.all([
    mcCouples(db, round),
    round.state === 'Posted' ? recalledOf(db, round) : null,
    round.state === 'Posted' && round.roundNumber === 1 ? finalPlacesOf(db, round.eventId) : null,
  ]);
  const script = roundScript({
    eventName: round.eventName,
    roundName: round.roundName,
    roundNumber: round.roundNumber,
    state: round.state,
    dances: round.dances,
    startedAt: round.startedAt,
    couples,
    recalled,
    nextRoundName: nameOf(round.roundNumber - 1),
    previousRoundName: nameOf(round.roundNumber + 1),
    finalPlaces,
  });
  return {
    eventId: round.eventId,
    eventName: round.eventName,
    roundNumber: round.roundNumber,
    roundKey: round.roundKey,
    roundName: round.roundName,
    roundState: round.state,
    plannedStart: scheduled.plannedStart,
    startedAt: round.startedAt,
    ...script,
  };
}

/**
 * The round's couples with what the script marks: walk-ons, and scratches
 * (which the domain's rule applies against the round's start). Scratched
 * couples are read too: the MC sees them struck through.
 */
async function mcCouples(db: Kysely<Database>, round: RoundRecord): Promise<McCouple[]> {
  return (await roundCouplesOnFloor(db, round)).map((couple) => ({
    entryId: couple.entryId,
    number: couple.number,
    leadName: couple.leadName,
    followName: couple.followName,
    affiliation: couple.affiliation,
    heat: couple.heat,
    walkOn: couple.walkOn,
    scratchedAt: couple.scratch?.at ?? null,
  }));
}

async function recalledOf(db: Kysely<Database>, round: RoundRecord): Promise<string[] | null> {
  const posted = await postedResult(db, round);
  return posted?.computation.kind === 'recall' ? posted.computation.recalled : null;
}

async function finalPlacesOf(db: Kysely<Database>, eventId: string): Promise<FinalPlace[] | null> {
  const row = await db
    .selectFrom('final_results')
    .select('payload')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = FinalResultsSchema.safeParse(JSON.parse(row.payload));
  return parsed.success ? parsed.data.places : null;
}
