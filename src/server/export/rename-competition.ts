import { roundIdFor } from '../../domain/competition/rounds';
import { ImportRefusal } from './check-export';
import type { CompetitionExport, ExportTableName } from './export-format';

type AnyRow = Record<string, unknown>;

/** Each table's own id column: its values are renamed, and every column that names them follows. */
const OWN_ID: Partial<Record<ExportTableName, string>> = {
  organizers: 'id',
  officials: 'id',
  events: 'id',
  competitors: 'id',
  registrations: 'id',
  registration_confirmations: 'id',
  entries: 'id',
  entry_withdrawals: 'entry_id',
  mark_submissions: 'submission_id',
  school_payments: 'id',
};

/** Columns holding JSON whose texts and keys may name rows (entry ids in results, event ids in requests). */
const JSON_COLUMNS: Partial<Record<ExportTableName, readonly string[]>> = {
  registrations: ['requested_event_ids'],
  dance_sheets: ['entries'],
  mark_submissions: ['entries', 'answer'],
  saved_results: ['payload'],
  final_results: ['payload'],
  jumbotron_state: ['scene'],
  audit_log: ['details'],
};

const namesRow = (column: string) => column === 'id' || column.endsWith('_id');

function renamedJson(value: unknown, rename: (id: string) => string): unknown {
  if (typeof value === 'string') return rename(value);
  if (Array.isArray(value)) return value.map((item) => renamedJson(item, rename));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [rename(key), renamedJson(item, rename)]),
    );
  return value;
}

/**
 * The document under another competition id, with new ids for all its rows
 * (`import --as`), so a copy can sit beside the original in one database. An
 * id that starts with the old competition id (the seeded ones) keeps its tail;
 * any other gets `newId()`. Rounds keep their "event-R number" form. Every
 * column and JSON text that names a renamed row is rewritten; other texts
 * (names, pages) stay as they are even if they happen to spell an id.
 */
export function renameCompetition(
  document: CompetitionExport,
  competitionId: string,
  newId: () => string,
): CompetitionExport {
  const oldPrefix = `${document.competition.id}-`;
  const renames = new Map<string, string>([[document.competition.id, competitionId]]);
  const fresh = (id: string) =>
    id.startsWith(oldPrefix) ? `${competitionId}-${id.slice(oldPrefix.length)}` : newId();
  for (const [table, column] of Object.entries(OWN_ID)) {
    for (const row of document.tables[table as ExportTableName] as readonly AnyRow[])
      renames.set(String(row[column]), fresh(String(row[column])));
  }
  for (const round of document.tables.rounds)
    renames.set(
      round.id,
      roundIdFor(renames.get(round.event_id) ?? round.event_id, round.round_number),
    );
  const rename = (id: string) => renames.get(id) ?? id;

  const renameJsonText = (text: string, path: string) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new ImportRefusal(path, 'must be JSON text to take the new ids');
    }
    return JSON.stringify(renamedJson(value, rename));
  };
  const renameRow = (table: ExportTableName, row: AnyRow, index: number): AnyRow => {
    const json = JSON_COLUMNS[table] ?? [];
    return Object.fromEntries(
      Object.entries(row).map(([column, value]) => {
        if (typeof value !== 'string') return [column, value];
        if (json.includes(column))
          return [column, renameJsonText(value, `tables.${table}[${index}].${column}`)];
        return [column, namesRow(column) ? rename(value) : value];
      }),
    );
  };
  const tables = Object.fromEntries(
    Object.entries(document.tables).map(([table, rows]) => [
      table,
      (rows as readonly AnyRow[]).map((row, index) =>
        renameRow(table as ExportTableName, row, index),
      ),
    ]),
  ) as CompetitionExport['tables'];
  return { ...document, competition: { ...document.competition, id: competitionId }, tables };
}
