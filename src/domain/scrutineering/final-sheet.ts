import { checkDeclaredList, ownValue, positionsOf, sortIds } from './ids';
import { issue } from './issues';
import type { Checked, Issue } from './issues';

/**
 * A final's mark sheet (Rules 1 to 4): in every dance, every judge places
 * every couple, 1 for the best, up to the number of couples, without ties.
 */
export interface FinalMarkSheet {
  judges: readonly string[];
  dances: readonly string[];
  /** When given, exactly these couples danced; otherwise the couples are those with marks. */
  couples?: readonly string[];
  /** `marks[dance][couple][judge]` is the place that judge gave that couple in that dance. */
  marks: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, number>>>>>>;
}

/** A checked final, indexed for the calculation: `marks[dance][couple][judge]`. */
export interface FinalTable {
  judges: string[];
  dances: string[];
  couples: string[];
  marks: number[][][];
}

/**
 * Checks a final's sheet (Rules 1 to 4). Nearly every sheet is valid, so the
 * one-pass `fastFinalTable` is tried first; only a sheet it refuses goes
 * through `findFinalIssues`, which alone words the issues, so those stay
 * exactly as a scrutineer has always seen them.
 */
export function validateFinalSheet(sheet: FinalMarkSheet): Checked<FinalTable> {
  const table = fastFinalTable(sheet);
  return table ? { ok: true, value: table } : findFinalIssues(sheet);
}

/**
 * The table of a sheet with nothing wrong, or undefined at the first thing
 * wrong, without saying what: no issue objects, no string building, one look
 * at each mark. It must accept exactly the sheets `findFinalIssues` accepts
 * and build the same table (a property test holds the two together).
 */
export function fastFinalTable(sheet: FinalMarkSheet): FinalTable | undefined {
  const judgeAt = positionsOf(sheet.judges);
  const danceAt = positionsOf(sheet.dances);
  if (!judgeAt || !danceAt) return undefined;
  const danceKeys = Object.keys(sheet.marks);
  if (danceKeys.length !== danceAt.size || !danceKeys.every((dance) => danceAt.has(dance))) {
    return undefined;
  }
  const declared =
    sheet.couples ?? Object.keys(ownValue(sheet.marks, sheet.dances[0] as string) ?? {});
  if (sheet.couples && !positionsOf(sheet.couples)) return undefined;
  const couples = sortIds(declared);
  const coupleAt = positionsOf(couples);
  if (!coupleAt) return undefined;
  const marks: number[][][] = [];
  for (const dance of sheet.dances) {
    const byCouple = ownValue(sheet.marks, dance);
    const table = byCouple && danceTable(byCouple, coupleAt, judgeAt);
    if (!table) return undefined;
    marks.push(table);
  }
  return { judges: [...sheet.judges], dances: [...sheet.dances], couples, marks };
}

/**
 * One dance's `[couple][judge]` marks, or undefined unless every couple has
 * exactly one mark from every judge and each judge's marks are 1..n once each.
 * Walking the records' own keys (rather than looking ids up) means an id such
 * as "constructor" can never find something inherited.
 */
function danceTable(
  byCouple: Readonly<Record<string, Readonly<Record<string, number>>>>,
  coupleAt: ReadonlyMap<string, number>,
  judgeAt: ReadonlyMap<string, number>,
): number[][] | undefined {
  const n = coupleAt.size;
  const coupleKeys = Object.keys(byCouple);
  if (coupleKeys.length !== n) return undefined;
  const rows = new Array<number[]>(n);
  // taken[judge * (n + 1) + place] is set once that judge has given that place. (A plain
  // array: a typed array this small costs more to allocate than to use.)
  const taken = new Array<boolean>(judgeAt.size * (n + 1)).fill(false);
  for (const couple of coupleKeys) {
    const row = coupleAt.get(couple);
    const byJudge = byCouple[couple];
    if (row === undefined || byJudge === undefined) return undefined;
    const judgeKeys = Object.keys(byJudge);
    if (judgeKeys.length !== judgeAt.size) return undefined;
    const marks = new Array<number>(judgeAt.size).fill(0);
    for (const judge of judgeKeys) {
      const column = judgeAt.get(judge);
      const mark = byJudge[judge];
      if (column === undefined || !Number.isInteger(mark)) return undefined;
      const place = mark as number;
      const cell = column * (n + 1) + place;
      if (place < 1 || place > n || taken[cell] === true) return undefined;
      taken[cell] = true;
      marks[column] = place;
    }
    rows[row] = marks;
  }
  return rows;
}

/** Every issue of a sheet, in the order a scrutineer reads them; the table when there is none. */
export function findFinalIssues(sheet: FinalMarkSheet): Checked<FinalTable> {
  const issues: Issue[] = [
    ...checkDeclaredList('judge', sheet.judges),
    ...checkDeclaredList('dance', sheet.dances),
  ];
  const judges = [...new Set(sheet.judges)];
  const dances = [...new Set(sheet.dances)];

  for (const dance of Object.keys(sheet.marks)) {
    if (!dances.includes(dance)) {
      issues.push(
        issue(
          'unknown-dance',
          `Marks are given for "${dance}", which is not a dance of this final.`,
          {
            dance,
          },
        ),
      );
    }
  }

  const marked = dances.flatMap((dance) => Object.keys(ownValue(sheet.marks, dance) ?? {}));
  let couples: string[];
  if (sheet.couples) {
    issues.push(...checkDeclaredList('couple', sheet.couples));
    couples = sortIds(sheet.couples);
    for (const couple of sortIds(marked)) {
      if (!couples.includes(couple)) {
        issues.push(
          issue('unknown-couple', `Couple ${couple} has marks but is not in this final.`, {
            couple,
          }),
        );
      }
    }
  } else {
    couples = sortIds(marked);
    if (couples.length === 0 && dances.length > 0) {
      issues.push(issue('no-couples', 'The sheet has no marks for any couple.'));
    }
  }

  const marks = dances.map((dance) => {
    const byCouple = ownValue(sheet.marks, dance);
    if (byCouple === undefined) {
      issues.push(issue('missing-dance', `There are no marks for ${dance}.`, { dance }));
      return [];
    }
    issues.push(...checkDance(dance, byCouple, couples, judges));
    return couples.map((couple) =>
      judges.map((judge) => ownValue(ownValue(byCouple, couple) ?? {}, judge) ?? 0),
    );
  });

  return issues.length > 0
    ? { ok: false, issues }
    : { ok: true, value: { judges, dances, couples, marks } };
}

/** Rules 2 to 4 for one dance: each judge places each couple once, 1..n, no two couples alike. */
function checkDance(
  dance: string,
  byCouple: Readonly<Record<string, Readonly<Record<string, number>>>>,
  couples: readonly string[],
  judges: readonly string[],
): Issue[] {
  const issues: Issue[] = [];
  const n = couples.length;
  for (const couple of couples) {
    const byJudge = ownValue(byCouple, couple);
    if (byJudge === undefined) {
      issues.push(
        issue('missing-couple', `Couple ${couple} has no marks in ${dance}.`, { dance, couple }),
      );
      continue;
    }
    for (const judge of Object.keys(byJudge)) {
      if (!judges.includes(judge)) {
        issues.push(
          issue(
            'unknown-judge',
            `Judge ${judge} is not on the panel but marked couple ${couple} in ${dance}.`,
            {
              dance,
              couple,
              judge,
            },
          ),
        );
      }
    }
    for (const judge of judges) {
      const mark = ownValue(byJudge, judge);
      if (mark === undefined) {
        issues.push(
          issue('missing-mark', `Judge ${judge} did not place couple ${couple} in ${dance}.`, {
            dance,
            couple,
            judge,
          }),
        );
      } else if (!Number.isInteger(mark) || mark < 1 || mark > n) {
        issues.push(
          issue(
            'invalid-place',
            `Judge ${judge} gave couple ${couple} the place ${String(mark)} in ${dance}; places run from 1 to ${n}.`,
            { dance, couple, judge },
          ),
        );
      }
    }
  }
  for (const judge of judges) {
    const couplesByPlace = new Map<number, string[]>();
    for (const couple of couples) {
      const mark = ownValue(ownValue(byCouple, couple) ?? {}, judge);
      if (mark === undefined) continue;
      couplesByPlace.set(mark, [...(couplesByPlace.get(mark) ?? []), couple]);
    }
    for (const [place, tied] of couplesByPlace) {
      if (tied.length > 1) {
        issues.push(
          issue(
            'duplicate-place',
            `Judge ${judge} gave place ${place} to couples ${tied.join(', ')} in ${dance}; a judge may not tie couples.`,
            { dance, judge },
          ),
        );
      }
    }
  }
  return issues;
}
