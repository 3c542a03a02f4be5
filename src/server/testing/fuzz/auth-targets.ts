import { z } from 'zod';
import type { HttpMethod } from '../../../shared/contract/define-endpoint';

/** A better-auth endpoint: not in our contract, so its input is described here for the fuzz. */
export type AuthTarget = {
  name: string;
  method: HttpMethod;
  path: `/api/auth/${string}`;
  query?: z.ZodObject;
  body?: z.ZodObject;
};

const email = z.enum(['nobody@example.test', 'ADA@Example.TEST', 'a@b']);
const callbackURL = z.enum(['/admin', 'https://evil.example/', '//evil.example', '/x/..//evil']);

/** The better-auth endpoints the site uses (DESIGN.md section 5). */
export const AUTH_TARGETS: AuthTarget[] = [
  {
    name: 'auth sign-in/email',
    method: 'POST',
    path: '/api/auth/sign-in/email',
    body: z.object({ email, password: z.string(), callbackURL: callbackURL.optional() }),
  },
  {
    name: 'auth sign-in/magic-link',
    method: 'POST',
    path: '/api/auth/sign-in/magic-link',
    body: z.object({ email, callbackURL: callbackURL.optional() }),
  },
  { name: 'auth sign-out', method: 'POST', path: '/api/auth/sign-out', body: z.object({}) },
  {
    name: 'auth magic-link/verify',
    method: 'GET',
    path: '/api/auth/magic-link/verify',
    query: z.object({ token: z.string(), callbackURL: callbackURL.optional() }),
  },
  { name: 'auth get-session', method: 'GET', path: '/api/auth/get-session' },
  {
    name: 'auth request-password-reset',
    method: 'POST',
    path: '/api/auth/request-password-reset',
    body: z.object({ email, redirectTo: callbackURL.optional() }),
  },
  {
    name: 'auth callback/oidc',
    method: 'GET',
    path: '/api/auth/callback/oidc',
    query: z.object({ code: z.string(), state: z.string() }),
  },
];
