import { drawHeats } from '../competition/heats';

export interface NextRoundEntry {
  entryId: string;
  /** 1-based, as `round_entries.heat` stores it. */
  heat: number;
  /** Couples check in again for every round. */
  checkedIn: false;
}

/**
 * The entries of the round after a posted recall round: the recalled couples
 * drawn into numHeats heats of sizes differing by at most one (drawHeats), in
 * heat order.
 */
export function fillNextRound(
  recalled: readonly string[],
  numHeats: number,
  random: () => number,
): NextRoundEntry[] {
  return drawHeats(recalled, numHeats, random).flatMap((couples, index) =>
    couples.map((entryId) => ({ entryId, heat: index + 1, checkedIn: false as const })),
  );
}
