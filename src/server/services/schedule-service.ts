import type { Kysely, Transaction } from 'kysely';
import { roundStateFromNumber } from '../../domain/competition/enumerations';
import { drawHeats } from '../../domain/competition/heats';
import { planRounds } from '../../domain/competition/round-generation';
import {
  addRoundAfter,
  deleteRound,
  shiftRound,
  skipRound,
} from '../../domain/competition/round-operations';
import { normalizeCount, roundIdFor } from '../../domain/competition/rounds';
import { inScheduleOrder, reindexSchedule } from '../../domain/competition/schedule-model';
import type {
  OperationResult,
  ScheduleState,
  ScheduledRound,
} from '../../domain/competition/schedule-model';
import { assignStartTimes } from '../../domain/competition/schedule-times';
import { liveTopics } from '../../shared/live';
import { DEFAULT_SCHEDULE_TIMING } from '../../shared/schedule';
import type { ScheduleRound, ScheduleTiming } from '../../shared/schedule';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import type { WriteContext } from '../live/write-transaction';
import { runWriteTransaction } from '../live/write-transaction';
import type { Actor } from './audit-log';
import { recordAudit } from './audit-log';
import { getEventSettings } from './competition-service';
import { listEvents } from './events-service';
import type { LoadedSchedule } from './schedule-store';
import { loadSchedule, roundRowId, saveSchedule } from './schedule-store';

type Reader = Kysely<Database> | Transaction<Database>;

/** The whole day's rounds in schedule order, as screens show them. */
export async function getSchedule(db: Reader, competitionId: string): Promise<ScheduleRound[]> {
  const events = await listEvents(db, competitionId);
  const byId = new Map(events.map((event) => [event.id, event]));
  const rows = await db
    .selectFrom('rounds')
    .select((eb) => [
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
      eb
        .selectFrom('round_entries')
        .select(eb.fn.countAll().as('n'))
        .whereRef('round_entries.round_id', '=', 'rounds.id')
        .as('entry_count'),
    ])
    .where('rounds.competition_id', '=', competitionId)
    .execute();
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
        entryCount: Number(row.entry_count ?? 0),
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

const OPERATION_STATUS: Record<string, number> = {
  'unknown-round': 404,
  'unknown-entry': 404,
  'no-previous-round': 409,
  'invalid-start-time': 400,
  'time-out-of-range': 400,
};

/** Planned start times for every round, when the organizer has asked for them to be assigned. */
async function plannedStartsFor(
  trx: Transaction<Database>,
  competitionId: string,
  loaded: LoadedSchedule,
  state: ScheduleState,
): Promise<Map<string, string | null>> {
  const settings = await getEventSettings(trx, competitionId);
  const starts = new Map<string, string | null>();
  if (!settings.autoAssignTimes) return starts;
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
 * Runs one schedule change as one transaction: load the whole schedule, apply
 * a pure domain operation, write the result back, audit it and push the new
 * schedule live. Two organizers editing at once are serialized by the write
 * transaction, so they can never interleave halfway through a renumbering.
 */
async function changeSchedule(
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
  return runWriteTransaction(ctx, async (trx, announce) => {
    await listEvents(trx, competitionId);
    await prepare?.(trx);
    const loaded = await loadSchedule(trx, competitionId);
    const settings = await getEventSettings(trx, competitionId);
    const outcome = operation(loaded, settings.dontReorderAfterAddRemoveRounds);
    const next = 'ok' in outcome ? outcome : { ok: true as const, value: outcome };
    if (!next.ok)
      throw new AppError(
        OPERATION_STATUS[next.code] ?? 409,
        next.code.replaceAll('-', '_'),
        next.message,
      );
    await saveSchedule(
      trx,
      competitionId,
      loaded,
      next.value,
      await plannedStartsFor(trx, competitionId, loaded, next.value),
    );
    await recordAudit(trx, { competitionId, actor, ...audit });
    const schedule = await getSchedule(trx, competitionId);
    announce({ competitionId, topic: liveTopics.schedule(competitionId), data: schedule });
    announce({
      competitionId,
      topic: liveTopics.events(competitionId),
      data: await listEvents(trx, competitionId),
    });
    announce({ competitionId, topic: liveTopics.dashboard(competitionId), data: null });
    announce({ competitionId, topic: liveTopics.audit(competitionId), data: null });
    return schedule;
  });
}

function eventName(loaded: LoadedSchedule, eventId: string): string {
  const event = loaded.eventsById.get(eventId);
  if (!event)
    throw new AppError(404, 'event_not_found', 'No such event; it may have been deleted.');
  return event.name;
}

export const addRound = (
  ctx: WriteContext,
  actor: Actor,
  cid: string,
  eventId: string,
  afterRoundNumber: number,
) =>
  changeSchedule(
    ctx,
    actor,
    cid,
    { action: 'round.add', details: { eventId, afterRoundNumber } },
    (loaded, dontReorder) =>
      addRoundAfter(loaded.state, eventName(loaded, eventId), afterRoundNumber, { dontReorder }),
  );

export const removeRound = (
  ctx: WriteContext,
  actor: Actor,
  cid: string,
  eventId: string,
  roundNumber: number,
) =>
  changeSchedule(
    ctx,
    actor,
    cid,
    { action: 'round.delete', details: { eventId, roundNumber } },
    (loaded, dontReorder) =>
      deleteRound(loaded.state, eventName(loaded, eventId), roundNumber, { dontReorder }),
  );

export const skipScheduledRound = (
  ctx: WriteContext,
  actor: Actor,
  cid: string,
  eventId: string,
  roundNumber: number,
) =>
  changeSchedule(
    ctx,
    actor,
    cid,
    { action: 'round.skip', details: { eventId, roundNumber } },
    (loaded) => skipRound(loaded.state, eventName(loaded, eventId), roundNumber),
  );

export const shiftScheduledRound = (
  ctx: WriteContext,
  actor: Actor,
  cid: string,
  eventId: string,
  roundNumber: number,
  direction: -1 | 1,
) =>
  changeSchedule(
    ctx,
    actor,
    cid,
    { action: 'round.shift', details: { eventId, roundNumber, direction } },
    (loaded) =>
      shiftRound(loaded.state, { eventName: eventName(loaded, eventId), roundNumber }, direction),
  );

/** Sets a round's recall size or number of heats; 0 is stored as 1 (spec section 4). */
export const updateRound = (
  ctx: WriteContext,
  actor: Actor,
  cid: string,
  change: {
    eventId: string;
    roundNumber: number;
    recallSize?: number | undefined;
    numHeats?: number | undefined;
  },
) =>
  changeSchedule(ctx, actor, cid, { action: 'round.update', details: change }, (loaded) => {
    const name = eventName(loaded, change.eventId);
    if (
      !loaded.state.rounds.some((r) => r.eventName === name && r.roundNumber === change.roundNumber)
    ) {
      return {
        ok: false,
        code: 'unknown-round',
        message: `The event "${name}" has no round ${change.roundNumber}.`,
      };
    }
    return {
      ...loaded.state,
      rounds: loaded.state.rounds.map((round) =>
        round.eventName === name && round.roundNumber === change.roundNumber
          ? {
              ...round,
              ...(change.recallSize !== undefined && {
                recallSize: normalizeCount(change.recallSize),
              }),
              ...(change.numHeats !== undefined && { numHeats: normalizeCount(change.numHeats) }),
            }
          : round,
      ),
    };
  });

/**
 * Plans rounds for one event, or for every event without rounds, and puts all
 * couples in the first round, drawn into heats. New rounds go to the end of the
 * schedule, first round danced first.
 */
export async function generateRounds(
  ctx: WriteContext,
  actor: Actor,
  cid: string,
  request: { eventId?: string | undefined; maxCouplesPerHeat: number },
  random: () => number = Math.random,
) {
  const entries = await ctx.database.db
    .selectFrom('entries')
    .select(['id', 'event_id'])
    .where('competition_id', '=', cid)
    .execute();
  return changeSchedule(
    ctx,
    actor,
    cid,
    { action: 'rounds.generate', details: request },
    (loaded) => {
      const withRounds = new Set(loaded.state.rounds.map((round) => round.eventName));
      const targets = request.eventId
        ? [eventName(loaded, request.eventId)]
        : [...loaded.eventsByName.keys()].filter((n) => !withRounds.has(n));
      const already = targets.find((name) => withRounds.has(name));
      if (already) {
        throw new AppError(
          409,
          'rounds_exist',
          `"${already}" already has rounds. Clear them first to generate again.`,
        );
      }
      let next = loaded.state.rounds.length;
      const added: ScheduledRound[] = [];
      for (const name of targets) {
        const event = loaded.eventsByName.get(name);
        const couples = entries
          .filter((entry) => entry.event_id === event?.id)
          .map((entry) => entry.id);
        const plan = planRounds(couples.length, { maxCouplesPerHeat: request.maxCouplesPerHeat });
        const first = Math.max(...plan.map((round) => round.roundNumber));
        for (const round of [...plan].sort((a, b) => b.roundNumber - a.roundNumber)) {
          const isFirst = round.roundNumber === first;
          if (isFirst && event) {
            drawHeats(couples, round.numHeats, random).forEach((heat, index) => {
              for (const entryId of heat)
                loaded.heats.set(
                  `${roundRowId(event.id, round.roundNumber)}|${entryId}`,
                  index + 1,
                );
            });
          }
          added.push({
            eventName: name,
            roundNumber: round.roundNumber,
            roundName: round.roundName,
            roundState: 'Initialized',
            scheduleIndex: next++,
            recallSize: round.recallSize,
            numHeats: round.numHeats,
            entries: isFirst ? couples.map((entryId) => ({ entryId, checkedIn: false })) : [],
          });
        }
      }
      return { ...loaded.state, rounds: reindexSchedule([...loaded.state.rounds, ...added]) };
    },
  );
}

/** Removes all rounds (of one event, or of the whole competition); refused without confirmation if marks or results would go. */
export async function clearRounds(
  ctx: WriteContext,
  actor: Actor,
  cid: string,
  request: { eventId?: string | undefined; confirm: boolean },
) {
  return changeSchedule(ctx, actor, cid, { action: 'rounds.clear', details: request }, (loaded) => {
    const names = request.eventId
      ? new Set([eventName(loaded, request.eventId)])
      : new Set(loaded.eventsByName.keys());
    const losesMarks = [...names].some(
      (name) =>
        Object.keys(loaded.state.marks[name] ?? {}).length +
          Object.keys(loaded.state.savedResults[name] ?? {}).length >
        0,
    );
    if (losesMarks && !request.confirm) {
      throw new AppError(
        409,
        'rounds_have_marks',
        'Some of these rounds already have marks or results. Confirm to clear them too.',
      );
    }
    const keep = (record: ScheduleState['marks']) =>
      Object.fromEntries(Object.entries(record).filter(([name]) => !names.has(name)));
    return {
      rounds: reindexSchedule(loaded.state.rounds.filter((round) => !names.has(round.eventName))),
      marks: keep(loaded.state.marks),
      savedResults: keep(loaded.state.savedResults),
    };
  });
}

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

/** Saves how times are computed and, when times are assigned automatically, recomputes them. */
export function setScheduleTiming(
  ctx: WriteContext,
  actor: Actor,
  cid: string,
  timing: ScheduleTiming,
) {
  const columns = {
    day_start: timing.dayStart,
    seconds_per_dance: timing.secondsPerDance,
    seconds_per_heat_change: timing.secondsPerHeatChange,
    seconds_per_round_change: timing.secondsPerRoundChange,
  };
  return changeSchedule(
    ctx,
    actor,
    cid,
    { action: 'schedule.timing', details: timing },
    (loaded) => loaded.state,
    async (trx) => {
      await trx
        .insertInto('schedule_timing')
        .values({ competition_id: cid, ...columns })
        .onConflict((oc) => oc.column('competition_id').doUpdateSet(columns))
        .execute();
    },
  );
}
