import crypto from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { TBA } from '../../../domain/competition/competitors';
import type { Level } from '../../../domain/competition/enumerations';
import type { LevelProfile } from '../../../domain/registration/eligibility';
import {
  FIRST_COMPETITOR_NUMBER,
  LAST_COMPETITOR_NUMBER,
  coupleAffiliation,
  isSameName,
  lowestFreeCompetitorNumber,
} from '../../../domain/registration/entry-rules';
import { registrationPhase } from '../../../domain/registration/phase';
import type { Deadlines } from '../../../domain/registration/phase';
import type { DancerInputSchema, RegisteredDancer } from '../../../shared/registration';
import type { CompetitorTable, Database, EntryTable } from '../../db/schema';
import { AppError } from '../../errors';
import { asLevel } from '../../db/stored-values';
import type { z } from 'zod';

export type Reader = Kysely<Database> | Transaction<Database>;
export type CompetitorRow = Selectable<CompetitorTable>;
export type EntryRow = Selectable<EntryTable>;
export type Dancer = z.output<typeof DancerInputSchema>;

/** "January 5, 2026": how people read a day in an error message. */
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const registrationErrors = {
  closed: (closingDate: string) =>
    new AppError(
      409,
      'registration_closed',
      `Registration closed on ${longDay(closingDate)}. Entries can no longer be made or changed online; ask the organizers.`,
    ),
  eventNotFound: (id: string) =>
    new AppError(404, 'event_not_found', `No event with id '${id}' in this competition.`),
  /** `role` names the form's level field; a dancer registered before is judged by their level on file. */
  notEligible: (
    dancer: string,
    level: Level,
    style: string,
    event: string,
    role: 'lead' | 'follow',
  ) => {
    const message = `${dancer} dances ${style} at ${level} level, so may not enter '${event}': a dancer may enter their own level or higher, not lower.`;
    return new AppError(422, 'not_eligible', message, {
      issues: [{ path: `${role}.${style.toLowerCase()}Level`, message }],
    });
  },
  duplicate: (lead: string, follow: string, event: string) =>
    new AppError(
      409,
      'duplicate_entry',
      `${lead} and ${follow} are already entered in '${event}'.`,
    ),
  emailTaken: (email: string) =>
    new AppError(
      409,
      'email_taken',
      `${email} is already registered under another name. Use the same name as before, or another email address.`,
    ),
  sameDancer: (field: 'name' | 'email') =>
    new AppError(
      400,
      'invalid_input',
      `Invalid body: 'follow.${field}' is the lead's ${field}; the lead and the follow must be two different dancers.`,
      { issues: [{ path: `follow.${field}`, message: `must not be the lead's ${field}` }] },
    ),
  competitorNotFound: (id: string) =>
    new AppError(404, 'competitor_not_found', `No competitor with id '${id}' in this competition.`),
  entryNotFound: (id: string) =>
    new AppError(404, 'entry_not_found', `No entry with id '${id}' in this registration.`),
  entryInRounds: (event: string) =>
    new AppError(
      409,
      'entry_in_rounds',
      `Your entry in '${event}' is already in the schedule's rounds, so it cannot be withdrawn online. Ask the organizers.`,
    ),
  tbaEntryExists: (lead: string, event: string) =>
    new AppError(
      409,
      'duplicate_entry',
      `${lead} is already entered in '${event}' with a partner to be announced. Withdraw that entry first (at /updateEntries with its edit code), then enter with the new partner.`,
    ),
  numbersUsedUp: () =>
    new AppError(
      409,
      'numbers_used_up',
      'Every competitor number up to 9998 is taken; an organizer must free some before anyone else can register.',
    ),
  wrongCode: () =>
    new AppError(
      401,
      'wrong_edit_code',
      'That email address and edit code do not match a registration. Check the code in your confirmation email.',
    ),
};

export function profileOf(row: CompetitorRow): LevelProfile {
  return {
    standardLevel: asLevel(row.standard_level, 'competitors.standard_level'),
    smoothLevel: asLevel(row.smooth_level, 'competitors.smooth_level'),
    rhythmLevel: asLevel(row.rhythm_level, 'competitors.rhythm_level'),
    latinLevel: asLevel(row.latin_level, 'competitors.latin_level'),
  };
}

export function presentDancer(row: CompetitorRow): RegisteredDancer {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    email: row.email,
    affiliation: row.affiliation,
    ageCategory: row.age_category,
    ...profileOf(row),
  };
}

export const phaseOf = (entry: { registered_time: string }, deadlines: Deadlines) =>
  registrationPhase(new Date(entry.registered_time), deadlines);

/** An entry's school from its dancers' records (see coupleAffiliation). */
export const entryAffiliation = (lead: CompetitorRow, follow: CompetitorRow | null) =>
  coupleAffiliation(lead.affiliation, follow?.affiliation ?? null);

export async function requireCompetitor(
  db: Reader,
  competitionId: string,
  competitorId: string,
): Promise<CompetitorRow> {
  const row = await db
    .selectFrom('competitors')
    .selectAll()
    .where('competition_id', '=', competitionId)
    .where('id', '=', competitorId)
    .executeTakeFirst();
  if (!row) throw registrationErrors.competitorNotFound(competitorId);
  return row;
}

/** Numbers new competitors could get that someone holds (other than `exceptId`). */
export async function competitorNumbersInUse(
  db: Reader,
  competitionId: string,
  exceptId?: string,
): Promise<number[]> {
  let query = db
    .selectFrom('competitors')
    .select('number')
    .where('competition_id', '=', competitionId)
    .where('number', '>=', FIRST_COMPETITOR_NUMBER)
    .where('number', '<=', LAST_COMPETITOR_NUMBER);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.execute()).map((row) => Number(row.number));
}

export async function allocateCompetitorNumber(db: Reader, competitionId: string): Promise<number> {
  const next = lowestFreeCompetitorNumber(await competitorNumbersInUse(db, competitionId));
  if (next === null) throw registrationErrors.numbersUsedUp();
  return next;
}

/**
 * The dancer's competitor record: the existing one for their email (a dancer
 * who registers again with another partner keeps their number and profile), or
 * a new one with the next number. An email already used under another name is
 * refused rather than silently merged into someone else.
 */
export async function findOrCreateCompetitor(
  trx: Transaction<Database>,
  competitionId: string,
  dancer: Dancer,
  now: Date,
): Promise<{ row: CompetitorRow; isNew: boolean }> {
  const existing = await trx
    .selectFrom('competitors')
    .selectAll()
    .where('competition_id', '=', competitionId)
    .where('email', '=', dancer.email)
    .executeTakeFirst();
  if (existing) {
    if (!isSameName(existing.name, dancer.name)) throw registrationErrors.emailTaken(dancer.email);
    return { row: existing, isNew: false };
  }
  const row: CompetitorRow = {
    id: crypto.randomUUID(),
    competition_id: competitionId,
    number: await allocateCompetitorNumber(trx, competitionId),
    name: dancer.name,
    email: dancer.email,
    affiliation: dancer.affiliation,
    age_category: dancer.ageCategory,
    standard_level: dancer.standardLevel,
    smooth_level: dancer.smoothLevel,
    rhythm_level: dancer.rhythmLevel,
    latin_level: dancer.latinLevel,
    created_at: now.toISOString(),
  };
  await trx.insertInto('competitors').values(row).execute();
  return { row, isNew: true };
}

/** The follow's name on an entry: theirs, or TBA while the partner is to be announced. */
export const followNameOf = (follow: CompetitorRow | null) => follow?.name ?? TBA;
