import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Logger } from 'pino';
import { checkoutRootOf } from '../checkout-root';
import type { BackupConfig } from '../config';

/** What one backup run printed, and whether it made a sound copy. */
export type BackupRun = { ok: boolean; output: string };
export type BackupRunner = () => Promise<BackupRun>;

// Found from this module's place, which differs in the server bundle (decision 031).
const PROJECT_ROOT = checkoutRootOf(import.meta.url);
const BACKUP_CLI = path.join(PROJECT_ROOT, 'src/server/backup-cli.ts');

/**
 * Runs `npm run backup` (backup-cli.ts) for this server's database as a child
 * process: `VACUUM INTO` of a large database takes seconds of synchronous
 * work, which in the server's own process would stall every request. A run
 * still going when the next is due (a hung disk, a stuck USB stick) is killed,
 * as a failed backup: otherwise every later turn would be skipped behind it.
 */
export function backupCommandRunner(dataDir: string, backup: BackupConfig): BackupRunner {
  return () =>
    new Promise((resolve) => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: dataDir,
        BACKUP_DIR: backup.dir,
        BACKUP_KEEP: String(backup.keep),
      };
      // The interval copies SQLite only (config refuses it with DATABASE_URL).
      delete env.DATABASE_URL;
      execFile(
        process.execPath,
        ['--import', 'tsx', BACKUP_CLI],
        { cwd: PROJECT_ROOT, env, timeout: backup.everyMinutes * 60_000, killSignal: 'SIGKILL' },
        (error, stdout, stderr) => {
          const stopped =
            error?.killed === true
              ? `\nThe backup ran longer than ${backup.everyMinutes} minutes and was stopped.`
              : '';
          resolve({ ok: error === null, output: `${stdout}${stderr}${stopped}`.trim() });
        },
      );
    });
}

/**
 * Runs a backup every `everyMinutes` until the returned stop is called. A run
 * still going when the next is due is not doubled: that turn is skipped. The
 * timer does not keep the process alive.
 */
export function scheduleBackups(
  everyMinutes: number,
  run: BackupRunner,
  log: Pick<Logger, 'info' | 'warn' | 'error'>,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) {
      log.warn('the previous backup is still running; skipping this one');
      return;
    }
    running = true;
    run()
      .then(
        ({ ok, output }) =>
          ok ? log.info({ output }, 'backup made') : log.error({ output }, 'backup failed'),
        (error: unknown) => log.error({ err: error }, 'backup could not start'),
      )
      .finally(() => {
        running = false;
      });
  }, everyMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
