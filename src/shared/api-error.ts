import { z } from 'zod';
import { ErrorCodeSchema, FieldPathSchema } from './error-codes';

/** Every non-2xx JSON response of /api has this shape. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    /** The refused field, when the refusal is about one (a form shows it there). */
    path: FieldPathSchema.optional(),
    /** Facts a client needs to act, e.g. `issues` of an invalid_input, or what a confirmed delete would remove. */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The largest value an integer column holds on PostgreSQL; larger inputs are refused, not overflowed. */
export const MAX_DB_INT = 2_147_483_647;
