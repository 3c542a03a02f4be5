/**
 * The majority allocation at the heart of the Skating System (Rules 5 to 8).
 * Single-dance finals use it on one judge panel's marks; Rule 11 uses it on
 * all marks of all dances of the couples still tied. Couples are indices into
 * `marksByCouple`; a mark is a place 1..lastColumn.
 */

/** One cell of a skating table: how many marks of `column` or better, and their sum. */
export interface ColumnTally {
  column: number;
  count: number;
  sum: number;
}

/**
 * The last rule needed to separate a couple from the others still competing
 * for its place: 5 (only majority in the first column looked at), 8 (only
 * majority after moving to later columns), 6 (greater majority), 7a (equal
 * majority, lower sum), 7b (equal majority and sum, separated in a later
 * column considered for the tied couples only), or shared (never separated:
 * the tied couples share the mean of their places).
 */
export type MajorityRule = 'rule-5' | 'rule-6' | 'rule-7a' | 'rule-7b' | 'rule-8' | 'shared';

export interface MajorityPlacement {
  couple: number;
  place: number;
  rule: MajorityRule;
  /** The column in which the couple's majority was found. */
  column: number;
  /** The column that finally separated the couple (later than `column` only under Rule 7b). */
  decidedAtColumn: number;
}

export interface MajorityAllocation {
  majority: number;
  /** In the order places were allocated. */
  placements: MajorityPlacement[];
  /** Per couple, the cells examined while it was unplaced, in column order. */
  tallies: ColumnTally[][];
}

export interface MajorityOptions {
  firstPlace: number;
  firstColumn: number;
  lastColumn: number;
  /** Stop once the first place is allocated (Rule 11 decides only the place under review). */
  firstPlaceOnly?: boolean;
}

/** More than half of the marks each couple holds (judges, or judges x dances for Rule 11). */
export function majorityOf(markCount: number): number {
  return Math.floor(markCount / 2) + 1;
}

export function allocateByMajority(
  marksByCouple: readonly (readonly number[])[],
  options: MajorityOptions,
): MajorityAllocation {
  const { firstColumn, lastColumn } = options;
  const markCount = marksByCouple[0]?.length ?? 0;
  const majority = majorityOf(markCount);
  const cumulative = marksByCouple.map((marks) => cumulativeTallies(marks, lastColumn));
  const tallyAt = (couple: number, column: number): ColumnTally =>
    cumulative[couple]?.[column] ?? { column, count: 0, sum: 0 };

  const tallies: ColumnTally[][] = marksByCouple.map(() => []);
  const placements: MajorityPlacement[] = [];
  const note = (couple: number, column: number): void => {
    tallies[couple]?.push(tallyAt(couple, column));
  };

  let nextPlace = options.firstPlace;
  let done = false;
  const place = (group: readonly number[], rule: MajorityRule, column: number, at: number) => {
    const shared = nextPlace + (group.length - 1) / 2;
    for (const couple of group) {
      placements.push({ couple, place: shared, rule, column, decidedAtColumn: at });
    }
    nextPlace += group.length;
    done = options.firstPlaceOnly === true;
  };

  /**
   * Rules 6 and 7 among couples that all hold a majority in `column`: greater
   * majority first, then lower sum; couples equal on both are compared in the
   * next column, on their own (Rule 7b), until the last column, where they
   * share. `majorityColumn` is where the group's majority was found.
   */
  const separate = (group: number[], column: number, majorityColumn: number): void => {
    const ranked = [...group].sort(
      (a, b) =>
        tallyAt(b, column).count - tallyAt(a, column).count ||
        tallyAt(a, column).sum - tallyAt(b, column).sum,
    );
    const runs = runsOfEqualTallies(ranked, (couple) => tallyAt(couple, column));
    runs.forEach((run, index) => {
      if (done) return;
      if (run.length > 1) {
        if (column >= lastColumn) {
          place(run, 'shared', majorityColumn, column);
          return;
        }
        for (const couple of run) note(couple, column + 1);
        separate(run, column + 1, majorityColumn);
        return;
      }
      if (column > majorityColumn) {
        place(run, 'rule-7b', majorityColumn, column);
        return;
      }
      // The comparison that set this couple apart: with the next couple, or for the last one, with the one before.
      const neighbour = runs[index + 1] ?? runs[index - 1];
      const mine = tallyAt(run[0] as number, column);
      const theirs = tallyAt(neighbour?.[0] as number, column);
      place(run, mine.count === theirs.count ? 'rule-7a' : 'rule-6', majorityColumn, column);
    });
  };

  let unplaced = marksByCouple.map((_, couple) => couple);
  let column = firstColumn;
  let searchStart = firstColumn;
  while (unplaced.length > 0 && !done) {
    for (const couple of unplaced) note(couple, column);
    const holders = unplaced.filter((couple) => tallyAt(couple, column).count >= majority);
    // Rule 8: nobody has a majority here, so the next column is taken in for everyone.
    if (holders.length === 0 && column < lastColumn) {
      column += 1;
      continue;
    }
    // In the last column every mark counts, so only a sheet without marks arrives here with no holder.
    const group = holders.length > 0 ? holders : unplaced;
    if (group.length === 1) {
      place(group, column > searchStart ? 'rule-8' : 'rule-5', column, column);
    } else {
      separate(group, column, column);
    }
    unplaced = unplaced.filter((couple) => !group.includes(couple));
    // Once every majority in this column is used up, the next place is sought in the next column (Rule 6 note).
    column = Math.min(column + 1, lastColumn);
    searchStart = column;
  }

  return { majority, placements, tallies };
}

/** Index k holds the tally of marks k or better; index 0 is unused. */
function cumulativeTallies(marks: readonly number[], lastColumn: number): ColumnTally[] {
  const countOf = new Array<number>(lastColumn + 1).fill(0);
  for (const mark of marks) {
    if (mark >= 1 && mark <= lastColumn) countOf[mark] = (countOf[mark] ?? 0) + 1;
  }
  const result: ColumnTally[] = [{ column: 0, count: 0, sum: 0 }];
  let count = 0;
  let sum = 0;
  for (let column = 1; column <= lastColumn; column += 1) {
    const atColumn = countOf[column] ?? 0;
    count += atColumn;
    sum += atColumn * column;
    result.push({ column, count, sum });
  }
  return result;
}

function runsOfEqualTallies(
  ranked: readonly number[],
  tallyOf: (couple: number) => ColumnTally,
): number[][] {
  const runs: number[][] = [];
  for (const couple of ranked) {
    const last = runs.at(-1);
    const head = last?.[0];
    if (
      last &&
      head !== undefined &&
      tallyOf(head).count === tallyOf(couple).count &&
      tallyOf(head).sum === tallyOf(couple).sum
    ) {
      last.push(couple);
    } else {
      runs.push([couple]);
    }
  }
  return runs;
}
