import type { Transaction } from 'kysely';
import { roundStateFromNumber, roundStateNumber } from '../../domain/competition/enumerations';
import { roundIdFor } from '../../domain/competition/rounds';
import type { ScheduleState, ScheduledRound } from '../../domain/competition/schedule-model';
import type { Database } from '../db/schema';

export type EventRef = { id: string; name: string; dances: string[] };

/**
 * What the floor decided about each couple of a round, per round id and entry:
 * its heat, a no-show and a walk-on. Kept across operations where the round
 * survives, like the check-in the domain carries itself.
 */
type CoupleOnFloor = { heat: number | null; absent: number; walkOn: number };
type FloorByCouple = Map<string, CoupleOnFloor>;

/** What belongs to a round row itself and follows it across a renumbering. */
type RoundOwn = { planned: string | null; actual: string | null; recallTarget: number | null };

export type LoadedSchedule = {
  state: ScheduleState;
  eventsByName: Map<string, EventRef>;
  eventsById: Map<string, EventRef>;
  floor: FloorByCouple;
  times: Map<string, RoundOwn>;
};

/**
 * The judging tables keyed by event and round number. A schedule operation
 * carries their rows with the round they belong to (spec section 4: "stored
 * marks ... shifted up by one"); the domain sees them as one opaque value per
 * round in `ScheduleState.marks`. The chairman's lock belongs to its round in
 * the same way.
 */
const JUDGING_TABLES = [
  'marks',
  'dance_sheets',
  'mark_submissions',
  'judge_absences',
  'round_locks',
] as const;
type JudgingTable = (typeof JUDGING_TABLES)[number];
type JudgingRows = Partial<Record<JudgingTable, Record<string, unknown>[]>>;

export const roundRowId = (eventId: string, roundNumber: number) =>
  roundIdFor(eventId, roundNumber);
const coupleKey = (roundId: string, entryId: string) => `${roundId}|${entryId}`;

/** Puts a couple of a newly drawn round into its heat, to be written by `saveSchedule`. */
export function drawnIntoHeat(
  loaded: LoadedSchedule,
  roundId: string,
  entryId: string,
  heat: number,
): void {
  loaded.floor.set(coupleKey(roundId, entryId), { heat, absent: 0, walkOn: 0 });
}

/**
 * Reads a competition's whole schedule into the domain's model: rounds with
 * their couples, and the event's stored marks and saved results by round number.
 */
export async function loadSchedule(
  trx: Transaction<Database>,
  competitionId: string,
): Promise<LoadedSchedule> {
  const events = await trx
    .selectFrom('events')
    .select(['id', 'name', 'dances'])
    .where('competition_id', '=', competitionId)
    // Creation order: rounds generated for all events follow the event list.
    .orderBy('created_at')
    .execute();
  const eventsById = new Map(
    events.map((e) => [e.id, { id: e.id, name: e.name, dances: JSON.parse(e.dances) as string[] }]),
  );
  const eventsByName = new Map([...eventsById.values()].map((e) => [e.name, e]));
  const rounds = await trx
    .selectFrom('rounds')
    .selectAll()
    .where('competition_id', '=', competitionId)
    .execute();
  const roundEntries = rounds.length
    ? await trx
        .selectFrom('round_entries')
        .selectAll()
        .where(
          'round_id',
          'in',
          rounds.map((r) => r.id),
        )
        .execute()
    : [];
  const eventIds = events.map((e) => e.id);
  const judging: [JudgingTable, { event_id: string; round_number: number }[]][] = [];
  for (const table of JUDGING_TABLES) {
    const rows = eventIds.length
      ? await trx.selectFrom(table).selectAll().where('event_id', 'in', eventIds).execute()
      : [];
    judging.push([table, rows]);
  }
  const results = eventIds.length
    ? await trx.selectFrom('saved_results').selectAll().where('event_id', 'in', eventIds).execute()
    : [];

  const floor: FloorByCouple = new Map();
  const times = new Map<string, RoundOwn>();
  const scheduled: ScheduledRound[] = rounds.map((row) => {
    const event = eventsById.get(row.event_id);
    times.set(row.id, {
      planned: row.round_start_time,
      actual: row.round_actual_start_time,
      recallTarget: row.recall_target,
    });
    const entries = roundEntries
      .filter((e) => e.round_id === row.id)
      .map((e) => {
        floor.set(coupleKey(row.id, e.entry_id), {
          heat: e.heat,
          absent: e.absent,
          walkOn: e.walk_on,
        });
        return { entryId: e.entry_id, checkedIn: e.checked_in === 1 };
      });
    return {
      eventName: event?.name ?? row.event_id,
      roundNumber: row.round_number,
      roundName: row.round_name,
      roundState: roundStateFromNumber(row.round_state) ?? 'Initialized',
      scheduleIndex: row.schedule_index,
      recallSize: row.recall_size,
      numHeats: row.num_heats,
      entries,
      sourceId: row.id,
    };
  });

  const byEventAndRound = (
    rows: { event_id: string; round_number: number }[],
    value: (row: never) => unknown,
  ) => {
    const out: Record<string, Record<string, unknown>> = {};
    for (const row of rows) {
      const name = eventsById.get(row.event_id)?.name;
      if (!name) continue;
      (out[name] ??= {})[String(row.round_number)] = value(row as never);
    }
    return out;
  };
  const marksByEvent: Record<string, Record<string, JudgingRows>> = {};
  for (const [table, rows] of judging) {
    for (const { event_id, round_number, ...rest } of rows) {
      const name = eventsById.get(event_id)?.name;
      if (!name) continue;
      ((marksByEvent[name] ??= {})[String(round_number)] ??= {})[table] ??= [];
      marksByEvent[name][String(round_number)]?.[table]?.push(rest);
    }
  }
  return {
    state: {
      rounds: scheduled,
      marks: marksByEvent,
      savedResults: byEventAndRound(results, (row: { payload: string }) => JSON.parse(row.payload)),
    },
    eventsByName,
    eventsById,
    floor,
    times,
  };
}

/**
 * Writes the schedule back: the competition's rounds, couples, marks and saved
 * results are replaced as a whole inside the caller's transaction, so an
 * operation that renumbers rounds can never leave a half-renumbered schedule.
 */
export async function saveSchedule(
  trx: Transaction<Database>,
  competitionId: string,
  loaded: LoadedSchedule,
  next: ScheduleState,
  plannedStarts: Map<string, string | null>,
): Promise<void> {
  const eventIds = [...loaded.eventsById.keys()];
  await trx.deleteFrom('rounds').where('competition_id', '=', competitionId).execute();
  if (eventIds.length) {
    for (const table of JUDGING_TABLES)
      await trx.deleteFrom(table).where('event_id', 'in', eventIds).execute();
    await trx.deleteFrom('saved_results').where('event_id', 'in', eventIds).execute();
  }
  const now = new Date().toISOString();
  for (const round of next.rounds) {
    const event = loaded.eventsByName.get(round.eventName);
    if (!event) continue;
    const id = roundRowId(event.id, round.roundNumber);
    // Heats, no-shows, walk-ons and times belong to the round, not to its number:
    // follow it across a renumbering.
    const stored = round.sourceId ?? id;
    const before = loaded.times.get(stored);
    await trx
      .insertInto('rounds')
      .values({
        id,
        competition_id: competitionId,
        event_id: event.id,
        round_number: round.roundNumber,
        round_name: round.roundName,
        round_state: roundStateNumber(round.roundState),
        schedule_index: round.scheduleIndex,
        round_start_time: plannedStarts.has(id)
          ? (plannedStarts.get(id) ?? null)
          : (before?.planned ?? null),
        round_actual_start_time: before?.actual ?? null,
        recall_target: before?.recallTarget ?? null,
        recall_size: round.recallSize,
        num_heats: round.numHeats,
      })
      .execute();
    if (round.entries.length) {
      await trx
        .insertInto('round_entries')
        .values(
          round.entries.map((entry) => {
            const before = loaded.floor.get(coupleKey(stored, entry.entryId));
            return {
              round_id: id,
              entry_id: entry.entryId,
              heat: before?.heat ?? null,
              checked_in: entry.checkedIn ? 1 : 0,
              absent: before?.absent ?? 0,
              walk_on: before?.walkOn ?? 0,
            };
          }),
        )
        .execute();
    }
  }
  for (const [eventName, byRound] of Object.entries(next.marks)) {
    const event = loaded.eventsByName.get(eventName);
    if (!event) continue;
    for (const [roundNumber, byTable] of Object.entries(byRound)) {
      for (const [table, rows] of Object.entries(byTable as JudgingRows)) {
        if (!rows.length) continue;
        await trx
          .insertInto(table as JudgingTable)
          .values(
            // Rows as they were read, only moved to their round's (new) number.
            rows.map((row) => ({
              ...row,
              event_id: event.id,
              round_number: Number(roundNumber),
            })) as never,
          )
          .execute();
      }
    }
  }
  for (const [eventName, byRound] of Object.entries(next.savedResults)) {
    const event = loaded.eventsByName.get(eventName);
    if (!event) continue;
    for (const [roundNumber, payload] of Object.entries(byRound)) {
      await trx
        .insertInto('saved_results')
        .values({
          event_id: event.id,
          round_number: Number(roundNumber),
          payload: JSON.stringify(payload),
          updated_at: now,
        })
        .execute();
    }
  }
}
