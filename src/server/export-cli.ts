import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { exportCompetition, serializeExport } from './export/export-competition';

const USAGE = 'Usage: npm run export -- --competition ID --out FILE.json';

/**
 * `npm run export` writes one whole competition of the configured database
 * (DATA_DIR or DATABASE_URL, as the server) to a JSON file in the format of
 * docs/competition-export.schema.json. The same data gives the same bytes.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { competition: { type: 'string' }, out: { type: 'string' } },
  });
  if (!values.competition || !values.out)
    throw new Error(`--competition and --out are both needed.\n${USAGE}`);
  const database = openDatabase(loadConfig());
  try {
    await migrateToLatest(database.db);
    const document = await exportCompetition(database.db, values.competition);
    fs.writeFileSync(values.out, serializeExport(document));
    const rows = Object.values(document.tables).reduce((sum, rows) => sum + rows.length, 1);
    console.log(`Exported '${document.competition.id}' (${rows} rows) to ${values.out}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
