import { compareIds, ownValue } from './ids';
import type { Checked } from './issues';
import { validateRecallSheet } from './recall-sheet';
import type { RecallMarkSheet, RecallTable } from './recall-sheet';

/** When couples tie across the cut, the chairman decides: recall all of them, or none. */
export type TieChoice = 'recall-more' | 'recall-fewer';

export interface RecallTie {
  /** The number of marks the tied couples share. */
  marks: number;
  couples: string[];
  /** How many couples are recalled if none of the tied couples is. */
  recallFewer: number;
  /** How many couples are recalled if all of them are. */
  recallMore: number;
}

export interface RecallResult {
  /** Per couple, its marks summed over all judges and all dances of the round (`sumRecalls`). */
  totals: Record<string, number>;
  /** Most marks first. */
  recalled: string[];
  /** Places of the couples not recalled, e.g. "7" or "14-15" when couples share them. */
  places: Record<string, string>;
  /** A tie across the cut; while no choice is given, its couples are neither recalled nor placed. */
  tie: RecallTie | null;
}

/** Checks a preliminary round's marks and works out who is recalled. */
export function scrutineerRecall(
  sheet: RecallMarkSheet,
  tieChoice?: TieChoice,
): Checked<RecallResult> {
  const checked = validateRecallSheet(sheet);
  return checked.ok ? { ok: true, value: computeRecalls(checked.value, tieChoice) } : checked;
}

export function computeRecalls(table: RecallTable, tieChoice?: TieChoice): RecallResult {
  // Records keyed by couple are built with Object.fromEntries, which (unlike assignment) makes
  // an own key even of a couple called "__proto__".
  const totals: Record<string, number> = Object.fromEntries(
    table.couples.map((couple, index) => [
      couple,
      table.marks.reduce(
        (total, dance) => total + (dance[index] ?? []).reduce((sum, mark) => sum + mark, 0),
        0,
      ),
    ]),
  );
  const marksOf = (couple: string) => ownValue(totals, couple) ?? 0;
  const ranked = [...table.couples].sort((a, b) => marksOf(b) - marksOf(a) || compareIds(a, b));
  const groups = groupByMarks(ranked, marksOf);

  const recalled: string[] = [];
  const eliminated: string[][] = [];
  let tie: RecallTie | null = null;
  let before = 0;
  for (const group of groups) {
    const after = before + group.length;
    if (after <= table.recallSize) {
      recalled.push(...group);
    } else if (before >= table.recallSize) {
      eliminated.push(group);
    } else {
      tie = {
        marks: marksOf(group[0] as string),
        couples: group,
        recallFewer: before,
        recallMore: after,
      };
      if (tieChoice === 'recall-more') recalled.push(...group);
      else if (tieChoice === 'recall-fewer') eliminated.push(group);
    }
    before = after;
  }

  const places: [string, string][] = [];
  // Places count every couple ranked above, including tied couples still awaiting the chairman's choice.
  let next = tie && tieChoice === undefined ? tie.recallMore + 1 : recalled.length + 1;
  for (const group of eliminated) {
    const last = next + group.length - 1;
    for (const couple of group)
      places.push([couple, last === next ? `${next}` : `${next}-${last}`]);
    next = last + 1;
  }
  return { totals, recalled, places: Object.fromEntries(places), tie };
}

function groupByMarks(ranked: readonly string[], marksOf: (couple: string) => number): string[][] {
  const groups: string[][] = [];
  for (const couple of ranked) {
    const last = groups.at(-1);
    if (last && marksOf(last[0] as string) === marksOf(couple)) last.push(couple);
    else groups.push([couple]);
  }
  return groups;
}
