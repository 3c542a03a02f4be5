import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase, sqliteFile } from './db/database';
import type { AuditVerification } from './services/audit-verify';
import { verifyAuditLog } from './services/audit-verify';

const USAGE = 'Usage: npm run audit:verify [-- --noted HASH]';

/** What the operator reads, and the exit code: 0 intact, 1 tampered with. */
function report(result: AuditVerification): { text: string; exitCode: number } {
  switch (result.status) {
    case 'intact':
      return {
        exitCode: 0,
        text: [
          `Audit log intact: ${result.rows} rows.`,
          ...(result.last
            ? [
                `Last row ${result.last.id} has hash ${result.last.hash}`,
                'Keep that hash somewhere else; `npm run audit:verify -- --noted HASH` later shows every row up to it is unchanged.',
              ]
            : []),
        ].join('\n'),
      };
    case 'broken': {
      const { row, explanation } = result.broken;
      return {
        exitCode: 1,
        text: [
          `Audit log broken at row ${row.id} (${row.action}, ${row.created_at}): ${explanation}.`,
          `${result.rows} rows before it verified.`,
        ].join('\n'),
      };
    }
    case 'noted-missing':
      return {
        exitCode: 1,
        text: `Audit log holds together (${result.rows} rows) but no row has the noted hash: rows up to it were removed or the whole log was rewritten.`,
      };
  }
}

/**
 * `npm run audit:verify` checks the audit log's hash chain on the configured
 * database (DATA_DIR or DATABASE_URL, as the server), without writing to it.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { noted: { type: 'string' } } });
  const notedHash = values.noted?.toLowerCase();
  if (notedHash !== undefined && !/^[0-9a-f]{64}$/.test(notedHash))
    throw new Error(`--noted must be a hash printed by audit:verify (64 hex digits).\n${USAGE}`);
  const config = loadConfig();
  if (!config.databaseUrl && !fs.existsSync(sqliteFile(config.dataDir)))
    throw new Error(
      `No database at ${sqliteFile(config.dataDir)}; run the check with the server's DATA_DIR or DATABASE_URL.`,
    );
  const database = openDatabase({ ...config, readOnly: true });
  try {
    const tables = await database.db.introspection.getTables();
    const auditLog = tables.find((table) => table.name === 'audit_log');
    if (!auditLog?.columns.some((column) => column.name === 'hash'))
      throw new Error(
        'This database has no audit hash chain yet; start the server once to bring it up to date.',
      );
    const { text, exitCode } = report(await verifyAuditLog(database.db, { notedHash }));
    console.log(text);
    return exitCode;
  } finally {
    await database.close();
  }
}

main().then(
  (exitCode) => process.exit(exitCode),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    // 2: the check could not run, which is not the same as a broken log.
    process.exit(2);
  },
);
