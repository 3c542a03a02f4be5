import { z } from 'zod';
import { AuthOptionsSchema, FirstOrganizerSchema, SessionInfoSchema } from '../staff';
import { PUBLIC } from './access';
import { defineEndpoint } from './define-endpoint';
import type { HttpMethod } from './define-endpoint';

const tag = 'Sign-in';

/** Sign-in state and setup; the sign-in itself is better-auth's (below). */
export const authEndpoints = {
  getSession: defineEndpoint({
    summary: 'Who is signed in, with their staff roles (user null when nobody)',
    tag,
    method: 'GET',
    path: '/api/session',
    access: PUBLIC,
    status: 200,
    response: SessionInfoSchema,
  }),
  getAuthOptions: defineEndpoint({
    summary: 'What the sign-in screen offers',
    tag,
    method: 'GET',
    path: '/api/auth-options',
    access: PUBLIC,
    status: 200,
    response: AuthOptionsSchema,
  }),
  createFirstOrganizer: defineEndpoint({
    summary: 'Creates the first organizer and signs them in (only while no account exists)',
    tag,
    method: 'POST',
    path: '/api/setup/first-organizer',
    access: PUBLIC,
    body: FirstOrganizerSchema,
    status: 200,
    // better-auth's sign-in answer, forwarded with its session cookie.
    response: z.looseObject({ user: z.looseObject({ id: z.string(), email: z.string() }) }),
  }),
};

/**
 * better-auth answers every path under `basePath` (one catch-all route, public:
 * these endpoints are how one signs in). Its bodies and answers are the
 * library's, so the contract lists the endpoints our web and emails use and the
 * OpenAPI document marks them as the library's; its documentation has the rest.
 */
export const betterAuth = {
  basePath: '/api/auth',
  access: PUBLIC,
  methods: ['GET', 'POST'] as const satisfies readonly HttpMethod[],
  endpoints: [
    {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      summary: 'Signs in with email and password',
    },
    { method: 'POST', path: '/api/auth/sign-in/magic-link', summary: 'Emails a sign-in link' },
    {
      method: 'GET',
      path: '/api/auth/magic-link/verify',
      summary: 'Opens an emailed sign-in link',
    },
    {
      method: 'POST',
      path: '/api/auth/sign-in/social',
      summary: 'Starts single sign-on with the OpenID Connect provider',
    },
    {
      method: 'GET',
      path: '/api/auth/callback/{providerId}',
      summary: 'Where the OpenID Connect provider returns after sign-in',
    },
    { method: 'POST', path: '/api/auth/sign-out', summary: 'Signs out' },
  ] as const satisfies readonly { method: HttpMethod; path: string; summary: string }[],
} as const;
