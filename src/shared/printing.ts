import { z } from 'zod';
export { ORIENTATIONS, PAPER_SIZES } from '../domain/printing';
export type { Orientation, PaperSize } from '../domain/printing';
import { FloorRoundSchema } from './deck-captain';
import { RoundLockSchema } from './judging';
import { EventResultsSchema, ResultJudgeSchema } from './results';

/**
 * What the print screens read (issue 14, decision 021): every round of the
 * day with its couples and panel (judges' marking sheets, heat lists), and
 * every event's posted results with the chairman's locks (results sheets).
 * The page picks what to print (src/domain/printing); the server sends all.
 */

export const PRINT_KINDS = ['judges', 'heats', 'numbers', 'results'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

export const PrintJudgeSchema = ResultJudgeSchema.extend({ judgeId: z.string() });
export type PrintJudge = z.infer<typeof PrintJudgeSchema>;

export const PrintRoundSchema = FloorRoundSchema.extend({
  style: z.string(),
  level: z.string(),
  dances: z.array(z.string()),
  /** A final is marked with places; every other round with recalls. */
  kind: z.enum(['recall', 'final']),
  /** How many couples a judge recalls ("Recall 6"); null for a final. */
  recallCount: z.number().int().nullable(),
  /**
   * How many couples the round will hold: its couples, or, while an earlier
   * round's recalls will fill it (`filledBy`), the number that round recalls.
   */
  expectedCouples: z.number().int(),
  /** The event's judges in letter order; absent ones do not mark this round. */
  panel: z.array(z.object({ judgeId: z.string(), absent: z.boolean() })),
});
export type PrintRound = z.infer<typeof PrintRoundSchema>;

export const PrintRoundsSchema = z.object({
  competition: z.object({
    fullName: z.string(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
  }),
  /** Every judge of any panel, with the competition's letter. */
  judges: z.array(PrintJudgeSchema),
  /** Every round of the competition in running order (schedule index). */
  rounds: z.array(PrintRoundSchema),
});
export type PrintRounds = z.infer<typeof PrintRoundsSchema>;

/** A chairman's lock (who approved, when) of one round of an event. */
export const NumberedRoundLockSchema = RoundLockSchema.extend({ roundNumber: z.number().int() });
export type NumberedRoundLock = z.infer<typeof NumberedRoundLockSchema>;

/** An event's posted rounds, always with the judges' marks (staff read through any embargo). */
export const PrintEventResultsSchema = EventResultsSchema.extend({
  locks: z.array(NumberedRoundLockSchema),
});
export type PrintEventResults = z.infer<typeof PrintEventResultsSchema>;

export const PrintResultsSchema = z.object({
  competitionName: z.string(),
  /** Events with at least one posted round, in the results index's order. */
  events: z.array(PrintEventResultsSchema),
});
export type PrintResults = z.infer<typeof PrintResultsSchema>;
