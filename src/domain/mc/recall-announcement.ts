import type { McCouple } from './couples';
import { numbersPhrase } from './couples';
import { countOf } from './spoken';

/**
 * "Adult Bronze Standard, Semi-Final: 6 couples are recalled to the Final:
 * numbers 12, 15, 18, 23, 31, 40." Numbers in ascending order, whatever order
 * the engine ranked them in.
 */
export function recallAnnouncement(
  round: { eventName: string; roundName: string; couples: readonly McCouple[] },
  recalledEntryIds: readonly string[],
  nextRoundName: string | null,
): string {
  const recalled = new Set(recalledEntryIds);
  const couples = round.couples.filter((couple) => recalled.has(couple.entryId));
  const opening = `${round.eventName}, ${round.roundName}`;
  const to = `to the ${nextRoundName ?? 'next round'}`;
  if (couples.length === 0) return `${opening}: no couples are recalled ${to}.`;
  const count = countOf(couples.length, 'couple');
  const verb = couples.length === 1 ? 'is' : 'are';
  return `${opening}: ${count} ${verb} recalled ${to}: ${numbersPhrase(couples, false)}.`;
}
