import { indices } from './ids';

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
  /** Place per couple; 0 for a couple left unplaced (Rule 11 decides only one place). */
  places: number[];
  /**
   * Per couple, the cells examined while it was unplaced, in column order.
   * Only explanations read them, so they are built on first read.
   */
  readonly tallies: ColumnTally[][];
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
  const cells = new CumulativeCells(marksByCouple, options.lastColumn);
  const allocation = new Allocation(cells, majorityOf(marksByCouple[0]?.length ?? 0), options);
  allocation.run();
  return allocation;
}

/**
 * The skating table's cells as numbers: for each couple and column, the count
 * and the sum of its marks of that column or better. Flat arrays of numbers
 * rather than an object per cell, because a final works out thousands of
 * cells and reads only a few of them back as objects, for explanations.
 */
class CumulativeCells {
  /** Columns 0..lastColumn; column 0 holds nothing, so a cell's index is `couple * width + column`. */
  private readonly width: number;
  readonly coupleCount: number;
  private readonly counts: number[];
  private readonly sums: number[];

  constructor(marksByCouple: readonly (readonly number[])[], lastColumn: number) {
    this.width = lastColumn + 1;
    this.coupleCount = marksByCouple.length;
    this.counts = new Array<number>(marksByCouple.length * this.width).fill(0);
    this.sums = new Array<number>(marksByCouple.length * this.width).fill(0);
    marksByCouple.forEach((marks, couple) => {
      const first = couple * this.width;
      for (const mark of marks) {
        if (mark < 1 || mark > lastColumn) continue;
        this.counts[first + mark] = this.count(couple, mark) + 1;
        this.sums[first + mark] = this.sum(couple, mark) + mark;
      }
      for (let column = 2; column <= lastColumn; column += 1) {
        this.counts[first + column] = this.count(couple, column) + this.count(couple, column - 1);
        this.sums[first + column] = this.sum(couple, column) + this.sum(couple, column - 1);
      }
    });
  }

  count(couple: number, column: number): number {
    return this.counts[couple * this.width + column] ?? 0;
  }

  sum(couple: number, column: number): number {
    return this.sums[couple * this.width + column] ?? 0;
  }

  /** Equal count and sum: Rules 6 and 7 cannot tell the two couples apart in this column. */
  equal(a: number, b: number, column: number): boolean {
    return (
      this.count(a, column) === this.count(b, column) && this.sum(a, column) === this.sum(b, column)
    );
  }

  /** The cells examined, as `[couple, column]` pairs in order, grouped per couple as tallies. */
  tallies(examined: readonly number[]): ColumnTally[][] {
    const byCouple: ColumnTally[][] = indices(this.coupleCount).map(() => []);
    for (let index = 0; index < examined.length; index += 2) {
      const couple = examined[index] as number;
      const column = examined[index + 1] as number;
      byCouple[couple]?.push({
        column,
        count: this.count(couple, column),
        sum: this.sum(couple, column),
      });
    }
    return byCouple;
  }
}

/**
 * One run of Rules 5 to 8 over the cells: which couple gets which place, by
 * which rule. A class rather than closures and an object literal: this runs
 * five times per final, and a getter in an object literal (for the lazy
 * tallies) made each allocation several times slower to create.
 */
class Allocation implements MajorityAllocation {
  readonly placements: MajorityPlacement[] = [];
  readonly places: number[];
  /** The cells looked at while their couple was unplaced, as couple, column, couple, column, ... */
  private readonly examined: number[] = [];
  private builtTallies: ColumnTally[][] | undefined = undefined;
  private nextPlace: number;
  private done = false;

  constructor(
    private readonly cells: CumulativeCells,
    readonly majority: number,
    private readonly options: MajorityOptions,
  ) {
    this.nextPlace = options.firstPlace;
    this.places = new Array<number>(cells.coupleCount).fill(0);
  }

  get tallies(): ColumnTally[][] {
    return (this.builtTallies ??= this.cells.tallies(this.examined));
  }

  run(): void {
    const { firstColumn, lastColumn } = this.options;
    let unplaced = indices(this.cells.coupleCount);
    let column = firstColumn;
    let searchStart = firstColumn;
    while (unplaced.length > 0 && !this.done) {
      for (const couple of unplaced) this.examine(couple, column);
      const holders = unplaced.filter(
        (couple) => this.cells.count(couple, column) >= this.majority,
      );
      // Rule 8: nobody has a majority here, so the next column is taken in for everyone.
      if (holders.length === 0 && column < lastColumn) {
        column += 1;
        continue;
      }
      // In the last column every mark counts, so only a sheet without marks arrives here with no holder.
      const group = holders.length > 0 ? holders : unplaced;
      if (group.length === 1) {
        this.place(group, column > searchStart ? 'rule-8' : 'rule-5', column, column);
      } else {
        this.separate(group, column, column);
      }
      // Every couple of the group is placed now (or the run is done), so the rest are those outside it.
      unplaced =
        holders.length > 0 ? unplaced.filter((couple) => !this.isHolder(couple, column)) : [];
      // Once every majority in this column is used up, the next place is sought in the next column (Rule 6 note).
      column = Math.min(column + 1, lastColumn);
      searchStart = column;
    }
  }

  private isHolder(couple: number, column: number): boolean {
    return this.cells.count(couple, column) >= this.majority;
  }

  private examine(couple: number, column: number): void {
    this.examined.push(couple, column);
  }

  private place(group: readonly number[], rule: MajorityRule, column: number, at: number): void {
    const shared = this.nextPlace + (group.length - 1) / 2;
    for (const couple of group) {
      this.placements.push({ couple, place: shared, rule, column, decidedAtColumn: at });
      this.places[couple] = shared;
    }
    this.nextPlace += group.length;
    this.done = this.options.firstPlaceOnly === true;
  }

  /**
   * Rules 6 and 7 among couples that all hold a majority in `column`: greater
   * majority first, then lower sum; couples equal on both are compared in the
   * next column, on their own (Rule 7b), until the last column, where they
   * share. `majorityColumn` is where the group's majority was found.
   */
  private separate(group: readonly number[], column: number, majorityColumn: number): void {
    const { cells } = this;
    const ranked = group
      .slice()
      .sort(
        (a, b) =>
          cells.count(b, column) - cells.count(a, column) ||
          cells.sum(a, column) - cells.sum(b, column),
      );
    const runs = runsOfEqualCells(ranked, (a, b) => cells.equal(a, b, column));
    for (const [index, run] of runs.entries()) {
      if (this.done) return;
      if (run.length > 1) {
        if (column >= this.options.lastColumn) {
          this.place(run, 'shared', majorityColumn, column);
          continue;
        }
        for (const couple of run) this.examine(couple, column + 1);
        this.separate(run, column + 1, majorityColumn);
        continue;
      }
      if (column > majorityColumn) {
        this.place(run, 'rule-7b', majorityColumn, column);
        continue;
      }
      // The comparison that set this couple apart: with the next couple, or for the last one, with the one before.
      const neighbour = (runs[index + 1] ?? runs[index - 1])?.[0] as number;
      const mine = run[0] as number;
      const rule =
        cells.count(mine, column) === cells.count(neighbour, column) ? 'rule-7a' : 'rule-6';
      this.place(run, rule, majorityColumn, column);
    }
  }
}

/** Splits couples ranked by count and sum into runs that are equal on both. */
function runsOfEqualCells(
  ranked: readonly number[],
  equal: (a: number, b: number) => boolean,
): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  for (const couple of ranked) {
    if (run.length > 0 && !equal(run[0] as number, couple)) {
      runs.push(run);
      run = [];
    }
    run.push(couple);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}
