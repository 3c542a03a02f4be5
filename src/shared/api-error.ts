import { z } from 'zod';

/** Every non-2xx JSON response of /api has this shape. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The largest value an integer column holds on PostgreSQL; larger inputs are refused, not overflowed. */
export const MAX_DB_INT = 2_147_483_647;
