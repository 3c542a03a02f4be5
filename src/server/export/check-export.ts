import type { CompetitionExport, ExportTableName } from './export-format';
import { EXPORT_FORMAT, EXPORT_VERSION, competitionExportSchema } from './export-format';

/** Why an import file was refused, at the path (`tables.entries[3].event_id`) of its first problem. */
export class ImportRefusal extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(path ? `${path}: ${reason}` : reason);
    this.name = 'ImportRefusal';
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/** A row column that names another row of the same document: [table, column, the table named]. */
type Reference = readonly [ExportTableName, string, ExportTableName];

const JUDGED: readonly ExportTableName[] = [
  'mark_submissions',
  'marks',
  'dance_sheets',
  'judge_absences',
];

/** The references the database enforces, checked within the file so none points outside it. */
const REFERENCES: readonly Reference[] = [
  ['official_photos', 'official_id', 'officials'],
  ['event_judges', 'event_id', 'events'],
  ['event_judges', 'official_id', 'officials'],
  ['registrations', 'lead_id', 'competitors'],
  ['registrations', 'follow_id', 'competitors'],
  ['registration_confirmations', 'registration_id', 'registrations'],
  ['registration_confirmations', 'competitor_id', 'competitors'],
  ['entries', 'event_id', 'events'],
  ['entries', 'registration_id', 'registrations'],
  ['rounds', 'event_id', 'events'],
  ['round_entries', 'round_id', 'rounds'],
  ['round_entries', 'entry_id', 'entries'],
  ...JUDGED.map((table): Reference => [table, 'event_id', 'events']),
  ...JUDGED.map((table): Reference => [table, 'judge_id', 'officials']),
  ['round_locks', 'event_id', 'events'],
  ['saved_results', 'event_id', 'events'],
  ['final_results', 'event_id', 'events'],
];

type AnyRow = Record<string, unknown>;
const rowsOf = (document: CompetitionExport, table: ExportTableName) =>
  document.tables[table] as readonly AnyRow[];

/** Every row names the document's competition, and every reference a row in the document. */
function checkBelongs(document: CompetitionExport): void {
  const competitionId = document.competition.id;
  for (const [table, rows] of Object.entries(document.tables)) {
    (rows as readonly AnyRow[]).forEach((row, index) => {
      if ('competition_id' in row && row.competition_id !== competitionId)
        throw new ImportRefusal(
          `tables.${table}[${index}].competition_id`,
          `must be the competition's id ${JSON.stringify(competitionId)}`,
        );
    });
  }
  for (const [table, column, target] of REFERENCES) {
    const ids = new Set(rowsOf(document, target).map((row) => row.id));
    rowsOf(document, table).forEach((row, index) => {
      const value = row[column];
      if (value !== null && !ids.has(value))
        throw new ImportRefusal(
          `tables.${table}[${index}].${column}`,
          `names ${JSON.stringify(value)}, which is not in tables.${target}`,
        );
    });
  }
}

/**
 * The document in a file, checked whole before anything is written: JSON, a
 * version this program reads, the format's every field (unknown keys refused),
 * and references that stay inside the competition. Throws an ImportRefusal
 * naming the first problem.
 */
export function checkExportFile(text: string): CompetitionExport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ImportRefusal('', `the file is not JSON (${(error as Error).message})`);
  }
  return checkExportDocument(parsed);
}

/** The checks of checkExportFile on a file's JSON already parsed (an upload's body). */
export function checkExportDocument(parsed: unknown): CompetitionExport {
  const header = (parsed ?? {}) as { format?: unknown; version?: unknown };
  if (typeof parsed === 'object' && header.format === EXPORT_FORMAT) {
    if (typeof header.version === 'number' && header.version > EXPORT_VERSION)
      throw new ImportRefusal(
        'version',
        `the file is format version ${header.version}, newer than this program reads (${EXPORT_VERSION}); import it with a newer version of the program`,
      );
  }
  const result = competitionExportSchema.safeParse(parsed);
  if (!result.success) {
    const [issue] = result.error.issues;
    if (!issue) throw new ImportRefusal('', 'the file is not a competition export');
    // An unknown key is reported at its own path, not its object's.
    const path =
      issue.code === 'unrecognized_keys' ? [...issue.path, ...issue.keys.slice(0, 1)] : issue.path;
    throw new ImportRefusal(formatPath(path), issue.message);
  }
  checkBelongs(result.data);
  return result.data;
}
