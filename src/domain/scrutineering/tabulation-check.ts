/**
 * A second, separately written calculation of single-dance places (Rules 5 to 8),
 * used only by tests to check `placeSingleDance`. It shares no code with the
 * engine and works the way a scrutineer fills in a printed table: first the
 * whole table of "count (sum)" cells for every couple and every column, then
 * a walk along the columns. Within a column, the couples with a majority are
 * ordered by reading their cells from that column to the right as one key
 * (more marks first, then lower sum, column by column), which is Rules 6, 7a
 * and 7b at once; couples whose keys are equal to the end share their places.
 */
export function tabulateSingleDance(marks: readonly (readonly number[])[]): number[] {
  const couples = marks.length;
  const judges = marks[0]?.length ?? 0;
  const needed = Math.floor(judges / 2) + 1;

  // table[couple][column - 1] = [count, sum] of marks `column` or better
  const table = marks.map((row) =>
    Array.from({ length: couples }, (_, index) => {
      const column = index + 1;
      const better = row.filter((mark) => mark <= column);
      return [better.length, better.reduce((a, b) => a + b, 0)] as const;
    }),
  );
  const keyFrom = (couple: number, column: number): number[] =>
    (table[couple] ?? []).slice(column - 1).flatMap(([count, sum]) => [-count, sum]);
  const compareKeys = (a: number[], b: number[]): number => {
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
      const difference = (a[i] ?? 0) - (b[i] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  };

  const result = new Array<number>(couples).fill(0);
  const open = new Set(marks.map((_, couple) => couple));
  let placed = 0;
  for (let column = 1; column <= couples && open.size > 0; column += 1) {
    const withMajority = [...open].filter(
      (couple) => (table[couple]?.[column - 1]?.[0] ?? 0) >= needed,
    );
    withMajority.sort((a, b) => compareKeys(keyFrom(a, column), keyFrom(b, column)));
    for (let start = 0; start < withMajority.length;) {
      let end = start + 1;
      const head = keyFrom(withMajority[start] as number, column);
      while (
        end < withMajority.length &&
        compareKeys(head, keyFrom(withMajority[end] as number, column)) === 0
      ) {
        end += 1;
      }
      const size = end - start;
      const mean = placed + (size + 1) / 2;
      for (const couple of withMajority.slice(start, end)) {
        result[couple] = mean;
        open.delete(couple);
      }
      placed += size;
      start = end;
    }
  }
  return result;
}
