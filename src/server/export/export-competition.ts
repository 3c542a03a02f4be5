import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { errors } from '../errors';
import type { CompetitionExport, ExportTableName } from './export-format';
import {
  EXPORT_FORMAT,
  EXPORT_TABLE_NAMES,
  EXPORT_VERSION,
  competitionExportSchema,
  competitionRow,
  exportTables,
} from './export-format';
import { byColumns, pickColumns } from './export-rows';

type StoredRow = Record<string, unknown>;

/** How a table's rows are found from the competition: directly, or through their event, round or official. */
const OWNER: Record<ExportTableName, 'competition' | 'event' | 'round' | 'official'> = {
  pages: 'competition',
  event_settings: 'competition',
  schedule_timing: 'competition',
  registration_settings: 'competition',
  organizers: 'competition',
  officials: 'competition',
  official_photos: 'official',
  events: 'competition',
  event_judges: 'event',
  competitors: 'competition',
  registrations: 'competition',
  registration_confirmations: 'competition',
  entries: 'competition',
  entry_withdrawals: 'competition',
  rounds: 'competition',
  round_entries: 'round',
  mark_submissions: 'event',
  marks: 'event',
  dance_sheets: 'event',
  judge_absences: 'event',
  round_locks: 'event',
  saved_results: 'event',
  final_results: 'event',
  jumbotron_state: 'competition',
  school_payments: 'competition',
  audit_log: 'competition',
};

function ownedRows(db: Kysely<Database>, table: ExportTableName, competitionId: string) {
  const owned = (column: string, parent: string) =>
    sql<StoredRow>`select * from ${sql.table(table)} where ${sql.ref(column)} in (select id from ${sql.table(parent)} where competition_id = ${competitionId})`;
  switch (OWNER[table]) {
    case 'competition':
      return sql<StoredRow>`select * from ${sql.table(table)} where competition_id = ${competitionId}`;
    case 'event':
      return owned('event_id', 'events');
    case 'round':
      return owned('round_id', 'rounds');
    case 'official':
      return owned('official_id', 'officials');
  }
}

/** Photo bytes travel as base64 text; every other column as stored. */
function exportedRow(table: ExportTableName, stored: StoredRow): StoredRow {
  if (table !== 'official_photos') return stored;
  const bytes = stored.bytes as Uint8Array;
  return { ...stored, bytes_base64: Buffer.from(bytes).toString('base64') };
}

/** The audit rows in chain order: the order they were written in. */
const auditRows = (db: Kysely<Database>, competitionId: string) =>
  db
    .selectFrom('audit_log')
    .selectAll()
    .where('competition_id', '=', competitionId)
    .orderBy('id')
    .execute();

/**
 * The competition as an export document. Rows are read in one transaction so
 * the document is one consistent moment even while the server keeps writing.
 */
export async function exportCompetition(
  db: Kysely<Database>,
  competitionId: string,
): Promise<CompetitionExport> {
  return db.transaction().execute(async (trx) => {
    const competition = await trx
      .selectFrom('competitions')
      .selectAll()
      .where('id', '=', competitionId)
      .executeTakeFirst();
    if (!competition) throw errors.competitionNotFound(competitionId);
    const tables: Record<string, StoredRow[]> = {};
    for (const table of EXPORT_TABLE_NAMES) {
      const { order, row } = exportTables[table];
      const stored =
        table === 'audit_log'
          ? await auditRows(trx, competitionId)
          : (await ownedRows(trx, table, competitionId).execute(trx)).rows;
      const rows = stored.map((one) => pickColumns(row, exportedRow(table, one)));
      tables[table] = order === null ? rows : rows.sort(byColumns(order));
    }
    // Parsed so an export never writes a file that an import would refuse.
    return competitionExportSchema.parse({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      competition: pickColumns(competitionRow, competition),
      tables,
    });
  });
}

/** The document as the file holds it: two-space JSON, keys and rows in a fixed order. */
export const serializeExport = (document: CompetitionExport) =>
  `${JSON.stringify(document, null, 2)}\n`;
