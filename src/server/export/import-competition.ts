import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { generateAccessCode } from '../../domain/officials/access-code';
import { isJudgeRole } from '../../domain/officials/official-roles';
import { CompetitionIdSchema } from '../../shared/competition';
import type { Database } from '../db/schema';
import { everyReadOf } from '../live/every-read';
import type { WriteContext } from '../live/write-transaction';
import { runWriteTransaction } from '../live/write-transaction';
import type { Actor } from '../services/audit-log';
import { appendAuditRows, recordAudit } from '../services/audit-log';
import { UNMATCHABLE_HASH } from '../services/registration/edit-code';
import { ImportRefusal } from './check-export';
import type { CompetitionExport, ExportTableName } from './export-format';
import { EXPORT_TABLE_NAMES } from './export-format';
import { renameCompetition } from './rename-competition';

export type ImportOptions = {
  /** Replaces a competition of the same id, with everything in it (its audit rows stay, see decision 032). */
  replace?: boolean;
  /** Imports under this id instead, every row with a new id. */
  as?: string | undefined;
};

export type ImportOutcome = {
  competitionId: string;
  replaced: boolean;
  rows: number;
  /** Judges who got a new access code, as the export carries none. */
  newJudgeCodes: number;
};

type AnyRow = Record<string, unknown>;

/**
 * What the database stores for a row of the document: the secrets the export
 * leaves out come back as new ones that open nothing old (docs/import.md).
 */
function storedRow(table: ExportTableName, row: AnyRow): AnyRow {
  switch (table) {
    case 'officials':
      return {
        ...row,
        access_code: isJudgeRole(String(row.role)) ? generateAccessCode(crypto.randomBytes) : null,
      };
    case 'official_photos': {
      const { bytes_base64: base64, ...rest } = row;
      return { ...rest, bytes: Buffer.from(String(base64), 'base64') };
    }
    case 'registrations':
      return { ...row, edit_code_hash: UNMATCHABLE_HASH, code_tag: null };
    case 'registration_confirmations':
      // Unique, and the hash of no token anyone holds.
      return { ...row, token_hash: crypto.randomBytes(32).toString('hex') };
    default:
      return row;
  }
}

/** The file's competition id is taken and neither a replace nor a new id was asked for. */
export class CompetitionExistsRefusal extends ImportRefusal {
  constructor(readonly competitionId: string) {
    super(
      'competition.id',
      `a competition '${competitionId}' already exists; import with --replace to replace it, or with --as NEW_ID to import a copy under another id`,
    );
  }
}

/** Rows per insert: far below either database's limit on bound parameters. */
const BATCH = 100;

async function insertRows(trx: Transaction<Database>, table: ExportTableName, rows: AnyRow[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map((row) => storedRow(table, row));
    // The format's tables and columns are the database's (export-format.ts).
    await trx
      .insertInto(table as Exclude<ExportTableName, 'audit_log'>)
      .values(batch as never)
      .execute();
  }
}

/** The database's own complaint (a clashing id, a broken reference), as a refusal. */
function refusedByDatabase(error: unknown): never {
  if (error instanceof ImportRefusal) throw error;
  throw new ImportRefusal(
    '',
    `the database refused the import, so nothing was changed: ${(error as Error).message}`,
  );
}

/**
 * Writes a checked export document (check-export.ts) in one transaction: all
 * of it or, on any refusal, nothing. An existing competition of the same id
 * is refused unless `replace`; `as` imports a renamed copy. The audit rows are
 * chained onto this database's log, then a deployment-wide `competition.import`
 * row records the import (decision 032).
 */
export async function importCompetition(
  ctx: WriteContext,
  document: CompetitionExport,
  options: ImportOptions,
  actor: Actor,
): Promise<ImportOutcome> {
  if (options.as !== undefined && !CompetitionIdSchema.safeParse(options.as).success)
    throw new ImportRefusal(
      '--as',
      `${JSON.stringify(options.as)} must be lower-case letters, digits and dashes`,
    );
  const imported =
    options.as === undefined
      ? document
      : renameCompetition(document, options.as, () => crypto.randomUUID());
  const { competition, tables } = imported;
  try {
    return await runWriteTransaction(ctx, async (trx, changed) => {
      const existing = await trx
        .selectFrom('competitions')
        .select('is_default')
        .where('id', '=', competition.id)
        .executeTakeFirst();
      if (existing && !options.replace) throw new CompetitionExistsRefusal(competition.id);
      if (existing) await trx.deleteFrom('competitions').where('id', '=', competition.id).execute();
      // Which competition the site shows is the site's choice, not the file's.
      const anotherShown = await trx
        .selectFrom('competitions')
        .select('id')
        .where('is_default', '=', 1)
        .executeTakeFirst();
      const isDefault = existing ? existing.is_default : anotherShown ? 0 : 1;
      await trx
        .insertInto('competitions')
        .values({ ...competition, is_default: isDefault })
        .execute();
      let rows = 1;
      for (const table of EXPORT_TABLE_NAMES) {
        if (table === 'audit_log') continue;
        await insertRows(trx, table, tables[table] as AnyRow[]);
        rows += tables[table].length;
      }
      await appendAuditRows(trx, tables.audit_log);
      rows += tables.audit_log.length;
      const newJudgeCodes = tables.officials.filter((o) => isJudgeRole(o.role)).length;
      await recordAudit(trx, {
        competitionId: null,
        actor,
        action: 'competition.import',
        details: {
          competition: competition.id,
          ...(options.as !== undefined && { exportedAs: document.competition.id }),
          replaced: Boolean(existing),
          rows,
        },
      });
      for (const entity of everyReadOf(competition.id)) changed(entity);
      return { competitionId: competition.id, replaced: Boolean(existing), rows, newJudgeCodes };
    });
  } catch (error) {
    return refusedByDatabase(error);
  }
}
