import fs from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { RealtimeDbRefusal, importRealtimeDb } from './import/realtime-db/import-realtime-db';
import { reportText } from './import/realtime-db/report-text';
import { InProcessBus } from './live/bus';

const USAGE = 'usage: npm run import:realtime-db -- FILE.json [--competition NEW_ID]';

/**
 * `npm run import:realtime-db -- FILE.json [--competition NEW_ID]` imports
 * the old app's realtime-database export (docs/import.md) into the configured
 * database as a new competition and prints the report. Run it while the
 * server is stopped, as `npm run seed`: a running server would keep old answers.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--competition');
  const competitionId = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0 && (competitionId === undefined || competitionId.startsWith('--')))
    throw new Error(`--competition needs an id; ${USAGE}`);
  const rest = args.filter((_, index) => at < 0 || (index !== at && index !== at + 1));
  const [file, ...extra] = rest;
  if (!file || extra.length > 0 || file.startsWith('--')) throw new Error(USAGE);
  let tree: unknown;
  try {
    tree = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const database = openDatabase(loadConfig());
  try {
    await migrateToLatest(database.db);
    const report = await importRealtimeDb(
      { database, bus: new InProcessBus() },
      tree,
      competitionId === undefined ? {} : { competitionId },
    );
    console.log(reportText(report));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const refused = error instanceof RealtimeDbRefusal;
  console.error(
    `${refused ? 'Import refused, nothing changed: ' : ''}${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
