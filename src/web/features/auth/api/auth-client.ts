import { createAuthClient } from 'better-auth/react';
import { magicLinkClient } from 'better-auth/client/plugins';
import { betterAuth } from '../../../../shared/contract/auth';

/**
 * better-auth's browser client: password and email-link sign-in, sign-out, and
 * single sign-on (OpenID Connect providers go through `signIn.social`).
 */
export const authClient = createAuthClient({
  basePath: betterAuth.basePath,
  plugins: [magicLinkClient()],
});
