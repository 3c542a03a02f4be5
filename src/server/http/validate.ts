import type { z } from 'zod';
import { errors } from '../errors';

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
 * "Invalid body: 'primaryColor' must be a colour as #rrggbb". The issues go
 * along as data too (`details.issues`, each with its path), so a form can put
 * each message on its field.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: string,
): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw errors.invalidInput(
    where,
    fieldIssues(result.error).map((issue) => ({
      // zod allows symbol keys; request input (JSON, query, params) never has them.
      path: issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
      message: issue.message,
    })),
  );
}
