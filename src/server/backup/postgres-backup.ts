import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { backupFileName, publishDurably, removeAbandoned, unfinishedName } from './backup-files';
import type { BackupResult } from './sqlite-backup';

const run = promisify(execFile);

export type PostgresBackup =
  | ({ made: true } & BackupResult)
  /** `pg_dump` is not installed: the command the operator can run elsewhere. */
  | { made: false; command: string };

/**
 * The password travels in PGPASSWORD rather than on the command line, where
 * any user of the machine could read it in the process list.
 */
export function pgDumpArguments(
  databaseUrl: string,
  file: string,
): { args: string[]; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    args: ['--format=custom', `--file=${file}`, url.toString()],
    env: password ? { PGPASSWORD: password } : {},
  };
}

/**
 * `pg_dump --format=custom` into `backupDir` (PostgreSQL's own consistent
 * snapshot; the server keeps writing meanwhile). `pgDump` is the program,
 * `pg_dump` on the PATH unless the operator names another.
 */
export async function backupPostgres(
  databaseUrl: string,
  backupDir: string,
  now: Date,
  pgDump: string,
): Promise<PostgresBackup> {
  fs.mkdirSync(backupDir, { recursive: true });
  removeAbandoned(backupDir);
  const file = path.join(backupDir, backupFileName(now, 'dump'));
  const unfinished = path.join(backupDir, unfinishedName(path.basename(file)));
  const { args, env } = pgDumpArguments(databaseUrl, unfinished);
  try {
    try {
      await run(pgDump, args, { env: { ...process.env, ...env } });
    } catch (error) {
      if (isMissingProgram(error))
        return {
          made: false,
          command: `pg_dump --format=custom --file=${file} "$DATABASE_URL"`,
        };
      const stderr = (error as { stderr?: string }).stderr?.trim();
      throw new Error(`pg_dump failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
    }
    publishDurably(unfinished, file);
  } finally {
    fs.rmSync(unfinished, { force: true });
  }
  return { made: true, file, bytes: fs.statSync(file).size };
}

const isMissingProgram = (error: unknown) =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';
