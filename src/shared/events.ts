import { z } from 'zod';
import { AGE_CATEGORIES, LEVELS, STYLES } from '../domain/competition/enumerations';

export const StyleSchema = z.enum(STYLES, { message: `must be one of ${STYLES.join(', ')}` });
export const LevelSchema = z.enum(LEVELS, { message: `must be one of ${LEVELS.join(', ')}` });
export const AgeCategorySchema = z.enum(AGE_CATEGORIES, {
  message: `must be one of ${AGE_CATEGORIES.join(', ')}`,
});

/** An event as anyone may read it (spec section 3), with how many entries it has. */
export const EventSchema = z.object({
  id: z.string(),
  name: z.string(),
  style: StyleSchema,
  level: LevelSchema,
  ageCategory: AgeCategorySchema.nullable(),
  dances: z.array(z.string()),
  entryCount: z.number().int(),
  roundCount: z.number().int(),
  /** The effective judging panel: every judge's id (in list order) unless the panel is custom. */
  judgeIds: z.array(z.string()),
  /** Whether organizers chose the panel; false means all judges, including ones added later. */
  customPanel: z.boolean(),
});
export type CompetitionEvent = z.infer<typeof EventSchema>;

export const EventInputSchema = z
  .object({
    name: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
    style: StyleSchema,
    level: LevelSchema,
    ageCategory: AgeCategorySchema.nullable(),
    dances: z.array(z.string()).min(1, 'must name at least one dance').max(10),
  })
  .strict();
export type EventInput = z.infer<typeof EventInputSchema>;

/** Sets an event's judging panel; null goes back to all judges (the default). */
export const EventPanelSchema = z
  .object({
    judgeIds: z
      .array(z.string().min(1).max(100))
      .min(1, 'must name at least one judge')
      .max(100, 'must name at most 100 judges')
      .nullable(),
  })
  .strict();
export type EventPanel = z.infer<typeof EventPanelSchema>;

export const EventGridSchema = z
  .object({
    styles: z.array(StyleSchema).min(1, 'must name at least one style'),
    levels: z.array(LevelSchema).min(1, 'must name at least one level'),
    ageCategories: z.array(AgeCategorySchema),
  })
  .strict();
export type EventGrid = z.infer<typeof EventGridSchema>;

/** What deleting an event would lose; sent back with a 409 until the delete is confirmed. */
export const EventDeletionImpactSchema = z.object({
  entries: z.number().int(),
  rounds: z.number().int(),
  marks: z.number().int(),
  results: z.number().int(),
});
export type EventDeletionImpact = z.infer<typeof EventDeletionImpactSchema>;
