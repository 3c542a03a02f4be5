import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message';

describe('authErrorMessage', () => {
  it.each([
    [{ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 }, /do not match a staff account/],
    [{ code: 'PASSWORD_TOO_SHORT', status: 400 }, /at least 8 characters/],
    [{ code: 'weak_password', status: 400 }, /at least 8 characters/],
    [{ status: 0 }, /Cannot reach the server/],
    [{ code: 'TOO_MANY_REQUESTS' }, /Too many attempts/],
    [{ status: 429 }, /Too many attempts. Wait a minute/],
    [
      { status: 429, retryAfterSeconds: 420, emailLink: true },
      /^Too many attempts\. Try again in 7 minutes\.$/,
    ],
    [{ status: 429, retryAfterSeconds: 240 }, /Try again in 4 minutes/],
    [{ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 15 }, /Try again in 15 seconds/],
    [{ code: 'INVALID_TOKEN' }, /expired or was already used/],
    [{ code: 'new_user_signup_disabled' }, /no staff account for that address/],
    [{ code: 'signup_disabled' }, /no staff account/],
    [{ code: 'account_not_linked' }, /does not match an invited staff email/],
    [{ code: 'INVALID_ORIGIN', status: 403 }, /not allowed from this address/],
    [{ code: 'state_mismatch' }, /did not complete/],
    [{ code: 'already_set_up', status: 409 }, /already exists/],
    [
      {
        code: 'invalid_input',
        status: 400,
        message: "Invalid body: 'email' must be an email address",
      },
      /'email' must be/,
    ],
    [{ code: 'internal', status: 500 }, /server had a problem/],
    [{ code: 'SOMETHING_NEW', status: 418, message: 'Teapot' }, /^Teapot$/],
  ])('%j', (failure, expected) => {
    expect(authErrorMessage(failure, 8)).toMatch(expected);
  });
});
