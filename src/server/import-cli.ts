import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { checkExportFile } from './export/check-export';
import { importCompetition } from './export/import-competition';
import { InProcessBus } from './live/bus';
import { SYSTEM_ACTOR } from './services/audit-log';

const USAGE = 'Usage: npm run import -- FILE.json [--replace | --as NEW_ID]';

/**
 * `npm run import` reads a file written by `npm run export` into the configured
 * database, all of it or nothing. The whole file is checked before anything is
 * written. Run it while the server is stopped, as `npm run seed`: a running
 * server would keep answers it read before.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: 'boolean' }, as: { type: 'string' } },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new Error(`Name one file to import.\n${USAGE}`);
  if (values.replace && values.as !== undefined)
    throw new Error(`--replace and --as contradict each other.\n${USAGE}`);
  const document = checkExportFile(fs.readFileSync(file, 'utf8'));
  const database = openDatabase(loadConfig());
  try {
    await migrateToLatest(database.db);
    const outcome = await importCompetition(
      { database, bus: new InProcessBus() },
      document,
      { replace: values.replace ?? false, as: values.as },
      SYSTEM_ACTOR,
    );
    console.log(
      [
        `Imported '${outcome.competitionId}' (${outcome.rows} rows)${outcome.replaced ? ', replacing the competition of that id' : ''}.`,
        ...(outcome.newJudgeCodes > 0
          ? [
              `${outcome.newJudgeCodes} judges have new access codes (the file carries none): hand them out from Officials.`,
            ]
          : []),
        'Set the chairman PIN again; couples ask staff to change their entries (their edit codes were not exported).',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
