import { issue } from './issues';
import type { Issue, IssueCode } from './issues';

/**
 * Couple numbers, judge letters and dance names are free-form strings. Results
 * list couples in a stable order: numbers numerically, anything else after
 * them, alphabetically.
 */
export function compareIds(a: string, b: string): number {
  const numericA = /^\d+$/.test(a);
  const numericB = /^\d+$/.test(b);
  if (numericA && numericB) return Number(a) - Number(b) || (a < b ? -1 : a > b ? 1 : 0);
  if (numericA !== numericB) return numericA ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The value a record holds under an id, never one it inherits: ids are
 * free-form, so a judge called "constructor" or a couple called "toString"
 * must not find Object.prototype's members (JSON.parse even makes "__proto__"
 * an ordinary own key).
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, id: string): T | undefined {
  return Object.hasOwn(record, id) ? record[id] : undefined;
}

export function sortIds(ids: Iterable<string>): string[] {
  return [...new Set(ids)].sort(compareIds);
}

/** 0, 1, ..., count - 1. (A loop: Array.from({ length }) is over ten times slower, and the engine asks often.) */
export function indices(count: number): number[] {
  const result: number[] = [];
  for (let index = 0; index < count; index += 1) result.push(index);
  return result;
}

/**
 * A record of `keys[i]` to `valueAt(i)`, every key its own, even "__proto__"
 * (which plain assignment would take as the prototype). Faster than
 * Object.fromEntries, which the engine would call several times per final.
 */
export function recordOf<T>(
  keys: readonly string[],
  valueAt: (index: number) => T,
): Record<string, T> {
  const record: Record<string, T> = {};
  keys.forEach((key, index) => {
    if (key === '__proto__') {
      Object.defineProperty(record, key, {
        value: valueAt(index),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else {
      record[key] = valueAt(index);
    }
  });
  return record;
}

/**
 * Each id's position in a declared list, or undefined when the list is empty
 * or names an id twice (what checkDeclaredList reports). A Map, so that ids
 * like "__proto__" and "constructor" are keys like any other.
 */
export function positionsOf(ids: readonly string[]): Map<string, number> | undefined {
  const positions = new Map<string, number>();
  for (const id of ids) positions.set(id, positions.size);
  return positions.size === ids.length && ids.length > 0 ? positions : undefined;
}

const listCodes = {
  judge: { empty: 'no-judges', duplicate: 'duplicate-judge' },
  dance: { empty: 'no-dances', duplicate: 'duplicate-dance' },
  couple: { empty: 'no-couples', duplicate: 'duplicate-couple' },
} as const satisfies Record<string, { empty: IssueCode; duplicate: IssueCode }>;

/** A declared list of judges, dances or couples must be non-empty and name each one once. */
export function checkDeclaredList(kind: keyof typeof listCodes, ids: readonly string[]): Issue[] {
  if (ids.length === 0) return [issue(listCodes[kind].empty, `The sheet names no ${kind}s.`)];
  const seen = new Set<string>();
  const issues: Issue[] = [];
  for (const id of ids) {
    if (seen.has(id)) {
      issues.push(
        issue(listCodes[kind].duplicate, `The ${kind} "${id}" is listed more than once.`, {
          [kind]: id,
        }),
      );
    }
    seen.add(id);
  }
  return issues;
}
