/**
 * Throughput of the scrutineering engine, from marks to results (validation
 * included):
 *   finals of 8 couples x 5 dances x 11 judges, per second: the places only,
 *   and the places with their explanations read (which are worked out on
 *   first read);
 *   recall rounds of 48 couples x 5 dances x 11 judges (24 marks each), per second.
 * Run with `npm run bench:engine`. The marks come from a seeded generator, so
 * runs on the same machine are comparable.
 */
import { scrutineerFinal, scrutineerRecall } from '../src/domain/scrutineering';
import type { FinalMarkSheet, RecallMarkSheet } from '../src/domain/scrutineering';

/** mulberry32: a small deterministic generator. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

const ids = (prefix: string, count: number, start = 1) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + start}`);
const dances = ['Waltz', 'Tango', 'Viennese Waltz', 'Foxtrot', 'Quickstep'];
const judges = ids('J', 11);

function randomFinal(random: () => number): FinalMarkSheet {
  const couples = ids('', 8, 101);
  const marks: Record<string, Record<string, Record<string, number>>> = {};
  for (const dance of dances) {
    const byCouple: Record<string, Record<string, number>> = {};
    for (const couple of couples) byCouple[couple] = {};
    for (const judge of judges) {
      shuffled(couples, random).forEach((couple, index) => {
        (byCouple[couple] as Record<string, number>)[judge] = index + 1;
      });
    }
    marks[dance] = byCouple;
  }
  return { judges, dances, marks };
}

function randomRound(random: () => number): RecallMarkSheet {
  const couples = ids('', 48, 101);
  const marks: Record<string, Record<string, string[]>> = {};
  for (const dance of dances) {
    marks[dance] = Object.fromEntries(
      judges.map((judge) => [judge, shuffled(couples, random).slice(0, 24)]),
    );
  }
  return { judges, dances, couples, recallSize: 24, marks };
}

/** Runs `work` over the sheets, round and round, for about `seconds`; returns runs per second. */
function perSecond<T>(sheets: readonly T[], work: (sheet: T) => unknown, seconds: number): number {
  for (const sheet of sheets.slice(0, 20)) work(sheet); // warm up
  let runs = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    for (const sheet of sheets) work(sheet);
    runs += sheets.length;
  }
  return runs / ((performance.now() - start) / 1000);
}

const random = seededRandom(20240601);
const finals = Array.from({ length: 200 }, () => randomFinal(random));
const rounds = Array.from({ length: 50 }, () => randomRound(random));

const finalsPerSecond = perSecond(finals, (sheet) => scrutineerFinal(sheet), 3);
const explainedPerSecond = perSecond(
  finals,
  (sheet) => {
    const checked = scrutineerFinal(sheet);
    return checked.ok ? checked.value.explanations : checked;
  },
  3,
);
const roundsPerSecond = perSecond(rounds, (sheet) => scrutineerRecall(sheet), 3);
const format = (value: number) => Math.round(value).toLocaleString('en-US');

console.log(`finals (8 couples x 5 dances x 11 judges): ${format(finalsPerSecond)} per second`);
console.log(
  `finals worked and explained (explanations read): ${format(explainedPerSecond)} per second`,
);
console.log(
  `recall rounds (48 couples x 5 dances x 11 judges): ${format(roundsPerSecond)} per second`,
);
