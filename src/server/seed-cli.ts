import { createAuth } from './auth/create-auth';
import { resolveAuthSecret } from './auth/server-secret';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { InProcessBus } from './live/bus';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { DEMO_COMPETITION_ID, seedDemoCompetition } from './seed/seed-demo';
import { seedDemoDay } from './seed/seed-demo-day';
import { SYSTEM_ACTOR } from './services/audit-log';
import { removeDemoCompetition } from './services/demo-removal';

const USAGE = 'the options are --reset (re-create the demo) and --empty (start without it)';

/**
 * `npm run seed` creates the demo competition on a database without any
 * competition; `-- --reset` re-creates it; `-- --empty` removes it (or, on a
 * new database, never seeds it) and leaves a blank competition to start from.
 * DEMO (README) says whether the demo is seeded in the middle of its day.
 * Run it while the server is stopped: a running server would keep old answers.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--reset' && a !== '--empty');
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(' ')}; ${USAGE}.`);
  if (args.includes('--reset') && args.includes('--empty'))
    throw new Error(`--reset and --empty contradict each other; ${USAGE}.`);
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const log = createLogger('warn');
    const secret = await resolveAuthSecret(database.db, config.authSecret);
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      db: database.db,
      log,
    });
    const auth = createAuth({
      db: database.db,
      dialect: database.dialect,
      baseURL: config.publicUrl ?? `http://${config.host}:${config.port}`,
      secret,
      passwordMinLength: config.passwordMinLength,
      mailer,
      oidc: config.oidc,
      log,
    });
    const ctx = { database, bus: new InProcessBus(), auth };

    if (args.includes('--empty')) {
      // A new database gets the demo first, so removing it leaves the same clean start.
      await seedDemoCompetition(database.db);
      const demo = await database.db
        .selectFrom('competitions')
        .select('id')
        .where('id', '=', DEMO_COMPETITION_ID)
        .executeTakeFirst();
      if (!demo) {
        console.log('There is no demo competition to remove.');
        return;
      }
      const removal = await removeDemoCompetition(ctx, SYSTEM_ACTOR);
      console.log(
        `No demo competition: the site shows '${removal.shownCompetitionId}'${removal.blankCompetitionCreated ? ', a blank competition to fill in under Settings' : ''}.`,
      );
      return;
    }
    const { created } = await seedDemoCompetition(database.db, {
      reset: args.includes('--reset'),
      day: config.demo === 'day',
    });
    if (!created) {
      console.log(
        `Demo competition '${DEMO_COMPETITION_ID}' (or another competition) already exists; use --reset to re-create it.`,
      );
      return;
    }
    if (config.demo === 'day') {
      const day = await seedDemoDay(ctx);
      console.log(
        `Demo competition '${DEMO_COMPETITION_ID}' created in the middle of its day (${day.milliseconds} ms).`,
      );
    } else console.log(`Demo competition '${DEMO_COMPETITION_ID}' created.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
