import { drawHeats } from '../../domain/competition/heats';
import { MAX_PLANNED_ROUNDS, planRounds } from '../../domain/competition/round-generation';
import {
  addRoundAfter,
  deleteRound,
  shiftRound,
  skipRound,
} from '../../domain/competition/round-operations';
import { normalizeCount } from '../../domain/competition/rounds';
import { reindexSchedule } from '../../domain/competition/schedule-model';
import type { ScheduleState, ScheduledRound } from '../../domain/competition/schedule-model';
import type { ScheduleTiming } from '../../shared/schedule';
import { AppError } from '../errors';
import type { WriteContext } from '../live/write-transaction';
import type { Actor } from './audit-log';
import { changeSchedule, eventName } from './schedule-change';
import { roundRowId } from './schedule-store';

export { getSchedule, getScheduleTiming } from './schedule-change';

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
    (loaded, dontReorder) => {
      const name = eventName(loaded, eventId);
      // There are only so many round names (1st Round ... Final); past them a round has no name.
      if (
        loaded.state.rounds.filter((round) => round.eventName === name).length >= MAX_PLANNED_ROUNDS
      ) {
        throw new AppError(
          409,
          'too_many_rounds',
          `"${name}" already has ${MAX_PLANNED_ROUNDS} rounds, the most there are names for.`,
        );
      }
      return addRoundAfter(loaded.state, name, afterRoundNumber, { dontReorder });
    },
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
  // Read inside the operation's transaction, so an entry saved meanwhile is not left out.
  let entries: { id: string; event_id: string }[] = [];
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
    async (trx) => {
      entries = await trx
        .selectFrom('entries')
        .select(['id', 'event_id'])
        .where('competition_id', '=', cid)
        .execute();
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
  return changeSchedule(
    ctx,
    actor,
    cid,
    { action: 'rounds.clear', details: request },
    (loaded) => {
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
    },
    // An event without rounds has no final results either.
    async (trx) => {
      let events = trx.selectFrom('events').select('id').where('competition_id', '=', cid);
      if (request.eventId) events = events.where('id', '=', request.eventId);
      await trx.deleteFrom('final_results').where('event_id', 'in', events).execute();
    },
  );
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
