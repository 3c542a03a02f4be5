import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Booleans are stored as 0/1 integers so the same migrations and queries run on
 * SQLite (which has no boolean type) and PostgreSQL. Dates are ISO strings
 * (YYYY-MM-DD for calendar days, full ISO timestamps for instants).
 */
type Flag = number;

export interface CompetitionTable {
  id: string;
  full_name: string;
  start_date: string | null;
  end_date: string | null;
  date_registration_open: string | null;
  date_registration_early: string | null;
  date_registration_closed: string | null;
  registration_status: string;
  results_page_shown: Flag;
  primary_color: string;
  website: string | null;
  facebook: string | null;
  instagram: string | null;
  community_chat: string | null;
  is_default: Flag;
  /** 0: a real competition; 1: the seeded demo; 2: the demo while its day is being seeded (migration 0014). */
  demo: Generated<number>;
  /** While 1, judges' detailed marks stay private until `marks_release_at` has passed. */
  marks_embargo: ColumnType<Flag, Flag | undefined, Flag>;
  /** The instant the detailed marks become public (ISO); null: not yet released. */
  marks_release_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<string, string, never>;
  updated_at: string;
}

export interface PageTable {
  competition_id: string;
  slug: string;
  title: string;
  body_markdown: string;
  updated_at: string;
}

export interface OfficialTable {
  id: string;
  competition_id: string;
  name: string;
  role: string;
  bio: string;
  photo_url: string | null;
  sort_order: number;
  /** Judges only: the 7-character code a judge enters on /judges/{judgeid}. Never public. */
  access_code: string | null;
}

export interface OfficialPhotoTable {
  official_id: string;
  content_type: string;
  bytes: Uint8Array;
  updated_at: string;
}

export interface EventTable {
  id: string;
  competition_id: string;
  name: string;
  style: string;
  level: string;
  age_category: string | null;
  /** JSON array of dance names. */
  dances: string;
  created_at: string;
  /** 0 while staff have withdrawn the event's posted results from the public. */
  results_published: ColumnType<Flag, Flag | undefined, Flag>;
}

/** A custom judging panel; an event without rows is judged by all the competition's judges. */
export interface EventJudgeTable {
  event_id: string;
  official_id: string;
}

export interface EntryTable {
  id: string;
  competition_id: string;
  event_id: string;
  lead_id: string | null;
  follow_id: string | null;
  lead_name: string;
  follow_name: string;
  lead_number: number | null;
  affiliation: string;
  registered_time: string;
  /** The couple's registration that made the entry; null for entries staff added otherwise. */
  registration_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the entry was withdrawn from its event; rounds started after it leave the couple out. */
  scratched_at: ColumnType<string | null, string | null | undefined, string | null>;
  scratch_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CompetitorTable {
  id: string;
  competition_id: string;
  number: number;
  name: string;
  /** Lower-case; never public. */
  email: string;
  affiliation: string;
  age_category: string;
  standard_level: string;
  smooth_level: string;
  rhythm_level: string;
  latin_level: string;
  created_at: string;
}

export interface RegistrationTable {
  id: string;
  competition_id: string;
  lead_id: string;
  follow_id: string | null;
  /** scrypt of the edit code, `salt:hash` in hex. */
  edit_code_hash: string;
  created_at: string;
  /** JSON array of event ids while the registration waits for a confirmation; null once entered. */
  requested_event_ids: string | null;
  /** First byte of sha256(edit code), hex; null for registrations made before migration 0013. */
  code_tag: string | null;
}

/** A dancer on file asked to confirm a registration that names them (decision 022). */
export interface RegistrationConfirmationTable {
  id: string;
  competition_id: string;
  registration_id: string;
  competitor_id: string;
  role: 'lead' | 'follow';
  /** sha256 (hex) of the emailed token. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  answered_at: string | null;
  /** 1 accepted, 0 declined, null while unanswered. */
  accepted: Flag | null;
}

export interface RegistrationSettingsTable {
  competition_id: string;
  /** JSON array of names. */
  affiliations: string;
  /** JSON FeeSchedule in cents. */
  fees: string;
}

export interface RoundTable {
  id: string;
  competition_id: string;
  event_id: string;
  round_number: number;
  round_name: string;
  round_state: number;
  schedule_index: number;
  round_start_time: string | null;
  round_actual_start_time: string | null;
  recall_size: number;
  num_heats: number;
  /** How many couples each judge is asked to recall per dance; null: recall_size. */
  recall_target: number | null;
}

export interface RoundEntryTable {
  round_id: string;
  entry_id: string;
  heat: number | null;
  checked_in: Flag;
  /** A no-show for this round, set by the deck captain until the round starts. */
  absent: ColumnType<Flag, Flag | undefined, Flag>;
  /** Added to the round on the day (the MC's script marks it as new). */
  walk_on: ColumnType<Flag, Flag | undefined, Flag>;
}

/** One couple's mark in a submitted dance sheet: 1 = recalled; in a final, the place. */
export interface MarksTable {
  event_id: string;
  round_number: number;
  judge_id: string;
  dance: string;
  entry_id: string;
  mark: number;
  submission_id: string | null;
  device_id: string | null;
  /** 'judge', or the email of the staff member who entered it on the judge's behalf. */
  entered_by: string;
  created_at: string;
}

/** A judge's current list for one dance of one round, draft or submitted. */
export interface DanceSheetTable {
  event_id: string;
  round_number: number;
  judge_id: string;
  dance: string;
  status: 'draft' | 'submitted';
  /** JSON list of entry ids: the couples recalled, or a final's couples in place order. */
  entries: string;
  device_id: string | null;
  version: number;
  entered_by: string;
  updated_at: string;
  submitted_at: string | null;
}

/** The idempotency log of judges' sheet writes. */
export interface MarkSubmissionTable {
  submission_id: string;
  event_id: string;
  round_number: number;
  judge_id: string;
  dance: string;
  entries: string;
  outcome: 'counted' | 'after-posting' | 'ignored';
  /** JSON of the answer given, repeated for a repeated submission. */
  answer: string;
  received_at: string;
}

export interface JudgeAbsenceTable {
  event_id: string;
  round_number: number;
  judge_id: string;
  reason: string;
  marked_by: string;
  created_at: string;
}

/** A posted round the chairman approved; it cannot change until the chairman unlocks it. */
export interface RoundLockTable {
  event_id: string;
  round_number: number;
  locked_by: string;
  locked_at: string;
}

/** The competition's chairman PIN, as a slow hash. */
export interface ChairmanPinTable {
  competition_id: string;
  pin_hash: string;
  set_by: string;
  set_at: string;
}

export interface SavedResultTable {
  event_id: string;
  round_number: number;
  payload: string;
  updated_at: string;
}

export interface FinalResultTable {
  event_id: string;
  payload: string;
  updated_at: string;
}

/** The scene the jumbotron shows, as its controller picked it. */
export interface JumbotronStateTable {
  competition_id: string;
  /** JSON of `JumbotronScene` (src/shared/jumbotron.ts). */
  scene: string;
  version: number;
  updated_by: string;
  updated_at: string;
}

/** A payment a school made towards its invoice (decision 020). */
export interface SchoolPaymentTable {
  id: string;
  competition_id: string;
  /** The affiliation text exactly as competitors carry it. */
  school: string;
  amount_cents: number;
  /** YYYY-MM-DD. */
  paid_on: string;
  /** One of PAYMENT_METHODS (src/shared/invoices.ts). */
  method: string;
  note: string;
  recorded_by: string;
  recorded_by_user_id: string | null;
  recorded_at: string;
}

/** An entry as it was when its couple withdrew it (the entry itself is deleted). */
export interface EntryWithdrawalTable {
  entry_id: string;
  competition_id: string;
  event_id: string;
  event_name: string;
  lead_id: string | null;
  follow_id: string | null;
  lead_name: string;
  follow_name: string;
  lead_number: number | null;
  affiliation: string;
  registered_time: string;
  registration_id: string | null;
  withdrawn_at: string;
  withdrawn_by: string;
}

export interface OrganizerTable {
  id: string;
  competition_id: string;
  name: string;
  email: string | null;
  title: string | null;
  sort_order: number;
}

/** Every setting has a database default, so a new competition inserts only its id. */
export interface EventSettingsTable {
  competition_id: string;
  show_schedule_index: Generated<Flag>;
  hide_live_schedule: Generated<Flag>;
  hide_level_icons: Generated<Flag>;
  highlight_other_rounds_in_event: Generated<Flag>;
  hide_clear_rounds_button: Generated<Flag>;
  hide_generate_rounds_button: Generated<Flag>;
  dont_reorder_after_add_remove_rounds: Generated<Flag>;
  live_scroll_refresh_index: Generated<number>;
  cascade_checkin: Generated<Flag>;
  auto_assign_times: Generated<Flag>;
}

export interface ChangeTable {
  seq: Generated<number>;
  competition_id: string;
  topic: string;
  /** JSON text of the notification's body (its changed ids), the same on both databases. */
  payload: string;
  /** Length of `payload`, so the log can be pruned by total size. */
  payload_bytes: Generated<number>;
  created_at: string;
}

/** better-auth's user table (camelCase columns are its own). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<boolean | number, boolean | number, boolean | number>;
  image: string | null;
  createdAt: ColumnType<Date | string, Date | string | undefined, Date | string>;
  updatedAt: ColumnType<Date | string, Date | string | undefined, Date | string>;
}

export interface StaffRoleTable {
  user_id: string;
  role: string;
}

export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: string;
}

/** Views of one route pattern on one UTC day (YYYY-MM-DD); nothing about who viewed. */
export interface PageViewTable {
  route: string;
  day: string;
  views: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  competition_id: string | null;
  actor_user_id: string | null;
  actor_email: string;
  action: string;
  /** JSON text: what changed. */
  details: string;
  created_at: string;
  /** The previous row's `hash` (the chain's start for the first row); see services/audit-chain. */
  prev_hash: string;
  /** SHA-256 over `prev_hash` and this row's fields. */
  hash: string;
}

export interface ServerSecretTable {
  name: string;
  value: string;
}

/** How planned start times are computed for one competition (defaults in the migration). */
export interface ScheduleTimingTable {
  competition_id: string;
  day_start: Generated<string>;
  seconds_per_dance: Generated<number>;
  seconds_per_heat_change: Generated<number>;
  seconds_per_round_change: Generated<number>;
}

export interface Database {
  competitions: CompetitionTable;
  pages: PageTable;
  officials: OfficialTable;
  organizers: OrganizerTable;
  event_settings: EventSettingsTable;
  changes: ChangeTable;
  user: UserTable;
  staff_roles: StaffRoleTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  page_views: PageViewTable;
  server_secrets: ServerSecretTable;
  official_photos: OfficialPhotoTable;
  events: EventTable;
  event_judges: EventJudgeTable;
  entries: EntryTable;
  rounds: RoundTable;
  round_entries: RoundEntryTable;
  marks: MarksTable;
  dance_sheets: DanceSheetTable;
  mark_submissions: MarkSubmissionTable;
  judge_absences: JudgeAbsenceTable;
  round_locks: RoundLockTable;
  chairman_pins: ChairmanPinTable;
  saved_results: SavedResultTable;
  final_results: FinalResultTable;
  jumbotron_state: JumbotronStateTable;
  school_payments: SchoolPaymentTable;
  entry_withdrawals: EntryWithdrawalTable;
  schedule_timing: ScheduleTimingTable;
  competitors: CompetitorTable;
  registrations: RegistrationTable;
  registration_confirmations: RegistrationConfirmationTable;
  registration_settings: RegistrationSettingsTable;
}

export type CompetitionRow = Selectable<CompetitionTable>;
export type NewCompetitionRow = Insertable<CompetitionTable>;
export type CompetitionUpdate = Updateable<CompetitionTable>;
export type EventSettingsRow = Selectable<EventSettingsTable>;
export type ChangeRow = Selectable<ChangeTable>;
