import { ROUND_NAMES } from './enumerations';
import { drawHeats } from './heats';
import {
  DEFAULT_FINAL_SIZE,
  defaultRecallSize,
  normalizeCount,
  roundCapacity,
  roundNameFor,
} from './rounds';
import { reindexSchedule } from './schedule-model';
import type { ScheduleState, ScheduledRound } from './schedule-model';

export interface PlanOptions {
  /** How many couples fit on the floor at once. */
  maxCouplesPerHeat: number;
  /** How many couples the final holds at most; 6 by default. */
  finalSize?: number;
}

export interface PlannedRound {
  /** Counted back from the final: the Final is round 1. */
  roundNumber: number;
  roundName: string;
  /** Couples expected to dance it: everyone in the first round, then the recalls. */
  couples: number;
  recallSize: number;
  numHeats: number;
}

/** One name per round at most, so a plan never runs out of names. */
export const MAX_PLANNED_ROUNDS = ROUND_NAMES.length;

/**
 * The rounds an event needs, first round danced first. Counting back from the
 * final, the round k steps before it holds at most `roundCapacity(k)` couples
 * (6, 12, 24, 38, 60, 80, then doubling); the event needs as many rounds as it
 * takes for the first one to hold every entry, so each round but the final
 * recalls fewer couples than it holds. Each round recalls as many couples as
 * the next one holds, and dances in as few heats as the floor allows.
 *
 * An event with no entries still gets its Final (with 0 couples, in 1 heat),
 * so it has a place in the schedule before entries arrive.
 */
export function planRounds(entryCount: number, options: PlanOptions): PlannedRound[] {
  const entries = Number.isFinite(entryCount) ? Math.max(0, Math.floor(entryCount)) : 0;
  const finalSize = normalizeCount(options.finalSize ?? DEFAULT_FINAL_SIZE);
  const perHeat = normalizeCount(options.maxCouplesPerHeat);

  let roundCount = 1;
  while (roundCount < MAX_PLANNED_ROUNDS && entries > roundCapacity(roundCount - 1, finalSize)) {
    roundCount++;
  }

  const plan: PlannedRound[] = [];
  for (let roundNumber = roundCount; roundNumber >= 1; roundNumber--) {
    const couples =
      roundNumber === roundCount ? entries : roundCapacity(roundNumber - 1, finalSize);
    plan.push({
      roundNumber,
      roundName: roundNameFor(roundNumber, roundCount),
      couples,
      recallSize: defaultRecallSize(roundNumber, finalSize),
      numHeats: normalizeCount(Math.ceil(couples / perHeat)),
    });
  }
  return plan;
}

/** The competition's events as generation needs them: name and entries. */
export interface EventToPlan {
  name: string;
  entryIds: readonly string[];
}

export interface GenerationRequest {
  /** Every event of the competition, in the order their new rounds join the schedule. */
  events: readonly EventToPlan[];
  /** Plan this event only; without it, every event that has no rounds yet. */
  eventName?: string | undefined;
  maxCouplesPerHeat: number;
  /** Drives the heat draw (see drawHeats); Math.random on the server. */
  random: () => number;
}

/** The heat (1-based) a couple dances in, in a round just generated. */
export interface HeatDraw {
  eventName: string;
  roundNumber: number;
  entryId: string;
  heat: number;
}

export type GenerationResult =
  | { ok: true; value: ScheduleState; heats: HeatDraw[] }
  | { ok: false; reason: 'rounds-exist'; eventName: string };

/**
 * Plans rounds for one event, or for every event without rounds, and puts all
 * its couples in the first round, drawn into heats. New rounds go to the end
 * of the schedule, first round danced first, and the schedule is re-indexed.
 * An event named in the request that already has rounds is refused: generating
 * again would throw away its rounds and couples, which clearing does on purpose.
 * A named event that is not among `events` gets nothing.
 */
export function generateEventRounds(
  state: ScheduleState,
  request: GenerationRequest,
): GenerationResult {
  const withRounds = new Set(state.rounds.map((round) => round.eventName));
  if (request.eventName !== undefined && withRounds.has(request.eventName)) {
    return { ok: false, reason: 'rounds-exist', eventName: request.eventName };
  }
  const targets = request.events.filter((event) =>
    request.eventName === undefined
      ? !withRounds.has(event.name)
      : event.name === request.eventName,
  );

  let next = state.rounds.length;
  const added: ScheduledRound[] = [];
  const heats: HeatDraw[] = [];
  for (const event of targets) {
    const couples = event.entryIds;
    const plan = planRounds(couples.length, { maxCouplesPerHeat: request.maxCouplesPerHeat });
    for (const round of plan) {
      const isFirst = round === plan[0];
      if (isFirst) {
        drawHeats(couples, round.numHeats, request.random).forEach((heat, index) => {
          for (const entryId of heat)
            heats.push({
              eventName: event.name,
              roundNumber: round.roundNumber,
              entryId,
              heat: index + 1,
            });
        });
      }
      added.push({
        eventName: event.name,
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
  return {
    ok: true,
    value: { ...state, rounds: reindexSchedule([...state.rounds, ...added]) },
    heats,
  };
}
