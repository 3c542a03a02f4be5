import { z } from 'zod';
import type { FieldIssue, FieldPath } from '../../shared/error-codes';
import { FieldIssueSchema } from '../../shared/error-codes';
import { waitInWords } from '../../shared/wait-in-words';
import { ApiRequestError } from './api-client';

/**
 * How screens read an API refusal: the message to show, and the form fields it
 * names. A field is found by the refusal's structured `path` (and, for an
 * invalid input, each issue's path), never by reading the server's sentence.
 */

/** What a refusal carries that screens use; an ApiRequestError is one. */
export type Refusal = Pick<ApiRequestError, 'code' | 'message' | 'details' | 'path'>;

/**
 * A refusal as the public screens say it. Our server's refusals say what to do,
 * a wait included (in the same words: `waitInWords`), so they are shown as
 * sent. A 429 from anything else (a proxy in front) gets words of ours, with
 * the wait it asked for when it said one.
 */
export function refusalMessage(error: Error): string {
  if (!(error instanceof ApiRequestError) || error.status !== 429 || error.code !== 'http') {
    return error.message;
  }
  const wait = z.number().nonnegative().safeParse(error.details?.['retryAfterSeconds']).data;
  const when =
    wait === undefined ? 'Wait a minute, then try again' : `Try again in ${waitInWords(wait)}`;
  return `Too many tries in a short time. ${when}.`;
}

/** A request path as a form's field key (Mantine's dotted form): `follow.email`, `eventIds.1`. */
export const fieldKeyOf = (path: FieldPath) => path.join('.');

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The fields a refusal names, each with what to say there: the refused field
 * of a rule (an email taken, a level too high) with the refusal's message, and
 * each issue of an invalid input with its own. Issues that name no field are
 * left to the refusal's message.
 */
export function refusedFields(refusal: Refusal): FieldIssue[] {
  const own = refusal.path?.length ? [{ path: refusal.path, message: refusal.message }] : [];
  // An issue's message continues its field's name ("must be an email address").
  const issues = (FieldIssueSchema.array().safeParse(refusal.details?.['issues']).data ?? [])
    .filter((issue) => issue.path.length > 0)
    .map((issue) => ({ path: issue.path, message: capitalize(issue.message) }));
  return [...own, ...issues];
}

/** A refusal's fields as form errors keyed by field (the first message per field), for `form.setErrors`. */
export function fieldErrorsOfRefusal(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(error instanceof ApiRequestError)) return errors;
  for (const { path, message } of refusedFields(error)) errors[fieldKeyOf(path)] ??= message;
  return errors;
}
