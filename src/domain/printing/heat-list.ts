import { byNumber } from './judge-sheet';

/** What a heat list reads of a couple of a round (a `FloorCouple` fits). */
export type HeatListCouple = {
  number: number | null;
  leadName: string;
  followName: string;
  affiliation: string;
  checkedIn: boolean;
  walkOn: boolean;
  /** The entry's scratch, or null. */
  scratch: { at: string; reason: string } | null;
};

export type HeatListRound = {
  heats: readonly { heat: number; couples: readonly HeatListCouple[] }[];
};

export type HeatListRow = {
  number: number | null;
  leadName: string;
  followName: string;
  school: string;
  /** Why the couple was scratched from the event (printed struck through, still listed so the floor knows), or null. */
  scratchReason: string | null;
  /** Added on the day by the deck captain. */
  walkOn: boolean;
  checkedIn: boolean;
};

export type HeatList = { heat: number; rows: HeatListRow[] }[];

/**
 * The deck captain's paper heat list of a round: per heat, in heat order,
 * every couple by number with school, check-in and walk-on, a scratched
 * couple struck through (whether or not the scratch leaves it out of this
 * round: the list shows who to expect and who not).
 */
export function heatListRows(round: HeatListRound): HeatList {
  return [...round.heats]
    .sort((a, b) => a.heat - b.heat)
    .map(({ heat, couples }) => ({
      heat,
      rows: couples
        .map((couple) => ({
          number: couple.number,
          leadName: couple.leadName,
          followName: couple.followName,
          school: couple.affiliation,
          scratchReason: couple.scratch?.reason ?? null,
          walkOn: couple.walkOn,
          checkedIn: couple.checkedIn,
        }))
        .sort((a, b) => byNumber(a.number, b.number)),
    }));
}
