/**
 * Ranks of the values, 1 for the smallest; tied values share the mean of the
 * ranks they span (2 and 3 tied are both 2.5), as rank statistics take them.
 */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length).fill(0);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end++;
    const shared = (start + end) / 2 + 1;
    for (let i = start; i <= end; i++) ranks[order[i]?.index ?? 0] = shared;
    start = end + 1;
  }
  return ranks;
}

/**
 * Spearman's rank correlation: Pearson's correlation of the two lists' ranks,
 * so ties are allowed (a final's shared places). 1 is the same order, -1 the
 * reverse, around 0 no relation. Null when it is not defined: fewer than two
 * values, or one list with every value equal.
 */
export function spearmanRho(a: readonly number[], b: readonly number[]): number | null {
  if (a.length !== b.length) throw new RangeError('spearmanRho needs two lists of one length');
  if (a.length < 2) return null;
  const ra = averageRanks(a);
  const rb = averageRanks(b);
  const mean = (a.length + 1) / 2;
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let i = 0; i < ra.length; i++) {
    const da = (ra[i] ?? 0) - mean;
    const db = (rb[i] ?? 0) - mean;
    covariance += da * db;
    varianceA += da * da;
    varianceB += db * db;
  }
  if (varianceA === 0 || varianceB === 0) return null;
  return covariance / Math.sqrt(varianceA * varianceB);
}
