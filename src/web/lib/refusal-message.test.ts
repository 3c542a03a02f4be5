import { expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { refusalMessage } from './refusal-message';

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
    new ApiRequestError(429, 'http_429', 'Rate limit exceeded, retry in 1 minute'),
    'Too many tries in a short time. Wait a minute, then try again.',
  ],
  [new Error('Cannot reach the server.'), 'Cannot reach the server.'],
])('%s reads as the screen says it', (error, shown) => {
  expect(refusalMessage(error)).toBe(shown);
});
