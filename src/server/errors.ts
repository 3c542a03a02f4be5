import type { OperationErrorCode } from '../domain/competition/schedule-model';
import { ERROR_CODES } from '../shared/error-codes';
import type { ErrorCode, FieldIssue, FieldPath } from '../shared/error-codes';
import type { EventDeletionImpact } from '../shared/events';
import { photoMessages } from '../shared/officials';
import { waitInWords } from '../shared/wait-in-words';

const SHEET_CODES = {
  'unknown-couple': 'unknown_couple',
  'duplicate-couple': 'duplicate_couple',
  'couples-unplaced': 'couples_unplaced',
} as const satisfies Record<string, ErrorCode>;

type Refusal = { path?: FieldPath; details?: Record<string, unknown> };

/**
 * Errors the API reports on purpose: a code from the closed list in
 * src/shared/error-codes.ts (which fixes the HTTP status) and a message a
 * person can act on; the error handler turns them into JSON. Made only by the
 * factories below (ESLint refuses `new AppError` elsewhere), so every refusal
 * the server can give is listed in one place.
 */
export class AppError extends Error {
  readonly statusCode: number;
  /** The refused field of the request, so a form can show the message there. */
  readonly path: FieldPath | undefined;
  /** Facts a client needs to act, e.g. what a confirmed delete would remove. */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_CODES[code].message,
    refusal: Refusal = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code].status;
    this.path = refusal.path;
    this.details = refusal.details;
  }
}

/** "January 5, 2026": how people read a day in an error message. */
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const quoted = (path: FieldPath) => `'${path.join('.')}'`;

/** The API's status for each refusal of a pure schedule operation (src/domain/competition). */
const SCHEDULE_OPERATION_CODES: Record<OperationErrorCode, ErrorCode> = {
  'unknown-round': 'round_not_found',
  'unknown-entry': 'entry_not_found',
  'no-previous-round': 'no_previous_round',
  'invalid-start-time': 'invalid_start_time',
  'time-out-of-range': 'time_out_of_range',
};

export const errors = {
  // Requests the server cannot take as sent.
  /** Every refused value of a request, each with its path, as `details.issues`. */
  invalidInput: (where: string, issues: FieldIssue[]) => {
    const problems = issues.map(({ path, message }) =>
      path.length > 0 ? `${quoted(path)} ${message}` : message,
    );
    return new AppError('invalid_input', `Invalid ${where}: ${problems.join('; ')}`, {
      details: { issues },
    });
  },
  /** One refused field of a request body that its schema alone cannot judge. */
  invalidField: (path: FieldPath, problem: string) =>
    errors.invalidInput('body', [{ path, message: problem }]),
  jsonTooDeep: (maxDepth: number) =>
    errors.invalidInput('body', [
      { path: [], message: `objects and arrays nest deeper than ${maxDepth} levels.` },
    ]),
  unstorableText: () =>
    new AppError(
      'invalid_input',
      'Text must not contain NUL characters or invalid byte sequences.',
    ),
  /** Fastify's own refusals (malformed JSON, wrong content type), in its words. */
  badRequest: (message: string) => new AppError('bad_request', message),
  /** Node's own limit on how long a request may take to arrive (`requestTimeout`). */
  requestTimeout: () => new AppError('request_timeout'),
  bodyTooLarge: (message: string) => new AppError('body_too_large', message),
  unsupportedMediaType: (message: string) => new AppError('unsupported_media_type', message),
  routeNotFound: (method: string, url: string) =>
    new AppError('not_found', `No API endpoint ${method} ${url.split('?')[0]}.`),
  /** `host` is what the request named, already cut to a printable length. */
  unknownHost: (host: string) =>
    new AppError(
      'unknown_host',
      `This server does not answer to the address '${host}'. Open the site at its usual address (set PUBLIC_URL or ALLOWED_HOSTS to serve another name).`,
    ),
  tooManyLiveStreams: (cap: number) =>
    new AppError(
      'too_many_streams',
      `This address already has ${cap} live streams open. Close other tabs and try again.`,
    ),
  unauthenticated: () => new AppError('unauthenticated'),
  forbidden: () => new AppError('forbidden'),
  judgeSessionRequired: () => new AppError('judge_session_required'),
  crossSiteRequest: () => new AppError('cross_site_request'),
  rateLimited: (after: string) =>
    new AppError('rate_limited', `Too many attempts. Wait ${after} and try again.`),
  internal: () => new AppError('internal'),
  databaseUnavailable: () => new AppError('database_unavailable'),
  /** A write whose reference was deleted by another write between its checks and its insert. */
  removedMeanwhile: () => new AppError('removed_meanwhile'),
  mailFailed: () => new AppError('mail_failed'),

  // The competition and its pages.
  competitionNotFound: (id: string) =>
    new AppError('competition_not_found', `No competition with id '${id}'.`),
  noDefaultCompetition: () => new AppError('no_competition'),
  pageNotFound: (slug: string) => new AppError('page_not_found', `No page '${slug}'.`),
  /** A competition under the demo's id that the seed did not make: an installation's real one (decision 029). */
  notTheDemo: (id: string) =>
    new AppError(
      'not_the_demo',
      `'${id}' was not made by the demo seed (it predates the demo marker or was edited into a real competition), so it is not removed as the demo.`,
    ),
  /** An uploaded export refused at `filePath` of the file (`tables.entries[3].event_id`; empty for the whole file). */
  invalidExport: (filePath: string, reason: string) =>
    new AppError(
      'invalid_export',
      `${filePath ? `${filePath}: ` : ''}${reason}. Nothing was changed.`,
      { details: { filePath } },
    ),
  competitionExists: (id: string) =>
    new AppError(
      'competition_exists',
      `A competition '${id}' already exists. Import the file as a copy under a new id, or replace '${id}' with it.`,
      { details: { competitionId: id } },
    ),

  // Events and the schedule.
  /** With the id a client sent; without, an event that was there a moment ago. */
  eventNotFound: (id?: string) =>
    new AppError(
      'event_not_found',
      id === undefined ? undefined : `No event with id '${id}' in this competition.`,
    ),
  duplicateEventName: (name: string) =>
    new AppError('duplicate_event_name', `An event called '${name}' already exists.`, {
      path: ['name'],
    }),
  eventNotEmpty: (name: string, impact: EventDeletionImpact) =>
    new AppError(
      'event_not_empty',
      `Deleting '${name}' also deletes ${impact.entries} entries, ${impact.rounds} rounds, ${impact.marks} judges' marks and ${impact.results} saved results. Confirm to delete.`,
      { details: impact },
    ),
  roundNotFound: (roundNumber: number) =>
    new AppError('round_not_found', `This event has no round ${roundNumber}.`),
  // Judging (issue 11).
  judgeMismatch: () => new AppError('judge_mismatch'),
  wrongJudgeCode: () => new AppError('wrong_judge_code'),
  judgeCodeAttemptsExceeded: (retryAfterSeconds: number) =>
    new AppError(
      'rate_limited',
      `Too many wrong codes. Wait ${waitInWords(retryAfterSeconds)} and try again, or ask the scrutineer for your code.`,
      { details: { retryAfterSeconds } },
    ),
  roundNotRunning: (roundName: string, state: string) =>
    new AppError('round_not_running', `${roundName} is not running (it is ${state}).`),
  /** The domain's lifecycle refusal, in its words. */
  roundTransitionRefused: (message: string) => new AppError('round_transition_refused', message),
  judgeNotOnPanel: (judgeName: string, eventName: string) =>
    new AppError('judge_not_on_panel', `${judgeName} is not on the panel of "${eventName}".`, {
      path: ['judgeId'],
    }),
  judgeAbsent: (judgeName: string, roundName: string) =>
    new AppError(
      'judge_not_on_panel',
      `${judgeName} is marked absent for ${roundName}. Ask the scrutineer to clear the absence.`,
      { path: ['judgeId'] },
    ),
  unknownDance: (dance: string, roundName: string) =>
    new AppError('unknown_dance', `${roundName} has no dance "${dance}".`, { path: ['dance'] }),
  /** A sheet refused by the domain's sheet rules; `entryId` names the couple concerned. */
  sheetRefused: (
    code: 'unknown-couple' | 'duplicate-couple' | 'couples-unplaced',
    message: string,
    entryId: string,
  ) => new AppError(SHEET_CODES[code], message, { path: ['entries'], details: { entryId } }),
  sheetLocked: (dance: string) =>
    new AppError(
      'sheet_locked',
      `Your ${dance} marks were already submitted. Ask the scrutineer to correct them.`,
    ),
  marksMissing: (missing: { judgeId: string; judgeName: string; dance: string }[]) =>
    new AppError(
      'marks_missing',
      `Marks are missing: ${missing
        .slice(0, 5)
        .map((m) => `${m.judgeName} (${m.dance})`)
        .join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}.`,
      { details: { missing } },
    ),
  tieChoiceRequired: (couples: number, recallFewer: number, recallMore: number) =>
    new AppError(
      'tie_choice_required',
      `${couples} couples tie at the cut: choose to recall ${recallMore} or ${recallFewer}.`,
      { path: ['tieChoice'] },
    ),
  /** Recalling none of the tied couples is not offered when it would recall nobody. */
  tieChoiceNotOffered: (recallMore: number) =>
    new AppError(
      'tie_choice_required',
      `Recalling none of the tied couples would recall nobody; recall all ${recallMore}.`,
      { path: ['tieChoice'] },
    ),
  nextRoundMarked: (roundName: string) =>
    new AppError(
      'next_round_marked',
      `${roundName} already has marks, so this round cannot be un-posted.`,
    ),
  notAFinal: () => new AppError('not_a_final'),
  /** The scrutineering engine's objections to the stored marks, each in its words. */
  marksInvalid: (issues: { code: string; message: string }[]) =>
    new AppError(
      'marks_invalid',
      `The marks cannot be computed: ${issues
        .slice(0, 3)
        .map((i) => i.message)
        .join(' ')}${issues.length > 3 ? ` (and ${issues.length - 3} more problems)` : ''}`,
      { details: { issues } },
    ),
  /** Marks entered on behalf of a judge the scrutineer marked absent would not count. */
  enteringForAbsentJudge: (judgeName: string, roundName: string) =>
    new AppError(
      'judge_not_on_panel',
      `${judgeName} is marked absent for ${roundName}. Clear the absence first to enter their marks.`,
      { path: ['judgeId'] },
    ),
  absenceNotFound: (judgeName: string, roundName: string) =>
    new AppError('absence_not_found', `${judgeName} is not marked absent for ${roundName}.`),
  coupleNotInRound: (entryId: string, roundName: string) =>
    new AppError('unknown_couple', `Couple '${entryId}' is not dancing in ${roundName}.`, {
      path: ['entryId'],
    }),
  // The chairman of judges (issue 12).
  /** Every write to a round the chairman approved, by anyone, until the chairman unlocks it. */
  roundLocked: (eventName: string, roundName: string) =>
    new AppError(
      'round_locked',
      `${eventName} ${roundName} is approved and locked by the chairman; ask the chairman to unlock it.`,
    ),
  alreadyLocked: (eventName: string, roundName: string, lockedBy: string) =>
    new AppError(
      'round_locked',
      `${eventName} ${roundName} is already approved and locked (by ${lockedBy}).`,
    ),
  roundNotLocked: (eventName: string, roundName: string) =>
    new AppError('round_not_locked', `${eventName} ${roundName} is not locked.`),
  /** Only a posted result can be approved: there is nothing to approve before. */
  roundNotPosted: (eventName: string, roundName: string, state: string) =>
    new AppError(
      'round_transition_refused',
      `${eventName} ${roundName} is ${state}; only a posted round can be approved and locked.`,
    ),
  pinNotSet: () => new AppError('pin_not_set', undefined, { path: ['pin'] }),
  /** `field` is the body's PIN that was wrong: `pin`, or `currentPin` when changing it. */
  wrongPin: (field: 'pin' | 'currentPin') =>
    new AppError(
      'wrong_pin',
      field === 'pin'
        ? 'That PIN is not right. Check it and try again.'
        : 'The current PIN is not right; the PIN was not changed.',
      { path: [field] },
    ),
  /** Two people set the PIN at once: the later one is refused rather than replacing the other's. */
  pinChangedMeanwhile: (first: boolean) =>
    new AppError(
      'pin_changed',
      first
        ? 'A PIN was set meanwhile; enter it as the current PIN to change it.'
        : 'The PIN was changed meanwhile; enter the new one as the current PIN to change it.',
      { path: ['currentPin'] },
    ),
  currentPinRequired: () =>
    errors.invalidField(['currentPin'], 'is required to change the PIN: type the current PIN.'),
  pinAttemptsExceeded: (retryAfterSeconds: number) =>
    new AppError(
      'rate_limited',
      `Too many wrong PINs. Wait ${waitInWords(retryAfterSeconds)} and try again.`,
      { details: { retryAfterSeconds } },
    ),
  /** Posting a recall round fills the round after it, which must exist and not have been danced. */
  nextRoundUnfillable: (roundName: string, why: string) =>
    new AppError(
      'round_transition_refused',
      `${roundName} cannot receive the recalled couples: ${why}`,
    ),
  tooManyRounds: (eventName: string, max: number) =>
    new AppError(
      'too_many_rounds',
      `"${eventName}" already has ${max} rounds, the most there are names for.`,
    ),
  roundsExist: (eventName: string) =>
    new AppError(
      'rounds_exist',
      `"${eventName}" already has rounds. Clear them first to generate again.`,
    ),
  roundsHaveMarks: () => new AppError('rounds_have_marks'),
  /** A pure schedule operation's refusal, in its own words. */
  scheduleOperationRefused: (failure: { code: OperationErrorCode; message: string }) =>
    new AppError(SCHEDULE_OPERATION_CODES[failure.code], failure.message),

  // Registration and competitors.
  registrationClosed: (closingDate: string) =>
    new AppError(
      'registration_closed',
      `Registration closed on ${longDay(closingDate)}. Entries can no longer be made or changed online; ask the organizers.`,
    ),
  /** On the level field of `role` in the style; a dancer registered before is judged by their level on file. */
  notEligible: (
    role: 'lead' | 'follow',
    facts: { dancer: string; style: string; level: string; event: string },
  ) =>
    new AppError(
      'not_eligible',
      `${facts.dancer} dances ${facts.style} at ${facts.level} level, so may not enter '${facts.event}': a dancer may enter their own level or higher, not lower.`,
      { path: [role, `${facts.style.toLowerCase()}Level`] },
    ),
  /** `path` names the field to change, where a form has one (an organizer's rename). */
  duplicateEntry: (couple: { lead: string; follow: string; event: string }, path?: FieldPath) =>
    new AppError(
      'duplicate_entry',
      `${couple.lead} and ${couple.follow} are already entered in '${couple.event}'.`,
      path && { path },
    ),
  leadEnteredWithTba: (lead: string, event: string) =>
    new AppError(
      'duplicate_entry',
      `${lead} is already entered in '${event}' with a partner to be announced. Withdraw that entry first (at /updateEntries with its edit code), then enter with the new partner.`,
    ),
  /** A registration's dancer whose email is on file under another name. */
  emailRegisteredUnderAnotherName: (email: string, path: FieldPath) =>
    new AppError(
      'email_taken',
      `${email} is already registered under another name. Use the same name as before, or another email address.`,
      { path },
    ),
  /** An organizer's edit giving a competitor another's email. */
  emailBelongsTo: (email: string, holder: string) =>
    new AppError('email_taken', `${email} already belongs to ${holder}.`, { path: ['email'] }),
  /** The follow of a new couple is the lead (src/domain/registration `sameDancer`). */
  followIsLead: (field: 'name' | 'email') =>
    new AppError(
      'same_dancer',
      `The follow's ${field} is the lead's ${field}; the lead and the follow must be two different dancers.`,
      { path: ['follow', field] },
    ),
  /** An organizer's rename would make a competitor their own partner. */
  renamedToPartner: (name: string, event: string) =>
    new AppError(
      'same_dancer',
      `${name} would dance with themselves in '${event}'; choose another name.`,
      { path: ['name'] },
    ),
  competitorNotFound: (id: string) =>
    new AppError('competitor_not_found', `No competitor with id '${id}' in this competition.`),
  paymentNotFound: (id: string) =>
    new AppError('payment_not_found', `No payment with id '${id}' in this competition.`),
  entryNotFound: (id: string, scope: 'registration' | 'competition') =>
    new AppError('entry_not_found', `No entry with id '${id}' in this ${scope}.`),
  entryInRounds: (event: string) =>
    new AppError(
      'entry_in_rounds',
      `Your entry in '${event}' is already in the schedule's rounds, so it cannot be withdrawn online. Ask the organizers.`,
    ),
  numbersUsedUp: (last: number) =>
    new AppError(
      'numbers_used_up',
      `Every competitor number up to ${last} is taken; an organizer must free some before anyone else can register.`,
    ),
  wrongEditCode: () =>
    new AppError(
      'wrong_edit_code',
      'That email address and edit code do not match a registration. Check the code in your confirmation email.',
    ),
  numberTaken: (number: number, holder: string) =>
    new AppError('number_taken', `Number ${number} already belongs to ${holder}.`, {
      path: ['number'],
    }),
  lastFreeNumber: (number: number) =>
    new AppError(
      'last_free_number',
      `Number ${number} is the last one left for new registrations; choose a number below 100 or free another first.`,
      { path: ['number'] },
    ),
  confirmCompetitorDelete: (name: string, entries: number) =>
    new AppError(
      'confirm_required',
      `Deleting ${name} also withdraws ${entries} ${entries === 1 ? 'entry' : 'entries'} (their partners' too). Confirm to delete.`,
      { details: { entries } },
    ),
  /** `names`: the dancers who have not confirmed yet, as typed in the registration. */
  registrationPending: (names: string[]) =>
    new AppError(
      'registration_pending',
      `This registration waits for ${names.length ? names.join(' and ') : 'a dancer'} to confirm it from the email we sent; it cannot be changed until then.`,
    ),
  confirmationNotFound: () => new AppError('confirmation_not_found'),
  /** `day`: the YYYY-MM-DD the link stopped working. */
  confirmationExpired: (day: string) =>
    new AppError(
      'confirmation_expired',
      `This confirmation link expired on ${longDay(day)}. Register again or ask the organizers.`,
    ),
  /** Confirmation mails to one dancer are limited per day (issue 19.1), across every sender. */
  tooManyConfirmations: (name: string, retryAfterSeconds: number) =>
    new AppError(
      'too_many_confirmations',
      `${name} has been asked to confirm too many registrations today. Try again in ${waitInWords(retryAfterSeconds)}, or ask the organizers.`,
      { details: { retryAfterSeconds } },
    ),
  /** Messages relayed to one dancer are limited, whoever sends them. */
  recipientLimited: (retryAfterSeconds: number) =>
    new AppError(
      'rate_limited',
      `This dancer has been sent enough messages for now. Try again in ${waitInWords(retryAfterSeconds)}.`,
      { details: { retryAfterSeconds } },
    ),
  notOnTbaList: (name: string) =>
    new AppError(
      'not_on_tba_list',
      `${name} is not looking for a partner, so cannot be contacted here.`,
    ),
  adhocAlreadyInRound: (number: number) =>
    new AppError(
      'adhoc_already_in_round',
      `The walk-on couple (#${number}) is already in this round.`,
    ),

  // The deck captain's floor (issue 12).
  /** No-shows, walk-ons and heat moves change a round only until it starts. */
  roundStarted: (round: { eventName: string; roundName: string }, change: string) =>
    new AppError(
      'round_started',
      `${round.eventName} ${round.roundName} has started, so you can no longer ${change}.`,
    ),
  /** Posting the round before fills this one afresh, so a change made now would be lost. */
  roundNotFilled: (
    round: { eventName: string; roundName: string },
    previousRoundName: string,
    change: string,
  ) =>
    new AppError(
      'round_not_filled',
      `${round.eventName} ${round.roundName} is filled when the ${previousRoundName} is posted; ${change} then.`,
    ),
  /** A round danced without the couple since its scratch keeps it that way. */
  scratchDanced: (couple: string, round: { eventName: string; roundName: string }) =>
    new AppError(
      'round_started',
      `${round.eventName} ${round.roundName} has started without ${couple} since the scratch, so the scratch can no longer be undone.`,
    ),
  entryScratched: (couple: string, eventName: string) =>
    new AppError(
      'entry_scratched',
      `${couple} is scratched from "${eventName}"; un-scratch the couple first.`,
    ),
  entryNotScratched: (couple: string, eventName: string) =>
    new AppError('entry_not_scratched', `${couple} is not scratched from "${eventName}".`),
  coupleAlreadyInRound: (couple: string, roundName: string) =>
    new AppError('couple_already_in_round', `${couple} is already in ${roundName}.`, {
      path: ['entryId'],
    }),
  heatRefused: (path: FieldPath, problem: string, where: 'body' | 'path' = 'body') =>
    errors.invalidInput(where, [{ path, message: problem }]),

  // The jumbotron (issue 13).
  /** `shows` says what the screen shows now (`contentTitle`). */
  jumbotronChanged: (shows: string, version: number) =>
    new AppError(
      'jumbotron_changed',
      `Another controller changed the screen meanwhile: it now shows ${shows}. Your change was not made; check the live screen and try again.`,
      { path: ['expectedVersion'], details: { version } },
    ),
  heatNotFound: (round: { eventName: string; roundName: string }, heat: number, heats: number[]) =>
    new AppError(
      'heat_not_found',
      heats.length === 0
        ? `${round.eventName} ${round.roundName} has no couples yet, so it has no heat ${heat}.`
        : `${round.eventName} ${round.roundName} has ${heats.length === 1 ? 'heat' : 'heats'} ${heats.join(', ')}; there is no heat ${heat}.`,
      { path: ['scene', 'heat'] },
    ),
  roundWithoutCouples: (round: { eventName: string; roundName: string }) =>
    new AppError(
      'round_not_filled',
      `${round.eventName} ${round.roundName} has no couples yet: they come with the recall from the round before.`,
      { path: ['scene', 'roundNumber'] },
    ),
  recallNotPosted: (round: { eventName: string; roundName: string }, state: string) =>
    new AppError(
      'round_not_posted',
      `${round.eventName} ${round.roundName} is ${state}; its recall can be shown once the scrutineer posts it.`,
      { path: ['scene', 'roundNumber'] },
    ),
  finalNotPosted: (eventName: string) =>
    new AppError(
      'round_not_posted',
      `The final of ${eventName} is not posted yet; its places can be revealed once the scrutineer posts it.`,
      { path: ['scene', 'eventId'] },
    ),
  revealTooFar: (eventName: string, steps: number) =>
    errors.invalidField(
      ['scene', 'revealed'],
      `the final of ${eventName} has ${steps} ${steps === 1 ? 'place' : 'places'} to reveal, so at most ${steps} can be shown.`,
    ),

  // Officials.
  officialNotFound: (id: string) =>
    new AppError('official_not_found', `No official with id '${id}' in this competition.`),
  /** The public judge lookup: spec section 8's message, word for word. */
  judgeNotFound: () => new AppError('official_not_found', 'No judge found'),
  notAJudge: (official: { name: string; role: string }) =>
    new AppError(
      'not_a_judge',
      `Only judges have access codes; ${official.name} is listed as ${official.role}.`,
    ),
  photoNotFound: () => new AppError('photo_not_found'),
  unsupportedPhoto: () => new AppError('unsupported_photo', photoMessages.wrongType),
  notAnImage: () => new AppError('unsupported_photo', photoMessages.notAnImage),
  photoTooLarge: () => new AppError('photo_too_large', photoMessages.tooLarge()),

  // Staff accounts.
  alreadySetUp: () => new AppError('already_set_up'),
  weakPassword: (min: number) =>
    new AppError('weak_password', `The password must be at least ${min} characters long.`, {
      path: ['password'],
    }),
  alreadyStaff: (email: string) =>
    new AppError('already_staff', `${email} already has an account; change their roles instead.`, {
      path: ['email'],
    }),
  lastOrganizer: () => new AppError('last_organizer'),
  staffNotFound: () => new AppError('staff_not_found', 'No staff member with that id.'),
  cannotRemoveSelf: () => new AppError('cannot_remove_self'),
};
