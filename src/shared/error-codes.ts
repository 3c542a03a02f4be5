import { z } from 'zod';

/**
 * Every refusal the API can answer with: its stable code, the HTTP status that
 * goes with it and a default message. The list is closed: the server can
 * raise only these (docs/decisions/014), and clients may switch on them.
 * A refusal usually says something more specific than the default.
 */
export const ERROR_CODES = {
  // Requests the server cannot take as sent.
  invalid_input: { status: 400, message: 'Some of the input is not valid.' },
  bad_request: { status: 400, message: 'The request could not be read.' },
  request_timeout: {
    status: 408,
    message: 'The request took too long to arrive. Check the connection and try again.',
  },
  body_too_large: { status: 413, message: 'The request is too large.' },
  unsupported_media_type: {
    status: 415,
    message: 'The request body has a format not accepted here.',
  },
  not_found: { status: 404, message: 'No such API endpoint.' },
  unknown_host: {
    status: 421,
    message: 'This server does not answer to that address. Open the site at its usual address.',
  },
  unauthenticated: { status: 401, message: 'Sign in to do this.' },
  forbidden: {
    status: 403,
    message: 'Your staff role does not allow this. Ask an organizer for access.',
  },
  cross_site_request: {
    status: 403,
    message: 'Cross-site requests are not allowed. Use the site itself.',
  },
  rate_limited: { status: 429, message: 'Too many attempts. Wait a minute and try again.' },
  too_many_streams: {
    status: 429,
    message: 'This address has too many live streams open. Close other tabs and try again.',
  },
  internal: { status: 500, message: 'Something went wrong on the server; it has been logged.' },
  database_unavailable: { status: 503, message: 'The database does not answer.' },
  removed_meanwhile: {
    status: 409,
    message: 'Something this change refers to was removed meanwhile. Reload and try again.',
  },
  mail_failed: {
    status: 503,
    message: 'The message could not be sent just now. Try again later or ask the organizers.',
  },

  // The competition and its pages.
  competition_not_found: { status: 404, message: 'No such competition.' },
  no_competition: {
    status: 404,
    message: 'This server holds no competition yet. Run `npm run seed`.',
  },
  page_not_found: { status: 404, message: 'No such page.' },
  not_the_demo: {
    status: 409,
    message: 'This competition was not made by the demo seed, so it is never removed as the demo.',
  },
  invalid_export: {
    status: 400,
    message: 'This file is not a competition export this version can import; nothing was changed.',
  },
  competition_exists: {
    status: 409,
    message:
      'A competition with this id already exists. Import it as a copy under a new id, or replace it.',
  },

  // Events and the schedule.
  event_not_found: { status: 404, message: 'No such event; it may have been deleted.' },
  duplicate_event_name: { status: 409, message: 'An event with this name already exists.' },
  event_not_empty: {
    status: 409,
    message: 'Deleting this event also deletes its entries, rounds and marks. Confirm to delete.',
  },
  round_not_found: { status: 404, message: 'No such round.' },
  too_many_rounds: {
    status: 409,
    message: 'This event has as many rounds as there are names for.',
  },
  rounds_exist: { status: 409, message: 'This event already has rounds. Clear them first.' },
  rounds_have_marks: {
    status: 409,
    message: 'Some of these rounds already have marks or results. Confirm to clear them too.',
  },
  no_previous_round: { status: 409, message: 'This round has no earlier round.' },
  invalid_start_time: { status: 400, message: 'That is not a valid start time.' },
  time_out_of_range: { status: 400, message: 'That time is outside the allowed range.' },

  // Registration and competitors.
  registration_closed: {
    status: 409,
    message: 'Registration has closed. Entries can no longer be made or changed online.',
  },
  not_eligible: { status: 422, message: 'A dancer may not enter an event below their level.' },
  duplicate_entry: { status: 409, message: 'This couple is already entered in that event.' },
  email_taken: { status: 409, message: 'This email address belongs to another dancer.' },
  same_dancer: {
    status: 409,
    message: 'The lead and the follow must be two different dancers.',
  },
  competitor_not_found: { status: 404, message: 'No such competitor.' },
  entry_not_found: { status: 404, message: 'No such entry.' },
  payment_not_found: { status: 404, message: 'No such payment; it may have been deleted.' },
  entry_in_rounds: {
    status: 409,
    message: 'This entry is already in the rounds, so it cannot be withdrawn online.',
  },
  numbers_used_up: { status: 409, message: 'Every competitor number is taken.' },
  wrong_edit_code: {
    status: 401,
    message: 'That email address and edit code do not match a registration.',
  },
  number_taken: { status: 409, message: 'That number belongs to another competitor.' },
  last_free_number: {
    status: 409,
    message: 'That number is the last one left for new registrations.',
  },
  confirm_required: { status: 409, message: 'This also changes other records. Confirm to go on.' },
  not_on_tba_list: { status: 409, message: 'This dancer is not looking for a partner.' },
  registration_pending: {
    status: 409,
    message:
      'This registration waits for a dancer to confirm it by email; it cannot be changed yet.',
  },
  confirmation_not_found: {
    status: 404,
    message: 'This confirmation link is not known. Use the newest link in your email.',
  },
  confirmation_expired: {
    status: 410,
    message: 'This confirmation link has expired. Register again or ask the organizers.',
  },
  too_many_confirmations: {
    status: 429,
    message: 'This dancer has been asked to confirm too many registrations today.',
  },
  adhoc_already_in_round: { status: 409, message: 'The walk-on couple is already in this round.' },

  // Officials.
  official_not_found: { status: 404, message: 'No such official.' },
  not_a_judge: { status: 409, message: 'Only judges have access codes.' },
  photo_not_found: { status: 404, message: 'This official has no photo.' },
  unsupported_photo: { status: 415, message: 'This kind of file is not accepted as a photo.' },
  photo_too_large: { status: 413, message: 'The photo is too large.' },

  // Judging (issue 11): judges' devices and the scrutineer's round actions.
  judge_session_required: {
    status: 401,
    message: "Type the judge's 7-character code to mark on this device.",
  },
  judge_mismatch: {
    status: 403,
    message: 'This device is signed in for another judge. Open your own judge link.',
  },
  wrong_judge_code: { status: 401, message: 'That code is not right. Check it and try again.' },
  round_not_running: { status: 409, message: 'This round is not running.' },
  round_transition_refused: { status: 409, message: 'The round cannot do that in its state.' },
  judge_not_on_panel: { status: 409, message: "This judge is not on the event's panel." },
  unknown_dance: { status: 400, message: 'This round has no such dance.' },
  unknown_couple: { status: 400, message: 'This couple is not in the round.' },
  duplicate_couple: { status: 400, message: 'A couple is listed twice.' },
  couples_unplaced: { status: 400, message: 'Every couple of the final must be placed.' },
  sheet_locked: {
    status: 409,
    message: 'These marks were already submitted. Ask the scrutineer to correct them.',
  },
  marks_missing: { status: 409, message: 'Some judges have not submitted every dance yet.' },
  tie_choice_required: {
    status: 409,
    message: 'Couples tie at the cut: choose to recall more or fewer.',
  },
  next_round_marked: {
    status: 409,
    message: 'The next round already has marks, so this round cannot be un-posted.',
  },
  not_a_final: { status: 409, message: 'Only a couple in the final can be scratched this way.' },
  marks_invalid: { status: 409, message: 'The marks cannot be computed as they stand.' },
  absence_not_found: { status: 404, message: 'This judge is not marked absent for the round.' },

  // The chairman of judges (issue 12): approving and locking posted rounds with a PIN.
  round_locked: {
    status: 409,
    message: 'This round is approved and locked by the chairman; ask the chairman to unlock it.',
  },
  round_not_locked: { status: 409, message: 'This round is not locked.' },
  pin_not_set: {
    status: 409,
    message: 'The chairman has not set a PIN for this competition yet. Set one first.',
  },
  wrong_pin: { status: 403, message: 'That PIN is not right.' },
  pin_changed: {
    status: 409,
    message: 'The PIN was set or changed meanwhile; enter it as the current PIN to change it.',
  },

  // The deck captain's floor (issue 12).
  round_started: {
    status: 409,
    message: 'This round has started; its couples can no longer be rearranged.',
  },
  round_not_filled: {
    status: 409,
    message: 'This round is filled when the round before it is posted; change its couples then.',
  },
  entry_scratched: { status: 409, message: 'This couple is scratched from the event.' },
  entry_not_scratched: { status: 409, message: 'This couple is not scratched.' },
  couple_already_in_round: { status: 409, message: 'This couple is already in the round.' },

  // The jumbotron (issue 13).
  jumbotron_changed: {
    status: 409,
    message:
      'Another controller changed the screen meanwhile. Check what it shows now and try again.',
  },
  heat_not_found: { status: 404, message: 'This round has no such heat.' },
  round_not_posted: { status: 409, message: "This round's results are not posted yet." },

  already_set_up: {
    status: 409,
    message: 'The first organizer already exists. Sign in, or ask an organizer to invite you.',
  },
  weak_password: { status: 400, message: 'The password is too short.' },
  already_staff: { status: 409, message: 'This person already has an account.' },
  last_organizer: {
    status: 409,
    message: 'This is the only organizer; make someone else an organizer first.',
  },
  staff_not_found: { status: 404, message: 'No such staff member.' },
  cannot_remove_self: { status: 409, message: 'You cannot remove your own account.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ErrorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

/**
 * Where in the request a refused value was, as zod gives issue paths:
 * `['follow', 'email']`, `['eventIds', 1]`. A form shows the refusal there.
 */
export const FieldPathSchema = z.array(z.union([z.string(), z.number()]));
export type FieldPath = z.infer<typeof FieldPathSchema>;

/** One refused value of an `invalid_input` refusal (its `details.issues`). */
export const FieldIssueSchema = z.object({ path: FieldPathSchema, message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssueSchema>;
