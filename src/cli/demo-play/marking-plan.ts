import { seededFraction } from './seeded-fraction';

/** One send of a judge's phone: a draft midway through the dance, then the submit. */
export type SheetSend = {
  /** When, as a fraction (0 to 1) of the round's marking time. */
  at: number;
  judgeId: string;
  dance: string;
  kind: 'draft' | 'submit';
  /** This judge hands in each dance after the next one has begun. */
  late: boolean;
  /** The judge submits a wrong mark here, which the scrutineer then corrects. */
  mistaken: boolean;
};

/** The scrutineer corrects a judge's submitted sheet, as the judge asked. */
export type Correction = { at: number; judgeId: string; dance: string };

export type MarkingPlan = { sends: SheetSend[]; correction: Correction | null };

export const sheetKey = (judgeId: string, dance: string) => `${judgeId}\u0000${dance}`;

/**
 * The judges' sends for a round, in time order. Each dance has an equal
 * share of the marking time; each judge taps a draft midway and submits near
 * its end, at a moment of their own. One judge (chosen by the seed) is late:
 * each dance comes in after the next has begun, the last one after everyone.
 * With `correct`, another judge submits one dance wrong and the scrutineer
 * corrects it once the others are in. Sheets already submitted (a round
 * picked up while running) are not sent again.
 */
export function planMarking({
  seed,
  judges,
  dances,
  submitted,
  correct,
}: {
  seed: string;
  judges: readonly string[];
  dances: readonly string[];
  submitted: ReadonlySet<string>;
  correct: boolean;
}): MarkingPlan {
  const share = 1 / Math.max(1, dances.length);
  const lateJudge =
    judges.length >= 2
      ? judges[Math.floor(seededFraction(seed, 'late') * judges.length)]
      : undefined;
  const mistakenJudge =
    correct && judges.length >= 2
      ? judges.find(
          (judge) => judge !== lateJudge && dances.some((d) => !submitted.has(sheetKey(judge, d))),
        )
      : undefined;
  const mistakenDance = dances.find(
    (dance) => mistakenJudge !== undefined && !submitted.has(sheetKey(mistakenJudge, dance)),
  );

  const sends: SheetSend[] = [];
  dances.forEach((dance, index) => {
    const begins = index * share;
    for (const judge of judges) {
      if (submitted.has(sheetKey(judge, dance))) continue;
      const late = judge === lateJudge;
      const mistaken = judge === mistakenJudge && dance === mistakenDance;
      const moment = seededFraction(seed, judge, dance);
      sends.push({
        at: begins + share * (0.3 + 0.2 * moment),
        judgeId: judge,
        dance,
        kind: 'draft',
        late,
        mistaken: false,
      });
      sends.push({
        at: late ? Math.min(1, begins + share * 1.5) : begins + share * (0.7 + 0.2 * moment),
        judgeId: judge,
        dance,
        kind: 'submit',
        late,
        mistaken,
      });
    }
  });
  const correction =
    mistakenJudge !== undefined && mistakenDance !== undefined
      ? {
          at: dances.indexOf(mistakenDance) * share + share * 0.95,
          judgeId: mistakenJudge,
          dance: mistakenDance,
        }
      : null;
  sends.sort((a, b) => a.at - b.at);
  return { sends, correction };
}

/**
 * The wrong sheet a judge submits by mistake: in a recall round the last
 * couple recalled swapped for one not recalled; in a final the last two
 * places swapped. Null when no plausible mistake exists (nothing to swap).
 */
export function mistakenEntries(
  kind: 'recall' | 'final',
  entries: readonly string[],
  couples: readonly string[],
): string[] | null {
  if (kind === 'final') {
    if (entries.length < 2) return null;
    const swapped = [...entries];
    const last = swapped.length - 1;
    [swapped[last - 1], swapped[last]] = [swapped[last] as string, swapped[last - 1] as string];
    return swapped;
  }
  const notRecalled = couples.find((couple) => !entries.includes(couple));
  if (notRecalled === undefined || entries.length === 0) return null;
  return [...entries.slice(0, -1), notRecalled];
}
