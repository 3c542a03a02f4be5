import type { McCouple } from './couples';
import { isLeftOutByScratch } from '../floor';
import { numbersPhrase } from './couples';
import { joinNaturally } from './spoken';

/** What the call to the floor needs of a round. */
export interface CalledRound {
  eventName: string;
  roundName: string;
  /** The event's dances in dancing order. */
  dances: readonly string[];
  startedAt: string | null;
  couples: readonly McCouple[];
}

export interface HeatCall {
  /** Null when the round is danced in one heat, which the call then does not name. */
  heat: number | null;
  text: string;
}

/** The couples a scratch leaves out of the round, and those who dance it. */
export function splitByScratch(round: Pick<CalledRound, 'couples' | 'startedAt'>) {
  const scratched = round.couples.filter((couple) =>
    isLeftOutByScratch(couple.scratchedAt, round.startedAt),
  );
  const dancing = round.couples.filter((couple) => !scratched.includes(couple));
  return { dancing, scratched };
}

/**
 * One call per heat, in heat order: "Adult Bronze Standard, Semi-Final, Waltz
 * and Quickstep, heat 1: numbers 12, 15 (new), 23." Numbers ascend; walk-ons
 * are marked new; scratched couples are left out (a heat they emptied says so).
 */
export function callToFloor(round: CalledRound): HeatCall[] {
  const heatOf = (couple: McCouple) => couple.heat ?? 1;
  const heats = [...new Set(round.couples.map(heatOf))].sort((a, b) => a - b);
  const { dancing } = splitByScratch(round);
  const opening = [round.eventName, round.roundName, joinNaturally(round.dances)]
    .filter((part) => part !== '')
    .join(', ');
  if (heats.length === 0) return [{ heat: null, text: `${opening}: no couples yet.` }];
  return heats.map((heat) => {
    const couples = dancing.filter((couple) => heatOf(couple) === heat);
    const who = couples.length > 0 ? numbersPhrase(couples, true) : 'no couples (all scratched)';
    const named = heats.length > 1 ? heat : null;
    return { heat: named, text: `${opening}${named === null ? '' : `, heat ${heat}`}: ${who}.` };
  });
}
