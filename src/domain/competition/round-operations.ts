import { MAX_PLANNED_ROUNDS } from './round-generation';
import { defaultRecallSize, normalizeCount, roundNameFor } from './rounds';
import {
  failure,
  findRound,
  inScheduleOrder,
  reindexSchedule,
  unknownRound,
} from './schedule-model';
import type {
  ByRoundNumber,
  OperationResult,
  RoundEntry,
  RoundKey,
  ScheduleState,
  ScheduledRound,
} from './schedule-model';

/**
 * Adding, deleting, skipping and shifting rounds (spec section 4). Round
 * numbers count back from the final (round 1), so the "previous round" of
 * round n is round n - 1: the round danced after it, which its couples go on to.
 */

export interface AddRemoveOptions {
  /** The event setting dontReorderAfterAddRemoveRounds: leave the schedule indexes as they fall. */
  dontReorder: boolean;
}

/**
 * There are only so many round names (1st Round ... Final): an event that has
 * one round per name cannot take another, which would have no name.
 */
export function checkRoundLimit(
  state: ScheduleState,
  eventName: string,
): { ok: true } | { ok: false; reason: 'too-many-rounds'; eventName: string; limit: number } {
  const count = state.rounds.filter((round) => round.eventName === eventName).length;
  return count < MAX_PLANNED_ROUNDS
    ? { ok: true }
    : { ok: false, reason: 'too-many-rounds', eventName, limit: MAX_PLANNED_ROUNDS };
}

/**
 * Inserts a new round after round `afterRoundNumber` in number order, so it
 * becomes round `afterRoundNumber + 1` and feeds that round: it is danced just
 * before it, half a schedule step earlier. Rounds numbered above move up one,
 * with their stored marks and saved results; every round of the event is
 * renamed for its new number, and any recall size of 0 gets its default.
 * The new round starts Initialized, in one heat, with no entries (couples
 * reach it by recall, or the caller fills a new first round).
 */
export function addRoundAfter(
  state: ScheduleState,
  eventName: string,
  afterRoundNumber: number,
  options: AddRemoveOptions,
): OperationResult<ScheduleState> {
  const after = findRound(state.rounds, eventName, afterRoundNumber);
  if (!after) return unknownRound(eventName, afterRoundNumber);

  const added: ScheduledRound = {
    eventName,
    roundNumber: afterRoundNumber + 1,
    roundName: '',
    roundState: 'Initialized',
    scheduleIndex: after.scheduleIndex - 0.5,
    recallSize: 0,
    numHeats: 1,
    entries: [],
  };
  const moved = state.rounds.map((round) =>
    round.eventName === eventName && round.roundNumber > afterRoundNumber
      ? { ...round, roundNumber: round.roundNumber + 1 }
      : round,
  );
  const renamed = renameRounds([...moved, added], eventName).map((round) =>
    round.eventName === eventName && round.recallSize === 0
      ? { ...round, recallSize: defaultRecallSize(round.roundNumber) }
      : round,
  );
  const renumber = (n: number) => (n > afterRoundNumber ? n + 1 : n);
  return {
    ok: true,
    value: {
      rounds: ordered(renamed, options),
      marks: renumberEvent(state.marks, eventName, renumber),
      savedResults: renumberEvent(state.savedResults, eventName, renumber),
    },
  };
}

/**
 * Removes a round. Its entries move to the previous round (round n - 1, the
 * one danced next) unless they are there already; the Final has no previous
 * round, so deleting it drops its entries from the rounds (they remain the
 * event's entries and are still in the round before). Rounds numbered above
 * move down one with their marks and saved results, the deleted round's own
 * marks and results are dropped, and every round of the event is renamed, so
 * deleting the round just added undoes addRoundAfter.
 */
export function deleteRound(
  state: ScheduleState,
  eventName: string,
  roundNumber: number,
  options: AddRemoveOptions,
): OperationResult<ScheduleState> {
  const deleted = findRound(state.rounds, eventName, roundNumber);
  if (!deleted) return unknownRound(eventName, roundNumber);
  const previous = findRound(state.rounds, eventName, roundNumber - 1);

  const rounds = state.rounds
    .filter((round) => round !== deleted)
    .map((round) => {
      if (round === previous) return withEntriesFrom(round, deleted.entries);
      return round.eventName === eventName && round.roundNumber > roundNumber
        ? { ...round, roundNumber: round.roundNumber - 1 }
        : round;
    });
  const renumber = (n: number) => (n === roundNumber ? null : n > roundNumber ? n - 1 : n);
  return {
    ok: true,
    value: {
      rounds: ordered(renameRounds(rounds, eventName), options),
      marks: renumberEvent(state.marks, eventName, renumber),
      savedResults: renumberEvent(state.savedResults, eventName, renumber),
    },
  };
}

/**
 * Skipping a round copies its entries to the previous round (the one danced
 * next, so everyone in the skipped round goes through) and sets it Skipped.
 * The skipped round keeps its entries. The Final cannot be skipped: it has no
 * previous round.
 */
export function skipRound(
  state: ScheduleState,
  eventName: string,
  roundNumber: number,
): OperationResult<ScheduleState> {
  const skipped = findRound(state.rounds, eventName, roundNumber);
  if (!skipped) return unknownRound(eventName, roundNumber);
  const previous = findRound(state.rounds, eventName, roundNumber - 1);
  if (!previous) {
    return failure(
      'no-previous-round',
      `Round ${roundNumber} of "${eventName}" has no previous round to pass its entries to.`,
    );
  }
  const rounds = state.rounds.map((round) => {
    if (round === previous) return withEntriesFrom(round, skipped.entries);
    return round === skipped ? { ...round, roundState: 'Skipped' as const } : round;
  });
  return { ok: true, value: { ...state, rounds: inScheduleOrder(rounds) } };
}

/**
 * Sets a round's recall size and/or number of heats; a count below 1 is stored
 * as 1 (spec section 4). Nothing else about the round changes.
 */
export function setRoundSizes(
  state: ScheduleState,
  key: RoundKey,
  sizes: { recallSize?: number | undefined; numHeats?: number | undefined },
): OperationResult<ScheduleState> {
  const target = findRound(state.rounds, key.eventName, key.roundNumber);
  if (!target) return unknownRound(key.eventName, key.roundNumber);
  const changed: ScheduledRound = {
    ...target,
    ...(sizes.recallSize !== undefined && { recallSize: normalizeCount(sizes.recallSize) }),
    ...(sizes.numHeats !== undefined && { numHeats: normalizeCount(sizes.numHeats) }),
  };
  return {
    ok: true,
    value: { ...state, rounds: state.rounds.map((round) => (round === target ? changed : round)) },
  };
}

/**
 * Swaps a round's schedule position with its neighbour's: direction -1 with
 * the round danced just before it, +1 with the one just after. A move up from
 * position 0 or down from the last position is ignored: the state comes back
 * unchanged. Only scheduleIndex values are swapped; nothing is re-indexed.
 */
export function shiftRound(
  state: ScheduleState,
  key: RoundKey,
  direction: -1 | 1,
): OperationResult<ScheduleState> {
  const schedule = inScheduleOrder(state.rounds);
  const position = schedule.findIndex(
    (round) => round.eventName === key.eventName && round.roundNumber === key.roundNumber,
  );
  const shifted = schedule[position];
  if (!shifted) return unknownRound(key.eventName, key.roundNumber);
  const neighbour = schedule[position + direction];
  if (!neighbour) return { ok: true, value: state };

  const rounds = schedule.map((round) => {
    if (round === shifted) return { ...round, scheduleIndex: neighbour.scheduleIndex };
    return round === neighbour ? { ...round, scheduleIndex: shifted.scheduleIndex } : round;
  });
  return { ok: true, value: { ...state, rounds: inScheduleOrder(rounds) } };
}

function ordered(rounds: readonly ScheduledRound[], options: AddRemoveOptions) {
  return options.dontReorder ? inScheduleOrder(rounds) : reindexSchedule(rounds);
}

function renameRounds(rounds: readonly ScheduledRound[], eventName: string): ScheduledRound[] {
  const count = rounds.filter((round) => round.eventName === eventName).length;
  return rounds.map((round) => {
    if (round.eventName !== eventName) return round;
    const roundName = roundNameFor(round.roundNumber, count);
    return round.roundName === roundName ? round : { ...round, roundName };
  });
}

/** Adds the entries the round lacks, not checked in: check-in is per round. */
function withEntriesFrom(round: ScheduledRound, entries: readonly RoundEntry[]): ScheduledRound {
  const present = new Set(round.entries.map((entry) => entry.entryId));
  const missing = entries.filter((entry) => !present.has(entry.entryId));
  if (missing.length === 0) return round;
  return {
    ...round,
    entries: [
      ...round.entries,
      ...missing.map((entry) => ({ entryId: entry.entryId, checkedIn: false })),
    ],
  };
}

const ROUND_NUMBER_KEY = /^(0|[1-9]\d*)$/;

/** Renumbers one event's per-round record; `renumber` returns null to drop a round's value. */
function renumberEvent(
  byEvent: Readonly<Record<string, ByRoundNumber>>,
  eventName: string,
  renumber: (roundNumber: number) => number | null,
): Readonly<Record<string, ByRoundNumber>> {
  if (!Object.hasOwn(byEvent, eventName)) return byEvent;
  return Object.fromEntries(
    Object.entries(byEvent).map(([event, byRound]) => {
      if (event !== eventName) return [event, byRound];
      const entries = Object.entries(byRound).flatMap(([key, value]): [string, unknown][] => {
        if (!ROUND_NUMBER_KEY.test(key)) return [[key, value]];
        const next = renumber(Number(key));
        return next === null ? [] : [[String(next), value]];
      });
      return [event, Object.fromEntries(entries)];
    }),
  );
}
