import { clearEventRounds } from '../../domain/competition/clear-rounds';
import { MAX_PLANNED_ROUNDS, generateEventRounds } from '../../domain/competition/round-generation';
import {
  addRoundAfter,
  checkRoundLimit,
  deleteRound,
  setRoundSizes,
  shiftRound,
  skipRound,
} from '../../domain/competition/round-operations';
import type { ScheduleTiming } from '../../shared/schedule';
import { errors } from '../errors';
import type { WriteContext } from '../live/write-transaction';
import type { Actor } from './audit-log';
import { changeSchedule, eventName } from './schedule-change';
import { drawnIntoHeat, roundRowId } from './schedule-store';

export { getSchedule } from './schedule-change';
export { getScheduleTiming } from './planned-times';

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
      if (!checkRoundLimit(loaded.state, name).ok) {
        throw errors.tooManyRounds(name, MAX_PLANNED_ROUNDS);
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
  changeSchedule(ctx, actor, cid, { action: 'round.update', details: change }, (loaded) =>
    setRoundSizes(
      loaded.state,
      { eventName: eventName(loaded, change.eventId), roundNumber: change.roundNumber },
      change,
    ),
  );

/** Generates rounds by the domain's rule (generateEventRounds) and keeps their heat draw. */
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
      const generated = generateEventRounds(loaded.state, {
        events: [...loaded.eventsByName.values()].map((event) => ({
          name: event.name,
          entryIds: entries.filter((entry) => entry.event_id === event.id).map((entry) => entry.id),
        })),
        eventName: request.eventId ? eventName(loaded, request.eventId) : undefined,
        maxCouplesPerHeat: request.maxCouplesPerHeat,
        random,
      });
      if (!generated.ok) {
        throw errors.roundsExist(generated.eventName);
      }
      for (const draw of generated.heats) {
        const event = loaded.eventsByName.get(draw.eventName);
        if (event)
          drawnIntoHeat(loaded, roundRowId(event.id, draw.roundNumber), draw.entryId, draw.heat);
      }
      return generated.value;
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

/** Removes all rounds of one event, or of the whole competition, by the domain's rule (clearEventRounds). */
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
      const cleared = clearEventRounds(
        loaded.state,
        request.eventId ? [eventName(loaded, request.eventId)] : [...loaded.eventsByName.keys()],
        { confirmed: request.confirm },
      );
      if (!cleared.ok) {
        throw errors.roundsHaveMarks();
      }
      return cleared.value;
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
