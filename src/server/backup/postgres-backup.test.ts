import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupPostgres, pgDumpArguments } from './postgres-backup';

describe('pgDumpArguments', () => {
  it('passes the password in the environment, not on the command line', () => {
    expect(pgDumpArguments('postgres://comp:s%40cret@db.local:5432/comp', '/b/x.dump')).toEqual({
      args: ['--format=custom', '--file=/b/x.dump', 'postgres://comp@db.local:5432/comp'],
      env: { PGPASSWORD: 's@cret' },
    });
    expect(pgDumpArguments('postgresql://comp@db.local/comp', '/b/x.dump').env).toEqual({});
  });
});

describe('backupPostgres', () => {
  it('answers the command to run when pg_dump is not installed, leaving no file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-backup-'));
    try {
      const result = await backupPostgres(
        'postgres://comp@db.local/comp',
        dir,
        new Date(Date.UTC(2026, 10, 23, 8, 0, 0)),
        path.join(dir, 'no-such-pg_dump'),
      );
      expect(result).toEqual({
        made: false,
        command: `pg_dump --format=custom --file=${path.join(dir, 'competition-20261123-080000Z.dump')} "$DATABASE_URL"`,
      });
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
