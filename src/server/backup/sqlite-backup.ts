import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sqliteFile } from '../db/database';
import { backupFileName, publishDurably, removeAbandoned, unfinishedName } from './backup-files';

export type BackupResult = { file: string; bytes: number };

/**
 * SQLite finds the database damaged: it cannot read it at all, or the copy
 * fails the integrity check.
 */
export class DamagedDatabaseError extends Error {}

/** better-sqlite3's codes for a file that is not, or no longer, a sound database. */
const isDamage = (error: unknown) => {
  const code = error instanceof SQLite.SqliteError ? error.code : '';
  return code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT');
};

/**
 * Copies DATA_DIR's database into `backupDir` while the server keeps writing.
 *
 * `VACUUM INTO` on a connection of our own, opened read-only, is one read
 * transaction: the copy is a consistent snapshot holding every write committed
 * before it began, and in WAL mode it never blocks the server's writers.
 * (better-sqlite3's `.backup()` copies page by page and restarts whenever
 * another connection writes, so under a steady stream of writes it may never
 * finish.) The copy is then checked with `integrity_check` before it takes
 * its final name.
 */
export function backupSqlite(dataDir: string, backupDir: string, now: Date): BackupResult {
  const source = sqliteFile(dataDir);
  if (!fs.existsSync(source))
    throw new Error(`No database at ${source}; run the backup with the server's DATA_DIR.`);
  fs.mkdirSync(backupDir, { recursive: true });
  removeAbandoned(backupDir);
  const file = path.join(backupDir, backupFileName(now, 'sqlite'));
  const unfinished = path.join(backupDir, unfinishedName(path.basename(file)));
  try {
    const database = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      database.prepare('VACUUM INTO ?').run(unfinished);
    } finally {
      database.close();
    }
    const problems = integrityProblems(unfinished);
    if (problems.length > 0)
      throw new DamagedDatabaseError(
        `The copy fails SQLite's integrity check, so the database itself may be damaged: ${problems.slice(0, 5).join('; ')}`,
      );
    publishDurably(unfinished, file);
  } catch (error) {
    if (isDamage(error))
      throw new DamagedDatabaseError(
        `SQLite cannot read ${source}, so the database may be damaged: ${(error as Error).message}`,
        { cause: error },
      );
    throw error;
  } finally {
    fs.rmSync(unfinished, { force: true });
  }
  return { file, bytes: fs.statSync(file).size };
}

function integrityProblems(file: string): string[] {
  const copy = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = copy.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
  } finally {
    copy.close();
  }
}
