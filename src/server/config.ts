import path from 'node:path';
import { z } from 'zod';
import { webDirsOf } from './web-builds/layout';

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)',
    )
    .optional(),
  COMPETITION: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'COMPETITION must be a competition id such as demo-2026')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      message: 'PUBLIC_URL must be the http(s) address people use, e.g. http://192.168.1.20:3000',
    })
    .optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  PASSWORD_MIN_LENGTH: z.coerce
    .number()
    .int()
    .min(6, 'PASSWORD_MIN_LENGTH must be at least 6')
    .max(128)
    .default(6),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Competition <no-reply@localhost>'),
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/, message: 'OIDC_ISSUER must be an http(s) URL' })
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().min(1).max(60).default('single sign-on'),
  REGISTRATION_LIMIT: z.coerce
    .number()
    .int()
    .min(1, 'REGISTRATION_LIMIT must be at least 1')
    .max(100_000)
    .default(30),
  ALLOWED_HOSTS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
            'ALLOWED_HOSTS must be host names separated by commas, e.g. comp.example.org,comp.local',
          ),
      ),
    )
    .default([]),
  LIVE_STREAMS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1, 'LIVE_STREAMS_PER_ADDRESS must be at least 1')
    .max(1_000_000)
    .default(50),
  BACKUP_EVERY_MINUTES: z.coerce
    .number()
    .int()
    .min(0, 'BACKUP_EVERY_MINUTES must be 0 (off) or a number of minutes')
    .max(24 * 60)
    .default(0),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce
    .number()
    .int()
    .min(1, 'BACKUP_KEEP must be at least 1')
    .max(10_000)
    .default(12),
  ANALYTICS_SCRIPT_URL: z
    .url({
      protocol: /^https?$/,
      message:
        'ANALYTICS_SCRIPT_URL must be the http(s) address of your Plausible or Umami script, e.g. https://stats.example.org/js/script.js',
    })
    .optional(),
  ANALYTICS_KIND: z
    .enum(['plausible', 'umami'], { message: 'ANALYTICS_KIND must be plausible or umami' })
    .optional(),
  // Written into the page as an attribute: a domain or an id, nothing that could end the attribute.
  ANALYTICS_SITE_ID: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9.:_-]{0,199}$/,
      'ANALYTICS_SITE_ID must be the site domain (Plausible) or website id (Umami), letters, digits, dots, colons, dashes and underscores only',
    )
    .optional(),
  READ_CACHE: z.enum(['on', 'off'], { message: 'READ_CACHE must be on or off' }).default('on'),
  DEMO: z.enum(['day', 'registration'], { message: 'DEMO must be day or registration' }).optional(),
  // `true` is one proxy; trusting every hop would let a client pick its own
  // address by sending X-Forwarded-For, defeating every per-address limit.
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|[0-9])$/,
      'TRUST_PROXY must be false, true (one proxy) or a number of proxies from 1 to 9',
    )
    .default('false')
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Which competition the public site shows; unset means the one marked default. */
  defaultCompetition: string | undefined;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  /** Built web app; absent in API-only test servers. */
  webDir: string | undefined;
  /** Builds made current before `webDir`: only their fingerprinted files are served (open pages' chunks). */
  previousWebDirs: readonly string[];
  /** Where people reach the site; links in emails and sign-in callbacks use it. */
  publicUrl: string | undefined;
  /** Shared by all instances; when unset one is generated and kept in the database. */
  authSecret: string | undefined;
  passwordMinLength: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc: OidcConfig | undefined;
  /**
   * How many reverse proxies stand in front of the server (0: none). The client
   * address is the X-Forwarded-For entry that the outermost trusted proxy added.
   */
  trustProxy: number;
  /** Public registrations accepted from one address per 10 minutes (each one sends email). */
  registrationLimit: number;
  /** Host names served besides PUBLIC_URL's, localhost and IP addresses (see http/allowed-hosts). */
  allowedHosts: string[];
  /**
   * Live streams open at once from one client address (a tab holds one). Raise
   * it when many spectators reach the server through one NAT address.
   */
  liveStreamsPerAddress: number;
  /** Online copies of the SQLite database while the server runs (docs/backups.md). */
  backup: BackupConfig;
  /**
   * Public reads kept in memory until a change makes them stale (http/public-reads.ts).
   * Off: every read goes to the database, as when looking for a write that announces nothing.
   */
  readCache: boolean;
  /**
   * What a new database is seeded with (decision 029): `day`, the demo in the
   * middle of its competition day with its staff accounts (known password);
   * `registration`, the demo six weeks ahead with registration open and no
   * accounts. `day` only on a laptop: unless asked for, a PUBLIC_URL,
   * PostgreSQL or a HOST other than loopback (a deployment) gets `registration`.
   */
  demo: DemoSeed;
  /**
   * A self-hosted Plausible or Umami the page shell loads (docs/analytics.md);
   * off unless configured. The Content-Security-Policy then allows its origin.
   */
  analyticsScript: AnalyticsScript | undefined;
};

/**
 * The script tag of a self-hosted Plausible or Umami: its address, and the
 * attribute naming this site in it (Plausible's `data-domain`, Umami's
 * `data-website-id`).
 */
export type AnalyticsScript = {
  src: string;
  /** Scheme, host and port of `src`: the script and the counts it sends come from there. */
  origin: string;
  siteAttribute: 'data-domain' | 'data-website-id';
  siteId: string;
};

const SITE_ATTRIBUTE = {
  plausible: 'data-domain',
  umami: 'data-website-id',
} as const satisfies Record<string, AnalyticsScript['siteAttribute']>;

export type DemoSeed = 'day' | 'registration';

/** `everyMinutes` 0 is off; `dir` holds the copies, of which the newest `keep` stay. */
export type BackupConfig = { everyMinutes: number; dir: string; keep: number };

export type OidcConfig = { issuer: string; clientId: string; clientSecret: string; name: string };

/**
 * Whether the server is set up for other people to reach: a public address,
 * PostgreSQL, or listening beyond this machine. The demo's known-password
 * accounts are then only created when DEMO=day asks for them (decision 029).
 */
function isDeployment(
  host: string,
  publicUrl: string | undefined,
  databaseUrl: string | undefined,
) {
  const loopback = ['127.0.0.1', 'localhost', '::1'].includes(host);
  return Boolean(publicUrl || databaseUrl) || !loopback;
}

/** Reads configuration from the environment; throws one readable message listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const c = parsed.data;
  const oidcParts = [c.OIDC_ISSUER, c.OIDC_CLIENT_ID, c.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new Error(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  if (c.BACKUP_EVERY_MINUTES > 0 && c.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  BACKUP_EVERY_MINUTES copies the SQLite database; with DATABASE_URL use pg_dump instead (docs/backups.md)',
    );
  }
  const analyticsParts = [c.ANALYTICS_SCRIPT_URL, c.ANALYTICS_KIND, c.ANALYTICS_SITE_ID];
  if (analyticsParts.some(Boolean) && !analyticsParts.every(Boolean)) {
    throw new Error(
      'Invalid configuration:\n  ANALYTICS_SCRIPT_URL, ANALYTICS_KIND and ANALYTICS_SITE_ID must be set together',
    );
  }
  const dataDir = path.resolve(c.DATA_DIR);
  const web = webDirsOf(process.cwd());
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    defaultCompetition: c.COMPETITION,
    logLevel: c.LOG_LEVEL,
    webDir: web.current,
    previousWebDirs: web.previous,
    publicUrl: c.PUBLIC_URL?.replace(/\/$/, ''),
    authSecret: c.AUTH_SECRET,
    passwordMinLength: c.PASSWORD_MIN_LENGTH,
    trustProxy: c.TRUST_PROXY,
    registrationLimit: c.REGISTRATION_LIMIT,
    allowedHosts: c.ALLOWED_HOSTS,
    liveStreamsPerAddress: c.LIVE_STREAMS_PER_ADDRESS,
    readCache: c.READ_CACHE === 'on',
    demo: c.DEMO ?? (isDeployment(c.HOST, c.PUBLIC_URL, c.DATABASE_URL) ? 'registration' : 'day'),
    backup: {
      everyMinutes: c.BACKUP_EVERY_MINUTES,
      dir: path.resolve(c.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      keep: c.BACKUP_KEEP,
    },
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    analyticsScript:
      c.ANALYTICS_SCRIPT_URL && c.ANALYTICS_KIND && c.ANALYTICS_SITE_ID
        ? {
            src: c.ANALYTICS_SCRIPT_URL,
            origin: new URL(c.ANALYTICS_SCRIPT_URL).origin,
            siteAttribute: SITE_ATTRIBUTE[c.ANALYTICS_KIND],
            siteId: c.ANALYTICS_SITE_ID,
          }
        : undefined,
    oidc:
      c.OIDC_ISSUER && c.OIDC_CLIENT_ID && c.OIDC_CLIENT_SECRET
        ? {
            issuer: c.OIDC_ISSUER,
            clientId: c.OIDC_CLIENT_ID,
            clientSecret: c.OIDC_CLIENT_SECRET,
            name: c.OIDC_NAME,
          }
        : undefined,
  };
}
