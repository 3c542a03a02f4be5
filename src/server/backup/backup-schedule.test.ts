import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sqliteFile } from '../db/database';
import type { BackupRun } from './backup-schedule';
import { backupCommandRunner, scheduleBackups } from './backup-schedule';

const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

/** A runner whose runs finish only when the test says so. */
function controlledRunner() {
  const finishers: ((run: BackupRun) => void)[] = [];
  const run = vi.fn(() => new Promise<BackupRun>((resolve) => finishers.push(resolve)));
  const finish = async (result: BackupRun) => {
    finishers.shift()?.(result);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { run, finish };
}

describe('scheduleBackups', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once per interval, logging what each run printed', async () => {
    const { run, finish } = controlledRunner();
    const logger = log();
    const stop = scheduleBackups(30, run, logger);

    await vi.advanceTimersByTimeAsync(30 * 60_000 - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await finish({ ok: true, output: 'Backup written: a.sqlite (1 kB)' });
    expect(logger.info).toHaveBeenCalledWith(
      { output: 'Backup written: a.sqlite (1 kB)' },
      'backup made',
    );

    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(run).toHaveBeenCalledTimes(2);
    await finish({ ok: false, output: 'No database at data/competition.sqlite' });
    expect(logger.error).toHaveBeenCalledWith(
      { output: 'No database at data/competition.sqlite' },
      'backup failed',
    );
    stop();
  });

  it('skips a turn while the previous backup is still running, instead of starting a second', async () => {
    const { run, finish } = controlledRunner();
    const logger = log();
    const stop = scheduleBackups(5, run, logger);

    await vi.advanceTimersByTimeAsync(5 * 60_000);
    await vi.advanceTimersByTimeAsync(2 * 5 * 60_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledTimes(2);

    await finish({ ok: true, output: '' });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('runs no more once stopped', async () => {
    const { run } = controlledRunner();
    const stop = scheduleBackups(1, run, log());
    stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(run).not.toHaveBeenCalled();
  });

  it('logs a runner that could not start, and runs again next time', async () => {
    const run = vi.fn(() => Promise.reject(new Error('spawn ENOENT')));
    const logger = log();
    const stop = scheduleBackups(1, run, logger);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(logger.error).toHaveBeenCalledWith(
      { err: new Error('spawn ENOENT') },
      'backup could not start',
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('backupCommandRunner', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-runner-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('runs npm run backup for the server’s own DATA_DIR, even when the environment names PostgreSQL', async () => {
    const database = new SQLite(sqliteFile(dataDir));
    database.exec('create table couples (number integer)');
    database.close();
    const dir = path.join(dataDir, 'copies');
    vi.stubEnv('DATABASE_URL', 'postgres://nobody@127.0.0.1:1/none');
    try {
      const result = await backupCommandRunner(dataDir, { everyMinutes: 30, dir, keep: 3 })();
      expect(result.ok, result.output).toBe(true);
      const [copy] = fs.readdirSync(dir);
      expect(copy).toMatch(/^competition-\d{8}-\d{6}Z\.sqlite$/);
      expect(result.output).toContain(`Backup written: ${path.join(dir, copy ?? '')}`);
    } finally {
      vi.unstubAllEnvs();
    }
    // A child process on a busy machine: generous, and no timing asserted.
  }, 60_000);

  it('stops a run that outlasts the interval, as a failed backup', async () => {
    const database = new SQLite(sqliteFile(dataDir));
    database.close();
    // An interval of a few milliseconds: the child cannot even start in that time.
    const result = await backupCommandRunner(dataDir, {
      everyMinutes: 0.0001,
      dir: path.join(dataDir, 'copies'),
      keep: 3,
    })();
    expect(result.ok).toBe(false);
    expect(result.output).toContain('was stopped');
  }, 60_000);
});
