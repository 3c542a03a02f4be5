import { afterEach, describe, expect, it, vi } from 'vitest';
import { registrationEndpoints } from '../../shared/contract/registration';
import { ApiRequestError, callApi } from './api-client';
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
    [
      new ApiRequestError(429, 'http', 'The server answered 429.', { retryAfterSeconds: 240 }),
      'Too many tries in a short time. Try again in 4 minutes.',
    ],
    [
      // Our own limits name the wait (and whom it is about) themselves.
      new ApiRequestError(
        429,
        'too_many_confirmations',
        'Ada Lovelace has been asked to confirm too many registrations today. Try again in 5 hours, or ask the organizers.',
        { retryAfterSeconds: 18_000 },
      ),
      'Ada Lovelace has been asked to confirm too many registrations today. Try again in 5 hours, or ask the organizers.',
    ],
    [
      new ApiRequestError(
        409,
        'registration_pending',
        'This registration waits for Ada Lovelace to confirm it from the email we sent; it cannot be changed until then.',
      ),
      'This registration waits for Ada Lovelace to confirm it from the email we sent; it cannot be changed until then.',
    ],
    [new Error('Cannot reach the server.'), 'Cannot reach the server.'],
  ])('%s reads as the screen says it', (error, shown) => {
    expect(refusalMessage(error)).toBe(shown);
  });
});

describe('a 429 that is not ours', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is said with the wait its Retry-After asks for', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<h1>Slow down</h1>', { status: 429, headers: { 'retry-after': '240' } }),
      ),
    );
    const refused = await callApi(registrationEndpoints.lookupRegistration, {
      params: { competitionId: 'demo-2026' },
      body: { email: 'ada@example.org', code: 'ABCDEFG' },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect(refusalMessage(refused as ApiRequestError)).toBe(
      'Too many tries in a short time. Try again in 4 minutes.',
    );
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
