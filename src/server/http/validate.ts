import type { z } from 'zod';
import { AppError } from '../errors';

/**
 * Parses outside input or throws a 400 naming the offending field, e.g.
 * "Invalid body: 'primaryColor' must be a colour as #rrggbb".
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: string,
): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? `'${field}' ${issue.message}` : issue.message;
  });
  // The issues go along as data too, so a form can put each message on its field.
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new AppError(400, 'invalid_input', `Invalid ${where}: ${problems.join('; ')}`, { issues });
}
