import fs from 'node:fs';
import path from 'node:path';

/** What a backup holds: a copy of the SQLite file, or a pg_dump archive. */
export type BackupKind = 'sqlite' | 'dump';

const BACKUP_NAME = /^competition-\d{8}-\d{6}\.(sqlite|dump)$/;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * `competition-YYYYMMDD-HHMMSS.sqlite` in the laptop's local time, the clock
 * the operator reads when choosing which copy to restore. The names sort in
 * time order, which is how `keepNewest` finds the oldest.
 */
export function backupFileName(now: Date, kind: BackupKind): string {
  const day = `${now.getFullYear()}${twoDigits(now.getMonth() + 1)}${twoDigits(now.getDate())}`;
  const time = `${twoDigits(now.getHours())}${twoDigits(now.getMinutes())}${twoDigits(now.getSeconds())}`;
  return `competition-${day}-${time}.${kind}`;
}

/**
 * Written under a hidden name and renamed when complete, so an interrupted
 * backup never leaves a file that looks like a finished one.
 */
export const unfinishedName = (finalName: string) => `.${finalName}.tmp`;

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
