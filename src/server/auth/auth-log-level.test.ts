import { describe, expect, it } from 'vitest';
import { authLogLevel } from './auth-log-level';

describe('authLogLevel', () => {
  it.each([
    'Invalid callbackURL: https://evil.example/',
    'Invalid redirectURL: //evil.example',
    'Invalid origin: https://evil.example',
    'Failed to parse state',
    'State not found',
    "Reset password isn't enabled.Please pass an emailAndPassword.sendResetPassword function",
  ])('makes a refusal of the caller’s input a warning: %s', (message) => {
    expect(authLogLevel('error', message)).toBe('warn');
  });

  it('keeps other errors, and other levels, as they are', () => {
    expect(authLogLevel('error', 'Better auth was unable to query your database.')).toBe('error');
    expect(authLogLevel('error', 'Failed to parse state of the database')).toBe('error');
    expect(authLogLevel('info', 'Invalid callbackURL: x')).toBe('info');
  });
});
