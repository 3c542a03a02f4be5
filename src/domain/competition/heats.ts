import { normalizeCount } from './rounds';

/**
 * Draws couples into heats: a shuffle (Fisher-Yates, driven by `random`, which
 * returns numbers in [0, 1) like Math.random) dealt out so that heat sizes
 * differ by at most one, the larger heats first. The same random sequence
 * gives the same draw, so a draw can be replayed from a seeded generator.
 * numHeats below 1 means 1 (normalizeCount); with more heats than couples some
 * heats are empty. A random value outside [0, 1) is clamped, never an error.
 */
export function drawHeats(
  couples: readonly string[],
  numHeats: number,
  random: () => number,
): string[][] {
  const heatCount = normalizeCount(numHeats);
  const shuffled = [...couples];
  for (let last = shuffled.length - 1; last > 0; last--) {
    const pick = pickIndex(random(), last + 1);
    [shuffled[last], shuffled[pick]] = [shuffled[pick] as string, shuffled[last] as string];
  }

  const smaller = Math.floor(shuffled.length / heatCount);
  const larger = shuffled.length % heatCount;
  const heats: string[][] = [];
  let start = 0;
  for (let heat = 0; heat < heatCount; heat++) {
    const size = heat < larger ? smaller + 1 : smaller;
    heats.push(shuffled.slice(start, start + size));
    start += size;
  }
  return heats;
}

function pickIndex(value: number, length: number): number {
  const unit = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1 - Number.EPSILON) : 0;
  return Math.min(Math.floor(unit * length), length - 1);
}
