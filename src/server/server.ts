import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app';
import { findFreePort } from './http/free-port';
import { createLogger } from './logger';
import type { Config } from './config';
import type { AppContext } from './context';
import type { RouteAccess } from './http/access';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { ChangeBus } from './live/bus';
import { InProcessBus } from './live/bus';
import { ChangeFeed } from './live/change-feed';
import { pruneChanges } from './live/change-log';
import type { ChangeLogLimits } from './live/change-log';
import { PostgresBus } from './live/postgres-bus';
import { closeIdleConnectionsWhileClosing } from './http/close-idle-while-closing';
import { PublicReadCache } from './http/public-read-cache';
import { seedDemoCompetition } from './seed/seed-demo';
import { seedDemoDay } from './seed/seed-demo-day';
import { hasUnfinishedDemoDay } from './seed/demo-marker';
import { removeDemoStaff } from './seed/demo-staff';
import { createAuth } from './auth/create-auth';
import { JudgeTokens } from './auth/judge-token';
import { resolveAuthSecret } from './auth/server-secret';
import { createMailer } from './mail/mailer';
import { backupCommandRunner, scheduleBackups } from './backup/backup-schedule';

/**
 * How much of the change log is kept; a client further behind gets a refetch.
 * A notification is under 200 bytes, so the size cap rarely binds before the count.
 */
const CHANGE_LOG_LIMITS: ChangeLogLimits = {
  maxCount: 10_000,
  maxAgeMs: 24 * 60 * 60_000,
  maxBytes: 4 * 1024 * 1024,
};
const PRUNE_EVERY_MS = 10 * 60_000;

export type RunningServer = {
  ctx: AppContext;
  /** Every /api route with its declared access, for the authorization test. */
  accessTable: RouteAccess[];
  /** Base URL such as http://127.0.0.1:3000 */
  url: string;
  close(): Promise<void>;
};

export type StartOptions = {
  /** Runs on the built app just before it listens; benchmarks add a baseline route here. */
  beforeListen?: (app: FastifyInstance) => void;
};

/**
 * Opens the database, migrates, seeds the demo on an empty database, and serves.
 * Used by `npm start`, the integration tests, the end-to-end tests and the benchmarks.
 */
export async function startServer(
  config: Config,
  log?: Logger,
  options: StartOptions = {},
): Promise<RunningServer> {
  const logger = log ?? createLogger(config.logLevel);
  const database = openDatabase(config, (error) =>
    logger.warn({ err: error }, 'an idle database connection failed; it will be replaced'),
  );
  await migrateToLatest(database.db);
  const day = config.demo === 'day';
  // A first start stopped while seeding the day left half a demo: seed it again.
  const unfinished = await hasUnfinishedDemoDay(database.db);
  if (unfinished) logger.warn('the demo day was not seeded to its end; seeding it again');
  const { created } = await seedDemoCompetition(database.db, { reset: unfinished, day });
  await pruneChanges(database.db, CHANGE_LOG_LIMITS);

  let bus: ChangeBus;
  if (database.dialect === 'postgres' && config.databaseUrl) {
    const pgBus = new PostgresBus(config.databaseUrl, database.db, logger);
    await pgBus.start();
    bus = pgBus;
  } else {
    bus = new InProcessBus();
  }
  const readCache = new PublicReadCache({ enabled: config.readCache });
  // Before the feed: a browser told of a change must not then read the stale answer.
  bus.onChanges((changes) => readCache.invalidate(changes));
  bus.onHearing((hearing) => (hearing === 'lost' ? readCache.suspend() : readCache.resume()));
  const feed = new ChangeFeed(database.db, bus);
  // Sign-in links and callbacks need the final address before the app is built.
  const port = config.port || (await findFreePort(config.host));
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const baseURL = config.publicUrl ?? url;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db: database.db,
    log: logger,
  });
  const secret = await resolveAuthSecret(database.db, config.authSecret);
  const auth = createAuth({
    db: database.db,
    dialect: database.dialect,
    baseURL,
    secret,
    passwordMinLength: config.passwordMinLength,
    mailer,
    oidc: config.oidc,
    log: logger,
  });
  const ctx: AppContext = {
    config,
    database,
    bus,
    feed,
    readCache,
    log: logger,
    auth,
    judgeTokens: new JudgeTokens(secret),
    mailer,
  };
  if (created && day) {
    const seeded = await seedDemoDay(ctx);
    logger.info(`seeded the demo competition in the middle of its day (${seeded.milliseconds} ms)`);
  } else if (created) logger.info('seeded the demo competition');
  if (!day) {
    // Known-password accounts never outlive the laptop: a database seeded there
    // and then served to a network (PUBLIC_URL, HOST...) loses them (decision 029).
    const removed = await removeDemoStaff(database.db);
    if (removed > 0)
      logger.warn(
        `removed the demo's ${removed} staff accounts with the published password: this server is not a laptop demo (DEMO=${config.demo})`,
      );
  }
  const app = await buildApp(ctx, baseURL);
  // Streams end first so close() is not held open by connected browsers.
  app.addHook('preClose', async () => feed.close());
  closeIdleConnectionsWhileClosing(app);
  // Keep the change log bounded while running, not only at start-up.
  const pruning = setInterval(() => {
    pruneChanges(database.db, CHANGE_LOG_LIMITS).catch((error: unknown) =>
      logger.warn({ err: error }, 'pruning the change log failed'),
    );
  }, PRUNE_EVERY_MS);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));
  if (config.backup.everyMinutes > 0) {
    const stopBackups = scheduleBackups(
      config.backup.everyMinutes,
      backupCommandRunner(config.dataDir, config.backup),
      logger,
    );
    app.addHook('onClose', async () => stopBackups());
  }
  options.beforeListen?.(app);
  await app.listen({ port, host: config.host });

  return {
    ctx,
    accessTable: app.accessTable,
    url,
    async close() {
      await app.close();
      await bus.close();
      await database.close();
    },
  };
}
