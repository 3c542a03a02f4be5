import { z } from 'zod';
import { ROUND_STATES } from '../domain/competition/enumerations';
import { DEFAULT_TIMING } from '../domain/competition/schedule-times';

/** One round as the schedule shows it, in schedule order. */
export const ScheduleRoundSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  style: z.string(),
  level: z.string(),
  roundNumber: z.number().int(),
  roundId: z.string(),
  roundName: z.string(),
  roundState: z.enum(ROUND_STATES),
  scheduleIndex: z.number(),
  recallSize: z.number().int(),
  numHeats: z.number().int(),
  entryCount: z.number().int(),
  plannedStart: z.string().nullable(),
  actualStart: z.string().nullable(),
});
export type ScheduleRound = z.infer<typeof ScheduleRoundSchema>;

const eventId = z.string().min(1, 'must name an event').max(100);
/** The one rule for a round's number, in bodies and (coerced) in paths: 1 is the final. */
export const RoundNumberSchema = z
  .number({ message: 'must be a round number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1 (the final)')
  .max(64, 'must be at most 64');
const roundNumber = RoundNumberSchema;

export const GenerateRoundsSchema = z
  .object({
    /** One event; absent means every event that has no rounds yet. */
    eventId: eventId.optional(),
    maxCouplesPerHeat: z
      .number()
      .int()
      .min(2, 'must be at least 2')
      .max(60, 'must be at most 60')
      .default(8),
  })
  .strict();

export const ClearRoundsSchema = z
  .object({ eventId: eventId.optional(), confirm: z.boolean().default(false) })
  .strict();

export const RoundRefSchema = z.object({ eventId, roundNumber }).strict();
export const AddRoundSchema = z.object({ eventId, afterRoundNumber: roundNumber }).strict();
export const ShiftRoundSchema = z
  .object({
    eventId,
    roundNumber,
    direction: z.union([z.literal(-1), z.literal(1)], { message: 'must be -1 or 1' }),
  })
  .strict();
export const UpdateRoundSchema = z
  .object({
    eventId,
    roundNumber,
    recallSize: z
      .number()
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .max(1000, 'must be at most 1000')
      .optional(),
    numHeats: z
      .number()
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .max(100, 'must be at most 100')
      .optional(),
  })
  .strict();

/** How planned start times are computed (used when autoAssignTimes is on). */
export const ScheduleTimingSchema = z
  .object({
    dayStart: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM'),
    secondsPerDance: z
      .number()
      .int('must be a whole number')
      .min(10, 'must be at least 10')
      .max(600, 'must be at most 600'),
    secondsPerHeatChange: z
      .number()
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .max(600, 'must be at most 600'),
    secondsPerRoundChange: z
      .number()
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .max(3600, 'must be at most 3600'),
  })
  .strict();
export type ScheduleTiming = z.infer<typeof ScheduleTimingSchema>;
export const DEFAULT_SCHEDULE_TIMING: ScheduleTiming = { dayStart: '09:00', ...DEFAULT_TIMING };
