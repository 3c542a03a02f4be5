import { z } from 'zod';

/** GET /api/admin/competitions/:id/dashboard: counts straight from the database. */
export const DashboardFiguresSchema = z.object({
  events: z.number().int(),
  /** Couples in events, counted as the competitors page counts them (domain `countEntries`). */
  entries: z.number().int(),
  /** Registered competitors, as many as the competitors page lists. */
  competitors: z.number().int(),
  /** Round count per round state name (Initialized, Empty, Running, Skipped, Marked, Posted). */
  roundsByState: z.record(z.string(), z.number().int()),
  officials: z.number().int(),
  judges: z.number().int(),
});
export type DashboardFigures = z.infer<typeof DashboardFiguresSchema>;
