import type { PageViewCount } from '../../../shared/contract/analytics';

/** One route's line of the table: its views on each of the table's days, and in all. */
export type PageViewRow = { route: string; views: number[]; total: number };

/**
 * The counts as a table of routes by days: only days and routes with views
 * (a year of empty columns would hide the few that matter), newest day first,
 * the most viewed route first, with totals per day and overall.
 */
export type PageViewTable = {
  days: string[];
  rows: PageViewRow[];
  dayTotals: number[];
  total: number;
};

export function pageViewTable(counts: readonly PageViewCount[]): PageViewTable {
  const days = [...new Set(counts.map((count) => count.day))].sort().reverse();
  const column = new Map(days.map((day, index) => [day, index]));
  const byRoute = new Map<string, PageViewRow>();
  for (const { route, day, views } of counts) {
    const row = byRoute.get(route) ?? { route, views: days.map(() => 0), total: 0 };
    byRoute.set(route, row);
    const index = column.get(day) ?? 0;
    row.views[index] = (row.views[index] ?? 0) + views;
    row.total += views;
  }
  const rows = [...byRoute.values()].sort(
    (a, b) => b.total - a.total || a.route.localeCompare(b.route),
  );
  return {
    days,
    rows,
    dayTotals: days.map((_day, index) =>
      rows.reduce((sum, row) => sum + (row.views[index] ?? 0), 0),
    ),
    total: rows.reduce((sum, row) => sum + row.total, 0),
  };
}
