import type { JudgeRound } from '../../../shared/judging';

export type Couple = JudgeRound['heats'][number]['couples'][number];

/** What a judge reads for a couple: its number (an entry without one shows its id). */
export const coupleNumber = (couple: Couple) => String(couple.number ?? couple.entryId);

/** Every couple of the round, by number. */
export function couplesOf(round: JudgeRound): Couple[] {
  return round.heats
    .flatMap((heat) => heat.couples)
    .sort((a, b) => (a.number ?? Infinity) - (b.number ?? Infinity));
}

/** Entry ids as the numbers judges know, in the list's order. */
export function numbersOf(round: JudgeRound, entries: readonly string[]): string[] {
  const byId = new Map(couplesOf(round).map((couple) => [couple.entryId, couple]));
  return entries.map((id) => {
    const couple = byId.get(id);
    return couple ? coupleNumber(couple) : id;
  });
}

/** A couple's button name with its state: "Couple 112, recalled", "Couple 9, absent, not placed". */
export const coupleButtonLabel = (couple: Couple, state: string) =>
  `Couple ${coupleNumber(couple)}, ${couple.absent ? 'absent, ' : ''}${state}`;
