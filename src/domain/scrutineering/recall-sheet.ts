import { checkDeclaredList, indices, ownValue, positionsOf, sortIds } from './ids';
import { issue } from './issues';
import type { Checked, Issue } from './issues';

/**
 * A preliminary round's mark sheet (Rule 1): in each dance, each judge marks
 * the couples they want to see in the next round.
 */
export interface RecallMarkSheet {
  judges: readonly string[];
  dances: readonly string[];
  /** Every couple that danced the round, including any that received no mark. */
  couples: readonly string[];
  /** How many couples the chairman asked to recall. */
  recallSize: number;
  /** `marks[dance][judge]` lists the couples that judge marked in that dance. */
  marks: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
}

/** The same sheet as a grid: `marks[dance][couple][judge]` is 1 (marked) or 0. */
export interface RecallMatrixSheet {
  judges: readonly string[];
  dances: readonly string[];
  /** When given, exactly these couples danced; otherwise the couples are those in the grid. */
  couples?: readonly string[];
  recallSize: number;
  marks: Readonly<
    Record<string, Readonly<Record<string, Readonly<Record<string, number | boolean>>>>>
  >;
}

/** A checked round, indexed for counting: `marks[dance][couple][judge]` is 1 or 0. */
export interface RecallTable {
  judges: string[];
  dances: string[];
  couples: string[];
  recallSize: number;
  marks: number[][][];
}

/**
 * Checks a preliminary round's sheet. As for finals, the one-pass
 * `fastRecallTable` takes the valid sheets and `findRecallIssues`, the only
 * place issues are worded, explains the others.
 */
export function validateRecallSheet(sheet: RecallMarkSheet): Checked<RecallTable> {
  const table = fastRecallTable(sheet);
  return table ? { ok: true, value: table } : findRecallIssues(sheet);
}

/**
 * The table of a sheet with nothing wrong, or undefined at the first thing
 * wrong. It must accept exactly the sheets `findRecallIssues` accepts and
 * build the same table (a property test holds the two together).
 */
export function fastRecallTable(sheet: RecallMarkSheet): RecallTable | undefined {
  const judgeAt = positionsOf(sheet.judges);
  const danceAt = positionsOf(sheet.dances);
  const couples = sortIds(sheet.couples);
  const coupleAt = positionsOf(couples);
  const { recallSize } = sheet;
  if (!judgeAt || !danceAt || !coupleAt || couples.length !== sheet.couples.length) {
    return undefined;
  }
  if (!Number.isInteger(recallSize) || recallSize < 1 || recallSize > couples.length) {
    return undefined;
  }
  const danceKeys = Object.keys(sheet.marks);
  if (danceKeys.length !== danceAt.size || !danceKeys.every((dance) => danceAt.has(dance))) {
    return undefined;
  }
  const marks: number[][][] = [];
  for (const dance of sheet.dances) {
    const byJudge = ownValue(sheet.marks, dance);
    const grid = byJudge && recallGrid(byJudge, coupleAt, judgeAt);
    if (!grid) return undefined;
    marks.push(grid);
  }
  return {
    judges: [...sheet.judges],
    dances: [...sheet.dances],
    couples,
    recallSize,
    marks,
  };
}

/**
 * One dance's `[couple][judge]` grid of 1 and 0, or undefined unless every
 * judge handed in a list, and each list names couples of the round once each.
 */
function recallGrid(
  byJudge: Readonly<Record<string, readonly string[]>>,
  coupleAt: ReadonlyMap<string, number>,
  judgeAt: ReadonlyMap<string, number>,
): number[][] | undefined {
  const judgeKeys = Object.keys(byJudge);
  if (judgeKeys.length !== judgeAt.size) return undefined;
  const grid = indices(coupleAt.size).map(() => new Array<number>(judgeAt.size).fill(0));
  for (const judge of judgeKeys) {
    const column = judgeAt.get(judge);
    const list = byJudge[judge];
    if (column === undefined || list === undefined) return undefined;
    for (const couple of list) {
      const row = grid[coupleAt.get(couple) ?? -1]; // no row: not a couple of this round
      if (row === undefined || row[column] === 1) return undefined;
      row[column] = 1;
    }
  }
  return grid;
}

/** Every issue of a sheet, in the order a scrutineer reads them; the table when there is none. */
export function findRecallIssues(sheet: RecallMarkSheet): Checked<RecallTable> {
  const issues: Issue[] = [
    ...checkDeclaredList('judge', sheet.judges),
    ...checkDeclaredList('dance', sheet.dances),
    ...checkDeclaredList('couple', sheet.couples),
  ];
  const judges = [...new Set(sheet.judges)];
  const dances = [...new Set(sheet.dances)];
  const couples = sortIds(sheet.couples);
  // Rule 1: judges mark the number of couples asked for, so it cannot exceed the couples who
  // danced; a larger number is a slip that would otherwise silently recall everyone. (With no
  // couples listed, no-couples is the issue to report.)
  const { recallSize } = sheet;
  const tooMany = couples.length > 0 && recallSize > couples.length;
  if (!Number.isInteger(recallSize) || recallSize < 1 || tooMany) {
    const range = couples.length > 0 ? `from 1 to ${couples.length}` : 'of at least 1';
    issues.push(
      issue(
        'invalid-recall-size',
        `The recall size must be a whole number ${range}, not ${String(recallSize)}.`,
      ),
    );
  }

  for (const dance of Object.keys(sheet.marks)) {
    if (!dances.includes(dance)) {
      issues.push(
        issue(
          'unknown-dance',
          `Marks are given for "${dance}", which is not a dance of this round.`,
          { dance },
        ),
      );
    }
  }
  const marks = dances.map((dance) => {
    const byJudge = ownValue(sheet.marks, dance);
    if (byJudge === undefined) {
      issues.push(issue('missing-dance', `There are no marks for ${dance}.`, { dance }));
      return [];
    }
    for (const judge of Object.keys(byJudge)) {
      if (!judges.includes(judge)) {
        issues.push(
          issue(
            'unknown-judge',
            `Judge ${judge} is not on the panel but marked couples in ${dance}.`,
            { dance, judge },
          ),
        );
      }
    }
    const recalledBy = judges.map((judge) => {
      const list = ownValue(byJudge, judge);
      if (list === undefined) {
        issues.push(
          issue('missing-mark', `Judge ${judge} handed in no marks for ${dance}.`, {
            dance,
            judge,
          }),
        );
        return new Set<string>();
      }
      issues.push(...checkJudgeList(dance, judge, list, couples));
      return new Set(list);
    });
    return couples.map((couple) => recalledBy.map((list) => (list.has(couple) ? 1 : 0)));
  });

  return issues.length > 0
    ? { ok: false, issues }
    : { ok: true, value: { judges, dances, couples, recallSize: sheet.recallSize, marks } };
}

function checkJudgeList(
  dance: string,
  judge: string,
  list: readonly string[],
  couples: readonly string[],
): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  for (const couple of list) {
    if (!couples.includes(couple)) {
      issues.push(
        issue(
          'unknown-couple',
          `Judge ${judge} marked couple ${couple} in ${dance}, which did not dance this round.`,
          { dance, couple, judge },
        ),
      );
    } else if (seen.has(couple)) {
      issues.push(
        issue(
          'duplicate-recall-mark',
          `Judge ${judge} marked couple ${couple} more than once in ${dance}.`,
          { dance, couple, judge },
        ),
      );
    }
    seen.add(couple);
  }
  return issues;
}

/** Reads the grid form (as the command line takes it) into lists, then checks it like any sheet. */
export function validateRecallMatrix(sheet: RecallMatrixSheet): Checked<RecallTable> {
  const issues: Issue[] = [];
  const couples =
    sheet.couples ??
    sortIds(Object.values(sheet.marks).flatMap((byCouple) => Object.keys(byCouple)));
  // Maps, not object literals, so that a judge called "constructor" gets a list of its own.
  const marks = new Map<string, Map<string, string[]>>();
  for (const [dance, byCouple] of Object.entries(sheet.marks)) {
    const lists = new Map<string, string[]>();
    for (const [couple, byJudge] of Object.entries(byCouple)) {
      for (const [judge, mark] of Object.entries(byJudge)) {
        const list = lists.get(judge) ?? [];
        lists.set(judge, list);
        if (mark === 1 || mark === true) list.push(couple);
        else if (mark !== 0 && mark !== false) {
          issues.push(
            issue(
              'invalid-recall-mark',
              `Judge ${judge} gave couple ${couple} the recall mark ${String(mark)} in ${dance}; a recall mark is 1 or 0.`,
              { dance, couple, judge },
            ),
          );
        }
      }
    }
    marks.set(dance, lists);
    issues.push(...missingCells(dance, byCouple, couples, sheet.judges, lists));
  }
  const checked = validateRecallSheet({
    ...sheet,
    couples,
    // Object.fromEntries makes own keys even of "__proto__", which assignment would not.
    marks: Object.fromEntries(
      [...marks].map(([dance, lists]) => [dance, Object.fromEntries(lists)]),
    ),
  });
  if (issues.length === 0) return checked;
  return { ok: false, issues: [...issues, ...(checked.ok ? [] : checked.issues)] };
}

/** In the grid every couple has a row in every dance, and a judge who marked the dance fills every cell. */
function missingCells(
  dance: string,
  byCouple: Readonly<Record<string, Readonly<Record<string, number | boolean>>>>,
  couples: readonly string[],
  judges: readonly string[],
  lists: ReadonlyMap<string, readonly string[]>,
): Issue[] {
  const issues: Issue[] = [];
  for (const couple of couples) {
    const byJudge = ownValue(byCouple, couple);
    if (byJudge === undefined) {
      issues.push(
        issue('missing-couple', `Couple ${couple} has no row in ${dance}.`, { dance, couple }),
      );
      continue;
    }
    for (const judge of judges) {
      if (lists.has(judge) && ownValue(byJudge, judge) === undefined) {
        issues.push(
          issue('missing-mark', `Judge ${judge} left couple ${couple} blank in ${dance}.`, {
            dance,
            couple,
            judge,
          }),
        );
      }
    }
  }
  return issues;
}
