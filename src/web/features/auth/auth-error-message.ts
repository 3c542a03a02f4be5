import { waitInWords } from '../../../shared/wait-in-words';

/**
 * Turns what sign-in can fail with into a message a person can act on. Codes
 * come from better-auth (JSON `code`, or `?error=` after an email-link or single
 * sign-on redirect) and from our own API. Spec section 8 lists the identity
 * provider's errors; those that can arise here map as noted.
 */
export type AuthFailure = {
  code?: string | undefined;
  status?: number | undefined;
  message?: string | undefined;
  /** From a 429's `Retry-After` header: how long the server asks to wait. */
  retryAfterSeconds?: number | undefined;
  /** The refused request asked for an email link, so suggesting one would not help. */
  emailLink?: boolean;
};

export function authErrorMessage(failure: AuthFailure, passwordMinLength: number): string {
  const code = (failure.code ?? '').toUpperCase();
  if (failure.status === 0 || code === 'NETWORK') {
    // network-request-failed
    return 'Cannot reach the server. Check your connection, then try again.';
  }
  if (failure.status === 429 || code === 'TOO_MANY_REQUESTS') {
    const wait = failure.retryAfterSeconds;
    const when =
      wait === undefined ? 'Wait a minute, then try again' : `Try again in ${waitInWords(wait)}`;
    return `Too many attempts. ${when}${failure.emailLink ? '.' : ', or ask for an email link.'}`;
  }
  switch (code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
      return 'That email and password do not match a staff account. Check both, or ask for an email link.';
    case 'PASSWORD_TOO_SHORT':
    case 'WEAK_PASSWORD':
      // password-does-not-meet-requirements
      return `The password must be at least ${passwordMinLength} characters long.`;
    case 'PASSWORD_TOO_LONG':
      return 'The password must be at most 128 characters long.';
    case 'INVALID_TOKEN':
    case 'EXPIRED_TOKEN':
      return 'This sign-in link has expired or was already used. Ask for a new one below.';
    case 'NEW_USER_SIGNUP_DISABLED':
    case 'SIGNUP_DISABLED':
    case 'USER_NOT_FOUND':
      return 'There is no staff account for that address. Ask an organizer to invite you.';
    case 'ACCOUNT_NOT_LINKED':
    case 'UNABLE_TO_LINK_ACCOUNT':
      // user-mismatch
      return 'That single sign-on account does not match an invited staff email address.';
    case 'INVALID_ORIGIN':
    case 'INVALID_CALLBACKURL':
    case 'CROSS_SITE_REQUEST':
      // unauthorized-domain
      return 'Sign-in is not allowed from this address. Open the site at its usual address and try again.';
    case 'STATE_MISMATCH':
    case 'PLEASE_RESTART_THE_PROCESS':
    case 'INVALID_CODE':
      return 'Single sign-on did not complete. Start again from this page.';
    case 'ALREADY_SET_UP':
      return 'The first organizer already exists. Sign in below, or ask an organizer to invite you.';
    default:
      break;
  }
  if (failure.status === 400 || code === 'INVALID_INPUT' || code === 'VALIDATION_ERROR') {
    // argument-error
    return failure.message ?? 'Check the form: something is missing or malformed.';
  }
  if (failure.status !== undefined && failure.status >= 500) {
    // internal-error
    return 'The server had a problem signing you in. Try again; if it keeps happening, tell the organizers.';
  }
  return failure.message ?? 'Sign-in failed. Try again.';
}

/** web-storage-unsupported: sign-in keeps the session in a cookie. */
export const COOKIES_BLOCKED_MESSAGE =
  'Your browser blocks cookies, which sign-in needs. Allow cookies for this site, then reload.';
