import type { McCouple } from './couples';
import { isLeftOutByScratch } from '../floor';
import type { SpokenPart } from './couples';
import { mergedParts, numbersParts, spokenText } from './couples';
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
  /** The same sentence in parts, each walk-on's number a part of its own. */
  parts: SpokenPart[];
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
  const plain = (text: string): SpokenPart => ({ text, walkOn: false });
  const call = (heat: number | null, parts: SpokenPart[]): HeatCall => ({
    heat,
    text: spokenText(parts),
    parts: mergedParts(parts),
  });
  if (heats.length === 0) return [call(null, [plain(`${opening}: no couples yet.`)])];
  return heats.map((heat) => {
    const couples = dancing.filter((couple) => heatOf(couple) === heat);
    const who =
      couples.length > 0 ? numbersParts(couples, true) : [plain('no couples (all scratched)')];
    const named = heats.length > 1 ? heat : null;
    return call(named, [
      plain(`${opening}${named === null ? '' : `, heat ${heat}`}: `),
      ...who,
      plain('.'),
    ]);
  });
}
