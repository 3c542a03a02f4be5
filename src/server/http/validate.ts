import type { z } from 'zod';
import { AppError } from '../errors';

/**
 * One issue per refused field. A strict object reports all its unknown keys in
 * one issue on the object; here each key gets its own issue at its own path,
 * so a client sees exactly which field to drop.
 */
const fieldIssues = (error: z.ZodError) =>
  error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [...issue.path, key], message: 'is not a known field' }))
      : [issue],
  );

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
  const problems = fieldIssues(result.error).map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? `'${field}' ${issue.message}` : issue.message;
  });
  // The issues go along as data too, so a form can put each message on its field.
  const issues = fieldIssues(result.error).map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new AppError(400, 'invalid_input', `Invalid ${where}: ${problems.join('; ')}`, { issues });
}
