import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect';
import type { Database } from './schema';

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Only set for PostgreSQL: the pool, for LISTEN/NOTIFY connections. */
  pgPool: pg.Pool | undefined;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * For checks that must change nothing (audit:verify): SQLite opens the
   * existing file read-only, PostgreSQL sessions refuse writes.
   */
  readOnly?: boolean;
};

/** The SQLite database file in DATA_DIR. */
export const sqliteFile = (dataDir: string) => path.join(dataDir, 'competition.sqlite');

/**
 * `onIdleConnectionError` hears about pooled PostgreSQL connections that break
 * while idle (a database restart, an administrator ending sessions). Without a
 * listener such an error would crash the process; the pool replaces the
 * connection and the next query reports any lasting problem.
 */
export function openDatabase(
  { databaseUrl, dataDir, readOnly = false }: DatabaseOptions,
  onIdleConnectionError: (error: Error) => void = () => undefined,
): DatabaseHandle {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      ...(readOnly && { options: '-c default_transaction_read_only=on' }),
    });
    pool.on('error', onIdleConnectionError);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', pgPool: pool, close: () => db.destroy() };
  }
  if (!readOnly) fs.mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(sqliteFile(dataDir), { readonly: readOnly, fileMustExist: readOnly });
  if (!readOnly) {
    // WAL lets readers run during a write; the busy timeout makes a second writer
    // (a seed run beside a live server) wait instead of failing at once.
    file.pragma('journal_mode = WAL');
    file.pragma('foreign_keys = ON');
    file.pragma('busy_timeout = 5000');
    file.pragma('synchronous = NORMAL');
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: 'sqlite', pgPool: undefined, close: () => db.destroy() };
}
