import type { z } from 'zod';

/**
 * A stored row reduced to the columns the format names, in the format's order,
 * so the document's key order never depends on the database or its column
 * order (which differs after ALTER TABLE on the two databases).
 */
export function pickColumns(
  row: z.ZodObject,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(Object.keys(row.shape).map((column) => [column, stored[column]]));
}

/**
 * Orders rows by the given columns: texts by UTF-16 code units, numbers by
 * value. Sorting here rather than in SQL keeps the order the same on SQLite
 * and PostgreSQL, whose text collations differ.
 */
export function byColumns(columns: readonly string[]) {
  return (a: Record<string, unknown>, b: Record<string, unknown>): number => {
    for (const column of columns) {
      const x = a[column];
      const y = b[column];
      if (x === y) continue;
      if (typeof x === 'number' && typeof y === 'number') return x - y;
      return String(x) < String(y) ? -1 : 1;
    }
    return 0;
  };
}
