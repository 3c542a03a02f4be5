import { z } from 'zod';

/** GET /api/admin/competitions/:id/dashboard: counts straight from the database. */
export const DashboardFiguresSchema = z.object({
  events: z.number().int(),
  entries: z.number().int(),
  /** Distinct dancers named in entries (leads and follows), TBA partners not counted. */
  competitors: z.number().int(),
  /** Round count per round state name (Initialized, Empty, Running, Skipped, Marked, Posted). */
  roundsByState: z.record(z.string(), z.number().int()),
  officials: z.number().int(),
  judges: z.number().int(),
});
export type DashboardFigures = z.infer<typeof DashboardFiguresSchema>;
