import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What a backup holds: a copy of the SQLite file, or a pg_dump archive. */
export type BackupKind = 'sqlite' | 'dump';

/** Names end in `Z` (UTC); copies from before that carry the laptop's local time. */
const BACKUP_NAME = /^competition-\d{8}-\d{6}Z?\.(sqlite|dump)$/;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * `competition-YYYYMMDD-HHMMSSZ.sqlite` in UTC (the `Z` says so). The names
 * sort in time order, which is how `keepNewest` finds the oldest; local time
 * repeats an hour when the clocks go back, and they would not.
 */
export function backupFileName(now: Date, kind: BackupKind): string {
  const day = `${now.getUTCFullYear()}${twoDigits(now.getUTCMonth() + 1)}${twoDigits(now.getUTCDate())}`;
  const time = `${twoDigits(now.getUTCHours())}${twoDigits(now.getUTCMinutes())}${twoDigits(now.getUTCSeconds())}`;
  return `competition-${day}-${time}Z.${kind}`;
}

const UNFINISHED_NAME = /^\.competition-.+\.(\d+)-[0-9a-f]+\.tmp$/;

/**
 * Written under a hidden name and renamed when complete, so an interrupted
 * backup never leaves a file that looks like a finished one. The name is this
 * run's own (process id and a random part): two runs in the same second
 * must not write, or delete, each other's file.
 */
export const unfinishedName = (finalName: string) =>
  `.${finalName}.${process.pid}-${crypto.randomBytes(4).toString('hex')}.tmp`;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Deletes the unfinished files of runs that died or were stopped (their
 * process no longer runs), which would otherwise fill a USB stick; a run
 * still going keeps its file.
 */
export function removeAbandoned(dir: string): void {
  for (const name of fs.readdirSync(dir)) {
    const pid = UNFINISHED_NAME.exec(name)?.[1];
    if (pid !== undefined && Number(pid) !== process.pid && !isRunning(Number(pid)))
      fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** Platforms and file systems that cannot flush a directory say so with these. */
const DIRECTORY_SYNC_REFUSED = new Set(['EISDIR', 'EPERM', 'EACCES', 'EINVAL', 'ENOTSUP', 'EBADF']);

function syncDirectory(dir: string): void {
  let descriptor: number | undefined;
  try {
    descriptor = fs.openSync(dir, 'r');
    fs.fsyncSync(descriptor);
  } catch (error) {
    if (!DIRECTORY_SYNC_REFUSED.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    if (descriptor !== undefined) fs.closeSync(descriptor);
  }
}

/**
 * Gives a complete copy its final name so that it survives a power cut or a
 * USB stick pulled right after: neither VACUUM INTO nor pg_dump flushes what
 * it wrote, so the file is flushed before the rename, and its directory (the
 * rename itself) after.
 */
export function publishDurably(unfinished: string, file: string): void {
  const descriptor = fs.openSync(unfinished, 'r+');
  try {
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
  fs.renameSync(unfinished, file);
  syncDirectory(path.dirname(file));
}

/**
 * Deletes all but the newest `keep` backups of one kind in `dir`; other files
 * (an operator's own copies, the other kind) are left alone. Returns the names
 * deleted.
 */
export function keepNewest(dir: string, keep: number, kind: BackupKind): string[] {
  const backups = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name) && name.endsWith(`.${kind}`))
    .sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}
