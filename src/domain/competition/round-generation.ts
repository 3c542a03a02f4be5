import { ROUND_NAMES } from './enumerations';
import {
  DEFAULT_FINAL_SIZE,
  defaultRecallSize,
  normalizeCount,
  roundCapacity,
  roundNameFor,
} from './rounds';

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
