import { z } from 'zod';
import { ApiErrorSchema } from '../../../shared/api-error';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { FuzzRequest } from './request-arbitrary';

export type Answer = { status: number; contentType: string; text: string };

/** better-auth answers its own refusals as `{code, message}` (or with no body). */
const AuthRefusalSchema = z.object({ message: z.string() });

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** What is wrong with an answer, by the rules every route keeps; empty when nothing is. */
export function problemsOf(request: FuzzRequest, answer: Answer): string[] {
  const { status, text } = answer;
  const { target, sender } = request;
  const problems: string[] = [];
  const ok = status >= 200 && status < 300;
  if (status >= 500) problems.push(`answered ${status}`);
  if (ok && sender === 'anonymous' && target.access.kind !== 'public')
    problems.push(`answered ${status} to an anonymous caller`);
  if (ok && sender === 'wrongRole') problems.push(`answered ${status} to the wrong role`);

  const json = answer.contentType.includes('application/json') ? parsedJson(text) : undefined;
  // better-auth answers an email link or a sign-in return with a redirect.
  const authRedirect = !target.endpoint && status >= 300 && status < 400;
  if (ok && target.endpoint && status !== target.endpoint.status)
    problems.push(`answered ${status}, declared ${target.endpoint.status}`);
  if (!ok && !authRedirect) {
    const refusal = ApiErrorSchema.safeParse(json);
    if (refusal.success) {
      const expected = ERROR_CODES[refusal.data.error.code].status;
      if (expected !== status)
        problems.push(`answered ${status} with code ${refusal.data.error.code} (${expected})`);
    } else if (target.endpoint || !(text === '' || AuthRefusalSchema.safeParse(json).success)) {
      problems.push(`answered ${status} not in the API error shape: ${text.slice(0, 200)}`);
    }
  } else if (target.endpoint?.response) {
    const parsed = target.endpoint.response.safeParse(json);
    if (!parsed.success)
      problems.push(
        `answered ${status} not matching the contract: ${parsed.error.message.slice(0, 300)}`,
      );
  } else if (target.endpoint?.status === 204 && text !== '') {
    problems.push('answered 204 with a body');
  }
  return problems;
}
