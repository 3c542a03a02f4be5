/**
 * better-auth logs some refusals of a caller's input at error level: a
 * callback address on another site, an origin it does not trust, a sign-in
 * return with a forged or stale `state`, a password reset (the site offers
 * none: organizers sign in by email link). Anyone can send those, so they are
 * warnings here; error level stays for what is a bug or an outage.
 */
const CALLER_MISTAKES = [
  /^Invalid (callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL|origin): /,
  /^Failed to parse state$/,
  /^State not found$/,
  /^INVALID_CALLBACK_REQUEST$/,
  /^Reset password isn't enabled/,
];

export function authLogLevel<L extends string>(level: L, message: string): L | 'warn' {
  return level === 'error' && CALLER_MISTAKES.some((mistake) => mistake.test(message))
    ? 'warn'
    : level;
}
