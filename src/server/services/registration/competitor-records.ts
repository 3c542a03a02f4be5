import crypto from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { TBA } from '../../../domain/competition/competitors';
import type { LevelProfile } from '../../../domain/registration/eligibility';
import {
  FIRST_COMPETITOR_NUMBER,
  LAST_COMPETITOR_NUMBER,
  coupleAffiliation,
  lowestFreeCompetitorNumber,
} from '../../../domain/registration/entry-rules';
import { isSameName } from '../../../domain/registration/same-dancer';
import { registrationPhase } from '../../../domain/registration/phase';
import type { Deadlines } from '../../../domain/registration/phase';
import type { DancerInputSchema, RegisteredDancer } from '../../../shared/registration';
import type { CompetitorTable, Database, EntryTable } from '../../db/schema';
import { errors } from '../../errors';
import { asLevel } from '../../db/stored-values';
import type { z } from 'zod';

export type Reader = Kysely<Database> | Transaction<Database>;
export type CompetitorRow = Selectable<CompetitorTable>;
export type EntryRow = Selectable<EntryTable>;
export type Dancer = z.output<typeof DancerInputSchema>;

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
  if (!row) throw errors.competitorNotFound(competitorId);
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
  if (next === null) throw errors.numbersUsedUp(LAST_COMPETITOR_NUMBER);
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
  /** Which dancer of the request, so a refusal names their email field. */
  role: 'lead' | 'follow',
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
    if (!isSameName(existing.name, dancer.name)) {
      throw errors.emailRegisteredUnderAnotherName(dancer.email, [role, 'email']);
    }
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
