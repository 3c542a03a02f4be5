import { createHash } from 'node:crypto';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * Believable marks for the demo competition and `npm run demo:play`.
 *
 * Judges agree with a hidden ranking of the couples (the order they are given
 * in, best first) and each adds their own view: a lasting opinion of each
 * couple (the judge who likes a couple's style), a little noise per dance,
 * and now and then a strong disagreement (the judge who saw a stumble, or
 * has a favourite). The result is the texture of real results: clear winners,
 * split marks in the middle, the odd judge far from the panel.
 *
 * Everything is decided by `seed`, so a seeded day is the same every time and
 * on every machine. This is demo data, not a rule of the product: it lives
 * with the seeding code and the engine never sees where marks came from.
 */

export type DemoPanel = {
  /** Any text; the same seed and input give the same marks. */
  seed: string;
  /** Entry ids in the hidden ranking, best first. */
  couples: readonly string[];
  judges: readonly string[];
  dances: readonly string[];
};

/** Per judge, per dance: the entry ids recalled (recall rounds) or in place order (finals). */
export type DemoMarks = Record<string, Record<string, string[]>>;

/** How far apart two neighbouring couples are in the hidden ranking, in score units. */
const GAP = 1;
/** A judge's lasting opinion of a couple, the same in every dance. */
const JUDGE_OPINION = 0.9;
/** A judge's impression of one couple in one dance. */
const DANCE_NOISE = 0.6;
/** How often a judge sees a couple very differently in one dance, and by how much. */
const DISAGREEMENT_CHANCE = 0.04;
const DISAGREEMENT = 4;

function rngFor(seed: string): RandomGenerator {
  // xoroshiro takes a 32-bit seed: any text maps to one, evenly.
  return xoroshiro128plus(createHash('sha256').update(seed).digest().readInt32LE(0));
}

/** A standard normal draw (Box-Muller); 1 - u keeps the logarithm finite. */
function normal(rng: RandomGenerator): number {
  const u = 1 - uniformFloat64(rng);
  const v = uniformFloat64(rng);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/**
 * Each judge's order of the couples in each dance, best first. Draws are taken
 * in a fixed order (judge, couple, dance), so the result depends only on the input.
 */
function judgedOrders(panel: DemoPanel): Record<string, Record<string, string[]>> {
  const rng = rngFor(panel.seed);
  const orders: Record<string, Record<string, string[]>> = {};
  for (const judge of panel.judges) {
    const scores = new Map<string, Map<string, number>>(
      panel.dances.map((dance) => [dance, new Map<string, number>()]),
    );
    panel.couples.forEach((couple, rank) => {
      const opinion = JUDGE_OPINION * normal(rng);
      for (const dance of panel.dances) {
        const disagreement =
          uniformFloat64(rng) < DISAGREEMENT_CHANCE ? DISAGREEMENT * normal(rng) : 0;
        const score = -rank * GAP + opinion + DANCE_NOISE * normal(rng) + disagreement;
        scores.get(dance)?.set(couple, score);
      }
    });
    orders[judge] = Object.fromEntries(
      [...scores].map(([dance, byCouple]) => [
        dance,
        [...byCouple].sort((a, b) => b[1] - a[1]).map(([couple]) => couple),
      ]),
    );
  }
  return orders;
}

/** A final: every judge places every couple in every dance, 1st first. */
export function demoFinalMarks(panel: DemoPanel): DemoMarks {
  return judgedOrders(panel);
}

/** A recall round: every judge recalls their best `recall` couples in each dance. */
export function demoRecallMarks(panel: DemoPanel & { recall: number }): DemoMarks {
  if (!Number.isInteger(panel.recall) || panel.recall < 0 || panel.recall > panel.couples.length)
    throw new RangeError(`recall must be a whole number from 0 to ${panel.couples.length}`);
  const orders = judgedOrders(panel);
  const marks: DemoMarks = {};
  for (const [judge, byDance] of Object.entries(orders))
    marks[judge] = Object.fromEntries(
      Object.entries(byDance).map(([dance, order]) => [dance, order.slice(0, panel.recall)]),
    );
  return marks;
}

/**
 * A seeded stand-in for Math.random, for the product's own draws (heats) while
 * the demo is seeded, so the seeded day is the same every time.
 */
export function demoRandom(seed: string): () => number {
  const rng = rngFor(`${seed}/random`);
  return () => uniformFloat64(rng);
}

/** The hidden ranking of an event's couples: a seeded shuffle (Fisher-Yates). */
export function demoHiddenRanking(seed: string, couples: readonly string[]): string[] {
  const rng = rngFor(`${seed}/ranking`);
  const ranking = [...couples];
  for (let i = ranking.length - 1; i > 0; i--) {
    const j = Math.floor(uniformFloat64(rng) * (i + 1));
    [ranking[i], ranking[j]] = [ranking[j] as string, ranking[i] as string];
  }
  return ranking;
}
