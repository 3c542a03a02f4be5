import { expect, it } from 'vitest';
import { refusalMessage } from './refusal-message';

it.each([
  [
    401,
    'That email and edit code do not match a registration.',
    'That email and edit code do not match a registration.',
  ],
  [
    429,
    'Rate limit exceeded, retry in 1 minute',
    'Too many tries in a short time. Wait a minute, then try again.',
  ],
  [0, 'Cannot reach the server.', 'Cannot reach the server.'],
])('a %i refusal reads as the screen says it', (status, message, shown) => {
  expect(refusalMessage({ status, message })).toBe(shown);
});
