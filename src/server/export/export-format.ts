import { z } from 'zod';
import { CompetitionIdSchema } from '../../shared/competition';

/**
 * The whole-competition export document (decision 032): one competition's rows
 * of every table that belongs to it, each row with the table's own column
 * names. Left out, and why (docs/import.md): the site's choice of the shown
 * competition (`is_default`), secrets (judges' access codes, registration edit
 * code hashes, confirmation link hashes, the chairman PIN hash), the audit
 * rows' ids and hashes (the chain belongs to a database, not a competition),
 * and what is not the competition's (staff accounts and sessions, the live
 * change log, the mail outbox, server secrets).
 *
 * Bump EXPORT_VERSION whenever a table or column changes; an importer refuses
 * a document newer than the version it knows.
 */
export const EXPORT_FORMAT = 'ballroom-competition-export';
export const EXPORT_VERSION = 1;

const text = z.string();
const optionalText = z.string().nullable();
const int = z.number().int();
const optionalInt = z.number().int().nullable();
/** Booleans are stored as 0/1 on both databases. */
const flag = z.union([z.literal(0), z.literal(1)]);
const row = <Shape extends z.ZodRawShape>(shape: Shape) => z.strictObject(shape);

/** An entry's couple, also kept in the record of a withdrawn entry. */
const enteredCouple = {
  lead_id: optionalText,
  follow_id: optionalText,
  lead_name: text,
  follow_name: text,
  lead_number: optionalInt,
  affiliation: text,
  registered_time: text,
  registration_id: optionalText,
};

export const competitionRow = row({
  id: CompetitionIdSchema,
  full_name: text,
  start_date: optionalText,
  end_date: optionalText,
  date_registration_open: optionalText,
  date_registration_early: optionalText,
  date_registration_closed: optionalText,
  registration_status: text,
  results_page_shown: flag,
  primary_color: text,
  website: optionalText,
  facebook: optionalText,
  instagram: optionalText,
  community_chat: optionalText,
  demo: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  marks_embargo: flag,
  marks_release_at: optionalText,
  created_at: text,
  updated_at: text,
});

/**
 * Every table beside `competitions`, in the order rows are inserted (a row's
 * references come before it), each with the columns its rows sort by.
 */
export const exportTables = {
  pages: {
    order: ['slug'],
    row: row({
      competition_id: text,
      slug: text,
      title: text,
      body_markdown: text,
      updated_at: text,
    }),
  },
  event_settings: {
    order: ['competition_id'],
    row: row({
      competition_id: text,
      show_schedule_index: flag,
      hide_live_schedule: flag,
      hide_level_icons: flag,
      highlight_other_rounds_in_event: flag,
      hide_clear_rounds_button: flag,
      hide_generate_rounds_button: flag,
      dont_reorder_after_add_remove_rounds: flag,
      live_scroll_refresh_index: int,
      cascade_checkin: flag,
      auto_assign_times: flag,
    }),
  },
  schedule_timing: {
    order: ['competition_id'],
    row: row({
      competition_id: text,
      day_start: text,
      seconds_per_dance: int,
      seconds_per_heat_change: int,
      seconds_per_round_change: int,
    }),
  },
  registration_settings: {
    order: ['competition_id'],
    row: row({ competition_id: text, affiliations: text, fees: text }),
  },
  organizers: {
    order: ['id'],
    row: row({
      id: text,
      competition_id: text,
      name: text,
      email: optionalText,
      title: optionalText,
      sort_order: int,
    }),
  },
  /** Without `access_code`: importing gives every judge a new code. */
  officials: {
    order: ['id'],
    row: row({
      id: text,
      competition_id: text,
      name: text,
      role: text,
      bio: text,
      photo_url: optionalText,
      sort_order: int,
    }),
  },
  official_photos: {
    order: ['official_id'],
    row: row({
      official_id: text,
      content_type: text,
      bytes_base64: z.base64(),
      updated_at: text,
    }),
  },
  events: {
    order: ['id'],
    row: row({
      id: text,
      competition_id: text,
      name: text,
      style: text,
      level: text,
      age_category: optionalText,
      dances: text,
      created_at: text,
      results_published: flag,
    }),
  },
  event_judges: {
    order: ['event_id', 'official_id'],
    row: row({ event_id: text, official_id: text }),
  },
  competitors: {
    order: ['id'],
    row: row({
      id: text,
      competition_id: text,
      number: int,
      name: text,
      email: text,
      affiliation: text,
      age_category: text,
      standard_level: text,
      smooth_level: text,
      rhythm_level: text,
      latin_level: text,
      created_at: text,
    }),
  },
  /** Without `edit_code_hash` and `code_tag`: a couple's old edit code no longer opens it. */
  registrations: {
    order: ['id'],
    row: row({
      id: text,
      competition_id: text,
      lead_id: text,
      follow_id: optionalText,
      created_at: text,
      requested_event_ids: optionalText,
    }),
  },
  /** Without `token_hash`: the emailed links of unanswered requests no longer open. */
  registration_confirmations: {
    order: ['id'],
    row: row({
      id: text,
      competition_id: text,
      registration_id: text,
      competitor_id: text,
      role: z.enum(['lead', 'follow']),
      created_at: text,
      expires_at: text,
      answered_at: optionalText,
      accepted: flag.nullable(),
    }),
  },
  entries: {
    order: ['id'],
    row: row({
      id: text,
      competition_id: text,
      event_id: text,
      ...enteredCouple,
      scratched_at: optionalText,
      scratch_reason: optionalText,
    }),
  },
  entry_withdrawals: {
    order: ['entry_id'],
    row: row({
      entry_id: text,
      competition_id: text,
      event_id: text,
      event_name: text,
      ...enteredCouple,
      withdrawn_at: text,
      withdrawn_by: text,
    }),
  },
  rounds: {
    order: ['id'],
    row: row({
      id: text,
      competition_id: text,
      event_id: text,
      round_number: int,
      round_name: text,
      round_state: int,
      schedule_index: z.number(),
      round_start_time: optionalText,
      round_actual_start_time: optionalText,
      recall_size: int,
      num_heats: int,
      recall_target: optionalInt,
    }),
  },
  round_entries: {
    order: ['round_id', 'entry_id'],
    row: row({
      round_id: text,
      entry_id: text,
      heat: optionalInt,
      checked_in: flag,
      absent: flag,
      walk_on: flag,
    }),
  },
  mark_submissions: {
    order: ['submission_id'],
    row: row({
      submission_id: text,
      event_id: text,
      round_number: int,
      judge_id: text,
      dance: text,
      entries: text,
      outcome: z.enum(['counted', 'after-posting', 'ignored']),
      answer: text,
      received_at: text,
    }),
  },
  marks: {
    order: ['event_id', 'round_number', 'judge_id', 'dance', 'entry_id'],
    row: row({
      event_id: text,
      round_number: int,
      judge_id: text,
      dance: text,
      entry_id: text,
      mark: int,
      submission_id: optionalText,
      device_id: optionalText,
      entered_by: text,
      created_at: text,
    }),
  },
  dance_sheets: {
    order: ['event_id', 'round_number', 'judge_id', 'dance'],
    row: row({
      event_id: text,
      round_number: int,
      judge_id: text,
      dance: text,
      status: z.enum(['draft', 'submitted']),
      entries: text,
      device_id: optionalText,
      version: int,
      entered_by: text,
      updated_at: text,
      submitted_at: optionalText,
    }),
  },
  judge_absences: {
    order: ['event_id', 'round_number', 'judge_id'],
    row: row({
      event_id: text,
      round_number: int,
      judge_id: text,
      reason: text,
      marked_by: text,
      created_at: text,
    }),
  },
  round_locks: {
    order: ['event_id', 'round_number'],
    row: row({ event_id: text, round_number: int, locked_by: text, locked_at: text }),
  },
  saved_results: {
    order: ['event_id', 'round_number'],
    row: row({ event_id: text, round_number: int, payload: text, updated_at: text }),
  },
  final_results: {
    order: ['event_id'],
    row: row({ event_id: text, payload: text, updated_at: text }),
  },
  jumbotron_state: {
    order: ['competition_id'],
    row: row({
      competition_id: text,
      scene: text,
      version: int,
      updated_by: text,
      updated_at: text,
    }),
  },
  school_payments: {
    order: ['id'],
    row: row({
      id: text,
      competition_id: text,
      school: text,
      amount_cents: int,
      paid_on: text,
      method: text,
      note: text,
      recorded_by: text,
      recorded_by_user_id: optionalText,
      recorded_at: text,
    }),
  },
  /** In chain order, without ids and hashes: importing chains them onto the database's log. */
  audit_log: {
    order: null,
    row: row({
      competition_id: text,
      actor_user_id: optionalText,
      actor_email: text,
      action: text,
      details: text,
      created_at: text,
    }),
  },
} as const;

export type ExportTableName = keyof typeof exportTables;
export const EXPORT_TABLE_NAMES = Object.keys(exportTables) as ExportTableName[];

type TablesShape = { [Name in ExportTableName]: z.ZodArray<(typeof exportTables)[Name]['row']> };

const tablesShape = Object.fromEntries(
  EXPORT_TABLE_NAMES.map((name) => [name, z.array(exportTables[name].row)]),
) as TablesShape;

export const competitionExportSchema = z
  .strictObject({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    competition: competitionRow,
    tables: z.strictObject(tablesShape),
  })
  .meta({
    title: 'Whole-competition export',
    description:
      'One competition with every row that belongs to it (docs/import.md, decision 032). Generated from src/server/export/export-format.ts.',
  });

export type CompetitionExport = z.infer<typeof competitionExportSchema>;
export type ExportRow<Name extends ExportTableName> = z.infer<(typeof exportTables)[Name]['row']>;

/** The JSON Schema committed as docs/competition-export.schema.json. */
export const exportJsonSchema = () =>
  z.toJSONSchema(competitionExportSchema, { target: 'draft-2020-12' });
