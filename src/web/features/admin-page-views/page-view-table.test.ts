import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageViewTable } from './page-view-table';

describe('pageViewTable', () => {
  it('puts routes by most viewed and days newest first, with totals', () => {
    const table = pageViewTable([
      { route: '/', day: '2026-11-23', views: 5 },
      { route: '/results/:event', day: '2026-11-23', views: 2 },
      { route: '/results/:event', day: '2026-11-24', views: 7 },
      { route: '/venue', day: '2026-11-24', views: 1 },
    ]);
    expect(table).toEqual({
      days: ['2026-11-24', '2026-11-23'],
      rows: [
        { route: '/results/:event', views: [7, 2], total: 9 },
        { route: '/', views: [0, 5], total: 5 },
        { route: '/venue', views: [1, 0], total: 1 },
      ],
      dayTotals: [8, 7],
      total: 15,
    });
  });

  it('orders routes with the same total by their pattern', () => {
    const table = pageViewTable([
      { route: '/venue', day: '2026-11-24', views: 3 },
      { route: '/about', day: '2026-11-24', views: 3 },
    ]);
    expect(table.rows.map((row) => row.route)).toEqual(['/about', '/venue']);
  });

  it('is empty without counts', () => {
    expect(pageViewTable([])).toEqual({ days: [], rows: [], dayTotals: [], total: 0 });
  });

  it('loses no view: the row totals, the day totals and the overall total all add up', () => {
    const count = fc.record({
      route: fc.constantFrom('/', '/results', '/results/:event', '/live'),
      day: fc.constantFrom('2026-11-22', '2026-11-23', '2026-11-24'),
      views: fc.integer({ min: 1, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(count, { selector: (c) => `${c.route} ${c.day}` }), (counts) => {
        const table = pageViewTable(counts);
        const sent = counts.reduce((sum, c) => sum + c.views, 0);
        expect(table.total).toBe(sent);
        expect(table.dayTotals.reduce((a, b) => a + b, 0)).toBe(sent);
        for (const row of table.rows) {
          expect(row.views.reduce((a, b) => a + b, 0)).toBe(row.total);
        }
      }),
    );
  });
});
