import { authLogLevel } from './auth-log-level';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { genericOAuth, magicLink } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { OidcConfig } from '../config';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { Refusal } from './sign-in-limits';
import { SignInLimits } from './sign-in-limits';

export const OIDC_PROVIDER_ID = 'oidc';
/**
 * better-auth reads the client address from a header for rate limiting. The
 * server sets this one from Fastify's own view of the peer (and drops any value
 * a client sent), so nobody escapes the limit by forging X-Forwarded-For.
 */
export const CLIENT_IP_HEADER = 'x-comp-client-ip';
export const MAGIC_LINK_MINUTES = 15;

export type AuthOptions = {
  db: Kysely<Database>;
  dialect: DialectName;
  baseURL: string;
  secret: string;
  passwordMinLength: number;
  mailer: Mailer;
  oidc: OidcConfig | undefined;
  log: Logger;
};

/** The account a sign-in request names, as accounts are stored. */
const emailOf = (body: unknown): string | undefined => {
  const email =
    typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

/** A 429 that says in `Retry-After` and in words how long to wait. */
const tooManyAttempts = (refusal: Refusal) =>
  new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'TOO_MANY_ATTEMPTS', message: refusal.message },
    { 'retry-after': String(refusal.retryAfterSeconds) },
  );

/** better-auth on our own Kysely database: password, email link and optional OpenID Connect. */
export function createAuth(options: AuthOptions) {
  const { oidc } = options;
  const limits = new SignInLimits();
  return betterAuth({
    appName: 'Ballroom Comp',
    baseURL: options.baseURL,
    basePath: '/api/auth',
    secret: options.secret,
    database: { db: options.db, type: options.dialect },
    telemetry: { enabled: false },
    // Into our structured log, not the console; sign-in failures and refused
    // callback addresses are warnings.
    logger: {
      log: (level, message) =>
        options.log[authLogLevel(level, message)]({ component: 'auth' }, message),
    },
    // The site's own address, and whatever host the browser addressed (a tablet
    // may use the laptop's LAN address). A cross-site attacker cannot make a
    // browser send our Host with a foreign Origin, so this keeps CSRF out.
    trustedOrigins: (request) => {
      const host = request?.headers.get('host');
      return [
        new URL(options.baseURL).origin,
        ...(host ? [`http://${host}`, `https://${host}`] : []),
      ];
    },
    emailAndPassword: {
      enabled: true,
      // Accounts come from the first-organizer set-up and from invitations only.
      disableSignUp: true,
      minPasswordLength: options.passwordMinLength,
      maxPasswordLength: 128,
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    account: {
      accountLinking: {
        enabled: true,
        trustedProviders: oidc ? [OIDC_PROVIDER_ID] : [],
        // Local accounts exist only because an organizer invited that address,
        // so the organization's own identity provider may claim them on first
        // sign-in even before the invitee has opened an email link.
        requireLocalEmailVerified: false,
      },
    },
    // Per network address (better-auth keys its limits by address and path)...
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 5 },
        // Generous: the staff at one venue share one address. Each email is limited below.
        '/sign-in/magic-link': { window: 60, max: 30 },
      },
    },
    // ...and per account (email), which better-auth's limiter cannot key by.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const email = emailOf(ctx.body);
        if (email === undefined) return;
        const refusal =
          ctx.path === '/sign-in/email'
            ? limits.passwordRefusal(email, Date.now())
            : ctx.path === '/sign-in/magic-link'
              ? limits.emailLinkRefusal(email, Date.now())
              : null;
        if (refusal) throw tooManyAttempts(refusal);
      }),
      after: createAuthMiddleware(async (ctx) => {
        const email = emailOf(ctx.body);
        if (ctx.path !== '/sign-in/email' || email === undefined) return;
        const returned = ctx.context.returned;
        if (!isAPIError(returned)) limits.passwordAccepted(email);
        else if (returned.statusCode === 401) limits.passwordFailed(email, Date.now());
      }),
    },
    advanced: {
      // better-auth skips its origin and callback URL checks when NODE_ENV is
      // test; tests must meet the checks production has.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: options.baseURL.startsWith('https:'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    plugins: [
      magicLink({
        // Only invited staff may sign in; a link for an unknown address signs nobody in.
        disableSignUp: true,
        expiresIn: MAGIC_LINK_MINUTES * 60,
        sendMagicLink: async ({ email, url }) => {
          // No mail to addresses without an account: nobody can use the site to
          // send mail to strangers. The answer is the same either way, so the
          // form does not reveal which addresses belong to staff.
          const account = await options.db
            .selectFrom('user')
            .select('id')
            .where('email', '=', email.toLowerCase())
            .executeTakeFirst();
          if (!account) return;
          await options.mailer.send({
            to: email,
            subject: 'Your sign-in link',
            text: `Open this link to sign in to the competition's staff area:\n\n${url}\n\nThe link works once and expires in ${MAGIC_LINK_MINUTES} minutes. If you did not ask for it, ignore this message.`,
          });
        },
      }),
      ...(oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  clientId: oidc.clientId,
                  clientSecret: oidc.clientSecret,
                  discoveryUrl: `${oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  // Single sign-on signs in invited staff; it creates nobody.
                  disableImplicitSignUp: true,
                  disableSignUp: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
