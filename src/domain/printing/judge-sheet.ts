/**
 * A judge's paper marking sheet for one round: what the judge marks on the
 * floor when there is no phone, or as the back-up the scrutineer types in.
 */

/** What a sheet reads of a couple of the round. */
export type SheetCouple = { number: number | null; dancing: boolean };

/** What a sheet reads of a round (a `PrintRound` fits). */
export type SheetRound = {
  eventName: string;
  roundName: string;
  dances: readonly string[];
  kind: 'recall' | 'final';
  /** How many couples a judge recalls per dance; null for a final. */
  recallCount: number | null;
  /** The earlier round whose recalls will fill this one, or null when its couples are known. */
  filledBy: string | null;
  /** The couples the round will hold (the earlier round's recalls while `filledBy`). */
  expectedCouples: number;
  heats: readonly { heat: number; couples: readonly SheetCouple[] }[];
};

export type SheetJudge = { name: string; letter: string };

/** A couple's box: its number, or null for one to write in by hand. */
export type SheetNumber = number | null;

export type RecallDanceSheet = {
  dance: string;
  /** The dancing couples of each heat, by number; empty while the round awaits its couples. */
  heats: { heat: number; numbers: SheetNumber[] }[];
  /** Boxes to write numbers in while the round awaits the earlier round's recalls; else 0. */
  blankBoxes: number;
};

export type FinalDanceSheet = {
  dance: string;
  /** One row per couple (null rows to write in while the final awaits its couples). */
  numbers: SheetNumber[];
  /** The columns: places 1 to the number of couples. */
  places: number[];
};

type SheetHeader = {
  eventName: string;
  roundName: string;
  judge: SheetJudge;
  /** The earlier round whose recalls fill this one, when the numbers are still to be written in. */
  awaiting: string | null;
};

export type JudgeSheet =
  | (SheetHeader & {
      kind: 'recall';
      /** "Recall N": how many couples to recall per dance. */
      recallCount: number | null;
      dances: RecallDanceSheet[];
    })
  | (SheetHeader & { kind: 'final'; dances: FinalDanceSheet[] });

/**
 * The couples a judge marks in each heat: those dancing (a scratch may leave
 * one out), by number. A heat left with no one to mark is not printed.
 */
function markedHeats(round: SheetRound): RecallDanceSheet['heats'] {
  return round.heats
    .map(({ heat, couples }) => ({
      heat,
      numbers: couples
        .filter((couple) => couple.dancing)
        .map((couple) => couple.number)
        .sort(byNumber),
    }))
    .filter((heat) => heat.numbers.length > 0);
}

/** Numbers ascending, couples without a number last: the order of every printed list. */
export const byNumber = (a: SheetNumber, b: SheetNumber) =>
  (a ?? Number.MAX_SAFE_INTEGER) - (b ?? Number.MAX_SAFE_INTEGER);

/**
 * The judge's sheet of the round: for a recall round, per dance, the dancing
 * couples' numbers by heat and "Recall N" (or, while an earlier round's
 * recalls will fill the round, as many blank boxes as couples to expect);
 * for a final, per dance, a grid of the couples by places 1 to n.
 */
export function judgeSheet(round: SheetRound, judge: SheetJudge): JudgeSheet {
  const header = {
    eventName: round.eventName,
    roundName: round.roundName,
    judge: { name: judge.name, letter: judge.letter },
    awaiting: round.filledBy,
  };
  const expected = Math.max(0, round.expectedCouples);
  if (round.kind === 'final') {
    const numbers: SheetNumber[] =
      round.filledBy === null
        ? markedHeats(round)
            .flatMap((heat) => heat.numbers)
            .sort(byNumber)
        : Array.from({ length: expected }, () => null);
    const places = numbers.map((_, i) => i + 1);
    return {
      ...header,
      kind: 'final',
      dances: round.dances.map((dance) => ({ dance, numbers, places })),
    };
  }
  const heats = round.filledBy === null ? markedHeats(round) : [];
  const blankBoxes = round.filledBy === null ? 0 : expected;
  return {
    ...header,
    kind: 'recall',
    recallCount: round.recallCount,
    dances: round.dances.map((dance) => ({ dance, heats, blankBoxes })),
  };
}
