import { checkDeclaredList, ownValue, sortIds } from './ids';
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

export function validateFinalSheet(sheet: FinalMarkSheet): Checked<FinalTable> {
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
