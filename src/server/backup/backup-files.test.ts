import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupFileName, keepNewest } from './backup-files';

describe('backupFileName', () => {
  it('names a copy by the local date and time, padded so names sort in time order', () => {
    expect(backupFileName(new Date(2026, 10, 23, 9, 5, 7), 'sqlite')).toBe(
      'competition-20261123-090507.sqlite',
    );
    expect(backupFileName(new Date(2027, 0, 2, 23, 59, 59), 'dump')).toBe(
      'competition-20270102-235959.dump',
    );
    const names = [new Date(2026, 8, 30, 23, 0, 0), new Date(2026, 9, 1, 0, 0, 0)].map((d) =>
      backupFileName(d, 'sqlite'),
    );
    expect([...names].sort()).toEqual(names);
  });
});

describe('keepNewest', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keep-newest-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const touch = (name: string) => fs.writeFileSync(path.join(dir, name), '');

  it('deletes the oldest copies of one kind beyond the number kept, and nothing else', () => {
    const copies = [
      'competition-20261123-080000.sqlite',
      'competition-20261123-090000.sqlite',
      'competition-20261123-100000.sqlite',
      'competition-20261124-070000.sqlite',
    ];
    for (const name of [...copies].reverse()) touch(name);
    const others = [
      'competition-20261101-000000.dump',
      'before-the-event.sqlite',
      '.competition-20261123-110000.sqlite.tmp',
    ];
    for (const name of others) touch(name);

    expect(keepNewest(dir, 2, 'sqlite')).toEqual(copies.slice(0, 2));
    expect(fs.readdirSync(dir).sort()).toEqual([...others, ...copies.slice(2)].sort());
  });

  it('deletes nothing while there are no more copies than kept', () => {
    touch('competition-20261123-080000.dump');
    expect(keepNewest(dir, 1, 'dump')).toEqual([]);
    expect(keepNewest(dir, 5, 'sqlite')).toEqual([]);
    expect(fs.readdirSync(dir)).toEqual(['competition-20261123-080000.dump']);
  });
});
