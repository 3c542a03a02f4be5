import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sqliteFile } from '../db/database';
import { DamagedDatabaseError, backupSqlite } from './sqlite-backup';

describe('backupSqlite', () => {
  let dataDir: string;
  let live: SQLite.Database;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-backup-'));
    live = new SQLite(sqliteFile(dataDir));
    live.pragma('journal_mode = WAL');
    live.exec('create table couples (number integer primary key, lead text not null)');
  });
  afterEach(() => {
    live.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies what the live connection committed, still in its WAL, into a named, checked file', () => {
    live.prepare('insert into couples values (?, ?)').run(101, 'Ada Lovelace');
    const backupDir = path.join(dataDir, 'backups');

    const result = backupSqlite(dataDir, backupDir, new Date(Date.UTC(2026, 10, 23, 14, 30, 0)));

    expect(result.file).toBe(path.join(backupDir, 'competition-20261123-143000Z.sqlite'));
    expect(result.bytes).toBe(fs.statSync(result.file).size);
    expect(fs.readdirSync(backupDir)).toEqual(['competition-20261123-143000Z.sqlite']);
    const copy = new SQLite(result.file, { readonly: true });
    try {
      expect(copy.prepare('select * from couples').all()).toEqual([
        { number: 101, lead: 'Ada Lovelace' },
      ]);
      // A self-contained file: restoring it needs no -wal beside it.
      expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    } finally {
      copy.close();
    }
  });

  it('refuses a DATA_DIR without a database, naming where it looked', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-backup-empty-'));
    try {
      expect(() => backupSqlite(empty, path.join(empty, 'backups'), new Date())).toThrow(
        `No database at ${sqliteFile(empty)}`,
      );
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('reports a database SQLite cannot read as damaged, leaving no copy', () => {
    live.close();
    const garbage = Buffer.alloc(8192, 'not a database; ');
    fs.writeFileSync(sqliteFile(dataDir), garbage);
    live = new SQLite(':memory:');
    const backupDir = path.join(dataDir, 'backups');

    expect(() => backupSqlite(dataDir, backupDir, new Date())).toThrow(DamagedDatabaseError);
    expect(() => backupSqlite(dataDir, backupDir, new Date())).toThrow(
      `SQLite cannot read ${sqliteFile(dataDir)}, so the database may be damaged`,
    );
    expect(fs.readdirSync(backupDir)).toEqual([]);
  });
});
