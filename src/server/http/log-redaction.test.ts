import { describe, expect, it } from 'vitest';
import { MAX_LOGGED_CHARS, boundLogText, redactUrl } from './log-redaction';

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

describe('boundLogText', () => {
  it('keeps short text and cuts long text, saying how much went', () => {
    expect(boundLogText('short')).toBe('short');
    const cut = boundLogText('x'.repeat(100_000));
    expect(cut.length).toBeLessThan(MAX_LOGGED_CHARS + 40);
    expect(cut).toMatch(/… \[99500 more characters\]$/);
  });

  it('bounds long URLs, and redacts auth queries first', () => {
    expect(redactUrl(`/api/site?${'y'.repeat(10_000)}`).length).toBeLessThan(MAX_LOGGED_CHARS + 40);
    expect(redactUrl(`/api/auth/callback?code=${'z'.repeat(10_000)}`)).toBe(
      '/api/auth/callback?[redacted]',
    );
  });
});
