import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backupFileName,
  keepNewest,
  publishDurably,
  removeAbandoned,
  unfinishedName,
} from './backup-files';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-files-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  fs.rmSync(dir, { recursive: true, force: true });
});

const touch = (name: string) => fs.writeFileSync(path.join(dir, name), '');

describe('backupFileName', () => {
  it('names a copy by the UTC date and time, padded so names sort in time order', () => {
    expect(backupFileName(new Date(Date.UTC(2026, 10, 23, 9, 5, 7)), 'sqlite')).toBe(
      'competition-20261123-090507Z.sqlite',
    );
    expect(backupFileName(new Date(Date.UTC(2027, 0, 2, 23, 59, 59)), 'dump')).toBe(
      'competition-20270102-235959Z.dump',
    );
  });

  it('keeps time order across the night the clocks go back', () => {
    // Europe/Berlin, 25 October 2026: 02:00 to 03:00 local happens twice.
    vi.stubEnv('TZ', 'Europe/Berlin');
    const names = [
      '2026-10-25T00:30:00Z', // 02:30 summer time
      '2026-10-25T00:59:00Z',
      '2026-10-25T01:10:00Z', // 02:10 winter time, after the above
      '2026-10-25T01:30:00Z',
    ].map((iso) => backupFileName(new Date(iso), 'sqlite'));
    expect([...names].sort()).toEqual(names);
  });
});

describe('unfinishedName', () => {
  it('gives every run its own hidden temporary name', () => {
    const a = unfinishedName('competition-20261123-090507Z.sqlite');
    const b = unfinishedName('competition-20261123-090507Z.sqlite');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^\.competition-20261123-090507Z\.sqlite\.\d+-[0-9a-f]+\.tmp$/);
  });
});

describe('removeAbandoned', () => {
  it("deletes the unfinished files of runs that no longer run, and keeps a live run's", () => {
    const live = unfinishedName('competition-20261123-090507Z.sqlite');
    // A process id far above any the system hands out.
    const dead = '.competition-20261123-080000Z.sqlite.99999999-0badc0de.tmp';
    touch(live);
    touch(dead);
    touch('competition-20261123-070000Z.sqlite');
    removeAbandoned(dir);
    expect(fs.readdirSync(dir).sort()).toEqual(
      [live, 'competition-20261123-070000Z.sqlite'].sort(),
    );
  });
});

describe('publishDurably', () => {
  it('flushes the copy before giving it its name, and the folder after', () => {
    const unfinished = path.join(dir, '.copy.tmp');
    const file = path.join(dir, 'copy.sqlite');
    fs.writeFileSync(unfinished, 'the copy');
    const steps: string[] = [];
    const opened = new Map<number, string>();
    const open = fs.openSync;
    vi.spyOn(fs, 'openSync').mockImplementation((target, flags) => {
      const descriptor = open(target, flags);
      opened.set(descriptor, String(target));
      return descriptor;
    });
    const fsync = fs.fsyncSync;
    vi.spyOn(fs, 'fsyncSync').mockImplementation((descriptor) => {
      steps.push(`flush ${opened.get(descriptor)}`);
      fsync(descriptor);
    });
    const rename = fs.renameSync;
    vi.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      steps.push(`rename ${String(from)}`);
      rename(from, to);
    });

    publishDurably(unfinished, file);

    expect(steps).toEqual([`flush ${unfinished}`, `rename ${unfinished}`, `flush ${dir}`]);
    expect(fs.readFileSync(file, 'utf8')).toBe('the copy');
    expect(fs.existsSync(unfinished)).toBe(false);
  });

  it('names the copy on a system that refuses to flush a folder', () => {
    const unfinished = path.join(dir, '.copy.tmp');
    fs.writeFileSync(unfinished, 'the copy');
    const fsync = fs.fsyncSync;
    let calls = 0;
    vi.spyOn(fs, 'fsyncSync').mockImplementation((descriptor) => {
      calls += 1;
      if (calls === 2) throw Object.assign(new Error('EISDIR'), { code: 'EISDIR' });
      fsync(descriptor);
    });
    publishDurably(unfinished, path.join(dir, 'copy.sqlite'));
    expect(fs.readdirSync(dir)).toEqual(['copy.sqlite']);
  });
});

describe('keepNewest', () => {
  it('deletes the oldest copies of one kind beyond the number kept, and nothing else', () => {
    const copies = [
      'competition-20261123-080000.sqlite', // named in local time, before the names were UTC
      'competition-20261123-090000Z.sqlite',
      'competition-20261123-100000Z.sqlite',
      'competition-20261124-070000Z.sqlite',
    ];
    for (const name of [...copies].reverse()) touch(name);
    const others = [
      'competition-20261101-000000Z.dump',
      'before-the-event.sqlite',
      '.competition-20261123-110000Z.sqlite.1234-abcdef01.tmp',
    ];
    for (const name of others) touch(name);

    expect(keepNewest(dir, 2, 'sqlite')).toEqual(copies.slice(0, 2));
    expect(fs.readdirSync(dir).sort()).toEqual([...others, ...copies.slice(2)].sort());
  });

  it('deletes nothing while there are no more copies than kept', () => {
    touch('competition-20261123-080000Z.dump');
    expect(keepNewest(dir, 1, 'dump')).toEqual([]);
    expect(keepNewest(dir, 5, 'sqlite')).toEqual([]);
    expect(fs.readdirSync(dir)).toEqual(['competition-20261123-080000Z.dump']);
  });
});
