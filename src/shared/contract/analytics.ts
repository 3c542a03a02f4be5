import { z } from 'zod';
import { ROUTE_PATTERNS } from '../route-paths';
import { ADMIN_ONLY, PUBLIC } from './access';
import { defineEndpoint } from './define-endpoint';

/** How far back the admin screen may look: a year, so the answer stays small (routes × days). */
export const PAGE_VIEW_DAYS = { default: 30, max: 366 } as const;

/**
 * One page view: only the route table's pattern of the page (`/results/:event`),
 * never its address, whose ids and query (tokens) say who was looking.
 */
export const PageViewSchema = z.strictObject({
  route: z
    .string()
    .max(200)
    .refine((route) => ROUTE_PATTERNS.has(route), {
      message: 'must be a route pattern of this site, such as /results/:event',
    }),
});
export type PageView = z.infer<typeof PageViewSchema>;

const PageViewQuery = z.strictObject({
  days: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(PAGE_VIEW_DAYS.max, `must be at most ${PAGE_VIEW_DAYS.max}`)
    .default(PAGE_VIEW_DAYS.default),
});

const isoDay = z.iso.date({ message: 'must be a date as YYYY-MM-DD' });

/** A route's views on one day (UTC); days and routes nobody viewed have no row. */
export const PageViewCountSchema = z.strictObject({
  route: z.string(),
  day: isoDay,
  views: z.number().int().nonnegative(),
});
export type PageViewCount = z.infer<typeof PageViewCountSchema>;

/** The counts of the days from `from` to `to` (UTC, both included), by day then route. */
export const PageViewReportSchema = z.strictObject({
  from: isoDay,
  to: isoDay,
  counts: z.array(PageViewCountSchema),
});
export type PageViewReport = z.infer<typeof PageViewReportSchema>;

const tag = 'Analytics';

/** Page views counted by the site itself, with nothing about who viewed (docs/analytics.md). */
export const analyticsEndpoints = {
  countPageView: defineEndpoint({
    summary:
      'The web app counts a view of a route pattern for today; not counted under Do-Not-Track or Sec-GPC (rate-limited per address)',
    tag,
    method: 'POST',
    path: '/api/page-views',
    access: PUBLIC,
    body: PageViewSchema,
    status: 204,
  }),
  listPageViews: defineEndpoint({
    summary: 'Page views per route and day for the last `days` days (UTC, today included)',
    tag,
    method: 'GET',
    path: '/api/admin/page-views',
    access: ADMIN_ONLY,
    query: PageViewQuery,
    status: 200,
    response: PageViewReportSchema,
  }),
};
