import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { fieldErrorsOfRefusal, refusalMessage, refusedFields } from './refusals';

describe('refusalMessage', () => {
  it.each([
    [
      new ApiRequestError(401, 'wrong_edit_code', 'That email and edit code do not match.'),
      'That email and edit code do not match.',
    ],
    [
      new ApiRequestError(429, 'rate_limited', 'Too many attempts. Wait 1 minute and try again.'),
      'Too many attempts. Wait 1 minute and try again.',
    ],
    [
      new ApiRequestError(429, 'http', 'Rate limit exceeded, retry in 1 minute'),
      'Too many tries in a short time. Wait a minute, then try again.',
    ],
    [new Error('Cannot reach the server.'), 'Cannot reach the server.'],
  ])('%s reads as the screen says it', (error, shown) => {
    expect(refusalMessage(error)).toBe(shown);
  });
});

describe('the fields a refusal names', () => {
  it('finds the refused field by its path, whatever the sentence says', () => {
    // Nothing in the message names the follow: only the path does.
    const refusal = new ApiRequestError(
      409,
      'email_taken',
      'This address is already registered under another name.',
      undefined,
      ['follow', 'email'],
    );
    expect(fieldErrorsOfRefusal(refusal)).toEqual({
      'follow.email': 'This address is already registered under another name.',
    });
  });

  it('places each issue of an invalid input on its field, and skips those naming none', () => {
    const refusal = new ApiRequestError(400, 'invalid_input', "Invalid body: 'lead.email' ...", {
      issues: [
        { path: ['lead', 'email'], message: 'must be an email address' },
        { path: ['eventIds', 1], message: 'must not name an event twice' },
        { path: [], message: 'must be an object' },
      ],
    });
    expect(refusedFields(refusal)).toEqual([
      { path: ['lead', 'email'], message: 'Must be an email address' },
      { path: ['eventIds', 1], message: 'Must not name an event twice' },
    ]);
  });

  it('names no field for a refusal about the whole request, or for another error', () => {
    expect(
      fieldErrorsOfRefusal(new ApiRequestError(409, 'duplicate_entry', 'Already in.')),
    ).toEqual({});
    expect(fieldErrorsOfRefusal(new Error('boom'))).toEqual({});
  });
});
