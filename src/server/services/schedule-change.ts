/**
 * The shared core of every schedule change: the schedule as screens show it,
 * planned times, and one operation run as one transaction (docs/decisions/009).
 */
import type { Kysely, Transaction } from 'kysely';
import { roundStateFromNumber } from '../../domain/competition/enumerations';
import { changedLockedRound } from '../../domain/competition/locked-rounds';
import { roundIdFor } from '../../domain/competition/rounds';
import type {
  OperationResult,
  RoundKey,
  ScheduleState,
} from '../../domain/competition/schedule-model';
import { isLeftOutByScratch } from '../../domain/floor';
import type { ScheduleRound } from '../../shared/schedule';
import type { Database } from '../db/schema';
import { errors } from '../errors';
import type { WriteContext } from '../live/write-transaction';
import { runWriteTransaction } from '../live/write-transaction';
import type { Actor } from './audit-log';
import { recordAudit } from './audit-log';
import { getEventSettings } from './competition-service';
import { listEvents } from './events-service';
import type { LoadedSchedule } from './schedule-store';
import { plannedStartsFor } from './planned-times';
import { loadSchedule, saveSchedule } from './schedule-store';

type Reader = Kysely<Database> | Transaction<Database>;

/** The whole day's rounds in schedule order, as screens show them. */
export async function getSchedule(db: Reader, competitionId: string): Promise<ScheduleRound[]> {
  const events = await listEvents(db, competitionId);
  const byId = new Map(events.map((event) => [event.id, event]));
  const rows = await db
    .selectFrom('rounds')
    .select([
      'rounds.id',
      'rounds.event_id',
      'rounds.round_number',
      'rounds.round_name',
      'rounds.round_state',
      'rounds.schedule_index',
      'rounds.recall_size',
      'rounds.num_heats',
      'rounds.round_start_time',
      'rounds.round_actual_start_time',
    ])
    .where('rounds.competition_id', '=', competitionId)
    .execute();
  const couples = await db
    .selectFrom('round_entries')
    .innerJoin('entries', 'entries.id', 'round_entries.entry_id')
    .select(['round_entries.round_id', 'entries.scratched_at'])
    .where('entries.competition_id', '=', competitionId)
    .execute();
  // The round's couples as the judges see them: a scratch leaves a couple out (isLeftOutByScratch).
  const entryCount = (row: (typeof rows)[number]) =>
    couples.filter(
      (couple) =>
        couple.round_id === row.id &&
        !isLeftOutByScratch(couple.scratched_at, row.round_actual_start_time),
    ).length;
  const presented = rows.flatMap((row) => {
    const event = byId.get(row.event_id);
    if (!event) return [];
    return [
      {
        eventId: event.id,
        eventName: event.name,
        style: event.style,
        level: event.level,
        roundNumber: row.round_number,
        roundId: roundIdFor(event.name, row.round_number),
        roundName: row.round_name,
        roundState: roundStateFromNumber(row.round_state) ?? 'Initialized',
        scheduleIndex: row.schedule_index,
        recallSize: row.recall_size,
        numHeats: row.num_heats,
        entryCount: entryCount(row),
        plannedStart: row.round_start_time,
        actualStart: row.round_actual_start_time,
      } satisfies ScheduleRound,
    ];
  });
  return presented.sort(
    (a, b) =>
      a.scheduleIndex - b.scheduleIndex ||
      a.eventName.localeCompare(b.eventName) ||
      b.roundNumber - a.roundNumber,
  );
}

/** The rounds of the loaded schedule the chairman has locked. */
async function lockedRounds(
  trx: Transaction<Database>,
  loaded: LoadedSchedule,
): Promise<RoundKey[]> {
  const eventIds = [...loaded.eventsById.keys()];
  if (!eventIds.length) return [];
  const rows = await trx
    .selectFrom('round_locks')
    .select(['event_id', 'round_number'])
    .where('event_id', 'in', eventIds)
    .execute();
  return rows.map((row) => ({
    eventName: eventName(loaded, row.event_id),
    roundNumber: row.round_number,
  }));
}

/**
 * Runs one schedule change as one transaction: load the whole schedule, apply
 * a pure domain operation, write the result back, audit it and notify live
 * subscribers that the rounds changed. An operation that would change a round
 * the chairman locked is refused (`changedLockedRound`: moving it in the day is allowed). Two organizers editing at once are serialized by the write
 * transaction, so they can never interleave halfway through a renumbering.
 */
export async function changeSchedule(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  audit: { action: string; details: Record<string, unknown> },
  operation: (
    loaded: LoadedSchedule,
    dontReorder: boolean,
  ) => OperationResult<ScheduleState> | ScheduleState,
  /** Writes that must land in the same transaction, before the schedule is loaded. */
  prepare?: (trx: Transaction<Database>) => Promise<void>,
): Promise<ScheduleRound[]> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    await listEvents(trx, competitionId);
    await prepare?.(trx);
    const loaded = await loadSchedule(trx, competitionId);
    const settings = await getEventSettings(trx, competitionId);
    const outcome = operation(loaded, settings.dontReorderAfterAddRemoveRounds);
    const next = 'ok' in outcome ? outcome : { ok: true as const, value: outcome };
    if (!next.ok) throw errors.scheduleOperationRefused(next);
    const locked = changedLockedRound(
      loaded.state.rounds,
      next.value.rounds,
      await lockedRounds(trx, loaded),
    );
    if (locked) throw errors.roundLocked(locked.eventName, locked.roundName);
    await saveSchedule(
      trx,
      competitionId,
      loaded,
      next.value,
      settings.autoAssignTimes
        ? await plannedStartsFor(trx, competitionId, loaded, next.value)
        : new Map(),
    );
    await recordAudit(trx, { competitionId, actor, ...audit });
    const schedule = await getSchedule(trx, competitionId);
    changed({ kind: 'round', competitionId });
    return schedule;
  });
}

/** The name of an event of the loaded schedule; 404 when it does not exist. */
export function eventName(loaded: LoadedSchedule, eventId: string): string {
  const event = loaded.eventsById.get(eventId);
  if (!event) throw errors.eventNotFound();
  return event.name;
}
