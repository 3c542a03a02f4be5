/**
 * Planned start times of the day's rounds (event setting autoAssignTimes).
 * Apart from the services that change the schedule, so that turning the
 * setting on or moving the competition's start date can retime the rounds
 * without the settings service depending on the schedule's.
 */
import type { Kysely, Transaction } from 'kysely';
import { inScheduleOrder } from '../../domain/competition/schedule-model';
import type { ScheduleState, ScheduledRound } from '../../domain/competition/schedule-model';
import { assignStartTimes } from '../../domain/competition/schedule-times';
import { DEFAULT_SCHEDULE_TIMING } from '../../shared/schedule';
import type { ScheduleTiming } from '../../shared/schedule';
import type { Database } from '../db/schema';
import type { LoadedSchedule } from './schedule-store';
import { loadSchedule, roundRowId } from './schedule-store';

type Reader = Kysely<Database> | Transaction<Database>;

export async function getScheduleTiming(
  db: Reader,
  competitionId: string,
): Promise<ScheduleTiming> {
  const row = await db
    .selectFrom('schedule_timing')
    .selectAll()
    .where('competition_id', '=', competitionId)
    .executeTakeFirst();
  if (!row) return DEFAULT_SCHEDULE_TIMING;
  return {
    dayStart: row.day_start,
    secondsPerDance: row.seconds_per_dance,
    secondsPerHeatChange: row.seconds_per_heat_change,
    secondsPerRoundChange: row.seconds_per_round_change,
  };
}

/**
 * Planned start times for every round of `state`, by round row id; empty while
 * the competition has no start date. The caller decides whether times are
 * assigned automatically at all.
 */
export async function plannedStartsFor(
  trx: Transaction<Database>,
  competitionId: string,
  loaded: LoadedSchedule,
  state: ScheduleState,
): Promise<Map<string, string | null>> {
  const starts = new Map<string, string | null>();
  const competition = await trx
    .selectFrom('competitions')
    .select('start_date')
    .where('id', '=', competitionId)
    .executeTakeFirst();
  if (!competition?.start_date) return starts;
  const timing = await getScheduleTiming(trx, competitionId);
  const ordered = inScheduleOrder(state.rounds);
  // Planned times are wall-clock times at the venue, kept as UTC so every screen shows the same hour.
  const times = assignStartTimes(ordered, {
    start: `${competition.start_date}T${timing.dayStart}:00.000Z`,
    dancesPerRound: (round: ScheduledRound) =>
      loaded.eventsByName.get(round.eventName)?.dances.length ?? 1,
    secondsPerDance: timing.secondsPerDance,
    secondsPerHeatChange: timing.secondsPerHeatChange,
    secondsPerRoundChange: timing.secondsPerRoundChange,
  });
  if (!times.ok) return starts;
  ordered.forEach((round, index) => {
    const event = loaded.eventsByName.get(round.eventName);
    if (event) starts.set(roundRowId(event.id, round.roundNumber), times.value[index] ?? null);
  });
  return starts;
}

/**
 * Recomputes the planned time of every round as the schedule stands. Returns
 * whether any round was retimed, so the caller can tell the schedule's screens.
 */
export async function retimeRounds(
  trx: Transaction<Database>,
  competitionId: string,
): Promise<boolean> {
  const loaded = await loadSchedule(trx, competitionId);
  const starts = await plannedStartsFor(trx, competitionId, loaded, loaded.state);
  for (const [roundId, start] of starts) {
    await trx
      .updateTable('rounds')
      .set({ round_start_time: start })
      .where('id', '=', roundId)
      .execute();
  }
  return starts.size > 0;
}
