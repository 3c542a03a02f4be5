/**
 * The old app's saved results against what our engine computed from the same
 * marks, couple by couple. Neither side is preferred: every difference is
 * reported with the file's path, and the stored result is always the engine's.
 */

export type ResultDifference = {
  path: string;
  /** The couple's number. */
  couple: string;
  file: string | null;
  ours: string | null;
};

/** Places compare as numbers when both are numbers ("2" and 2.0 agree), else as text ("7-8"). */
function samePlace(a: string, b: string): boolean {
  const x = Number(a);
  const y = Number(b);
  return Number.isFinite(x) && Number.isFinite(y) ? x === y : a.trim() === b.trim();
}

/** Differences between two tables keyed by couple number; a couple missing from one side is one too. */
export function compareByCouple(
  path: string,
  file: Readonly<Record<string, string | number>>,
  ours: Readonly<Record<string, string | number>>,
): ResultDifference[] {
  const couples = [...new Set([...Object.keys(file), ...Object.keys(ours)])].sort(
    (a, b) => Number(a) - Number(b) || a.localeCompare(b),
  );
  return couples.flatMap((couple) => {
    const inFile = file[couple];
    const inOurs = ours[couple];
    const a = inFile === undefined ? null : String(inFile);
    const b = inOurs === undefined ? null : String(inOurs);
    if (a !== null && b !== null && samePlace(a, b)) return [];
    return [{ path: `${path}/${couple}`, couple, file: a, ours: b }];
  });
}

/**
 * Our recall totals count every dance (the judge's one list is each dance's
 * sheet), the old app's once per judge: ours are divided by the dances before
 * comparing.
 */
export function perRoundRecalls(
  totals: Readonly<Record<string, number>>,
  danceCount: number,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(totals).map(([couple, total]) => [couple, total / Math.max(1, danceCount)]),
  );
}
