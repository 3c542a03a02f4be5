import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    [
      '/api/auth/magic-link/verify?token=abc&callbackURL=%2Fadmin',
      '/api/auth/magic-link/verify?[redacted]',
    ],
    ['/api/auth/callback/oidc?code=xyz&state=s', '/api/auth/callback/oidc?[redacted]'],
    ['/api/auth/get-session', '/api/auth/get-session'],
    [
      '/api/live?topics=competition:demo&lastEventId=3',
      '/api/live?topics=competition:demo&lastEventId=3',
    ],
  ])('%s -> %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});
