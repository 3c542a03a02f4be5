import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { checkExportFile } from './export/check-export';
import { importCompetition } from './export/import-competition';
import { RealtimeDbRefusal, importRealtimeDb } from './import/realtime-db/import-realtime-db';
import { reportText } from './import/realtime-db/report-text';
import { InProcessBus } from './live/bus';
import { SYSTEM_ACTOR } from './services/audit-log';

const USAGE = [
  'Usage: npm run import -- FILE.json [--replace | --as NEW_ID]',
  '       npm run import -- --from realtime-db FILE.json [--competition NEW_ID]',
].join('\n');

type Options = { replace?: boolean; as?: string; competition?: string };

/** A file written by `npm run export`: checked whole, then written in one transaction. */
async function importExport(database: DatabaseHandle, text: string, options: Options) {
  if (options.competition !== undefined)
    throw new Error(`--competition is for --from realtime-db; use --as NEW_ID.\n${USAGE}`);
  if (options.replace && options.as !== undefined)
    throw new Error(`--replace and --as contradict each other.\n${USAGE}`);
  const document = checkExportFile(text);
  await migrateToLatest(database.db);
  const outcome = await importCompetition(
    { database, bus: new InProcessBus() },
    document,
    { replace: options.replace ?? false, as: options.as },
    SYSTEM_ACTOR,
  );
  return [
    `Imported '${outcome.competitionId}' (${outcome.rows} rows)${outcome.replaced ? ', replacing the competition of that id' : ''}.`,
    ...(outcome.newJudgeCodes > 0
      ? [
          `${outcome.newJudgeCodes} judges have new access codes (the file carries none): hand them out from Officials.`,
        ]
      : []),
    'Set the chairman PIN again; couples ask staff to change their entries (their edit codes were not exported).',
  ].join('\n');
}

/** The old app's realtime-database export (docs/import.md): a new competition and a report. */
async function importOldApp(database: DatabaseHandle, text: string, options: Options) {
  if (options.replace || options.as !== undefined)
    throw new Error(
      `--replace and --as are for our own exports; use --competition NEW_ID.\n${USAGE}`,
    );
  let tree: unknown;
  try {
    tree = JSON.parse(text);
  } catch (error) {
    throw new RealtimeDbRefusal('', `it is not JSON (${(error as Error).message}).`);
  }
  await migrateToLatest(database.db);
  const report = await importRealtimeDb(
    { database, bus: new InProcessBus() },
    tree,
    options.competition === undefined ? {} : { competitionId: options.competition },
  );
  return reportText(report);
}

/**
 * `npm run import` reads a competition into the configured database, all of it
 * or nothing: a file written by `npm run export`, or with `--from realtime-db`
 * the old app's export. Run it while the server is stopped, as `npm run seed`:
 * a running server would keep answers it read before.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      replace: { type: 'boolean' },
      as: { type: 'string' },
      competition: { type: 'string' },
    },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new Error(`Name one file to import.\n${USAGE}`);
  if (values.from !== undefined && values.from !== 'realtime-db')
    throw new Error(`--from knows only realtime-db.\n${USAGE}`);
  const text = fs.readFileSync(file, 'utf8');
  const database = openDatabase(loadConfig());
  try {
    const importer = values.from === 'realtime-db' ? importOldApp : importExport;
    console.log(await importer(database, text, values));
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
