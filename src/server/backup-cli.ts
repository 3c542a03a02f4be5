import { loadConfig } from './config';
import { keepNewest } from './backup/backup-files';
import type { BackupKind } from './backup/backup-files';
import { backupPostgres } from './backup/postgres-backup';
import { DamagedDatabaseError, backupSqlite } from './backup/sqlite-backup';
import type { BackupResult } from './backup/sqlite-backup';

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

function reportMade({ file, bytes }: BackupResult, dir: string, keep: number, kind: BackupKind) {
  console.log(`Backup written: ${file} (${size(bytes)})`);
  const removed = keepNewest(dir, keep, kind);
  if (removed.length > 0)
    console.log(`Kept the newest ${keep} in ${dir}; removed ${removed.join(', ')}`);
}

/**
 * `npm run backup` copies the configured database (DATA_DIR or DATABASE_URL,
 * as the server) into BACKUP_DIR while the server keeps running, then keeps
 * the newest BACKUP_KEEP copies there. The server's interval runs this same
 * command as a child process (backup/backup-schedule.ts).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const { dir, keep } = config.backup;
  const now = new Date();
  if (config.databaseUrl) {
    const dump = await backupPostgres(
      config.databaseUrl,
      dir,
      now,
      process.env.PG_DUMP ?? 'pg_dump',
    );
    if (!dump.made) {
      console.error(
        [
          'pg_dump is not on the PATH (install the PostgreSQL client, or set PG_DUMP to the program).',
          'On a machine that has it, run:',
          `  ${dump.command}`,
        ].join('\n'),
      );
      return 2;
    }
    reportMade(dump, dir, keep, 'dump');
    return 0;
  }
  reportMade(backupSqlite(config.dataDir, dir, now), dir, keep, 'sqlite');
  return 0;
}

main().then(
  (exitCode) => process.exit(exitCode),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    // 1: SQLite finds the database damaged (look at it now); 2: no copy could be made.
    process.exit(error instanceof DamagedDatabaseError ? 1 : 2);
  },
);
