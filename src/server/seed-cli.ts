import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { DEMO_COMPETITION_ID, seedDemoCompetition } from './seed/seed-demo';

/** `npm run seed` creates the demo competition if missing; `-- --reset` re-creates it. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--reset');
  if (unknown.length > 0)
    throw new Error(`Unknown option ${unknown.join(' ')}; the only option is --reset.`);
  const database = openDatabase(loadConfig());
  try {
    await migrateToLatest(database.db);
    const { created } = await seedDemoCompetition(database.db, { reset: args.includes('--reset') });
    console.log(
      created
        ? `Demo competition '${DEMO_COMPETITION_ID}' created.`
        : `Demo competition '${DEMO_COMPETITION_ID}' already exists; use --reset to re-create it.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
