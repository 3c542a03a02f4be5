import crypto from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { generateAccessCode } from '../../domain/officials/access-code';
import { detectPhotoType } from '../../domain/officials/image-type';
import { isJudgeRole } from '../../domain/officials/official-roles';
import { buildPath } from '../../shared/contract/define-endpoint';
import { officialEndpoints } from '../../shared/contract/officials';
import type { AdminOfficial, Official, OfficialPatch } from '../../shared/officials';
import type { Database, OfficialTable } from '../db/schema';
import { errors } from '../errors';
import type { DeclareChange, WriteContext } from '../live/write-transaction';
import { runWriteTransaction } from '../live/write-transaction';
import type { Actor } from './audit-log';
import { describeChanges, recordAudit } from './audit-log';
import { presentOfficial } from './competition-presenter';

type Reader = Kysely<Database>;
type OfficialRecord = Selectable<OfficialTable>;

const newAccessCode = () => generateAccessCode(crypto.randomBytes);

/** Organizers' view of an official: the public fields plus the judge's access code. */
function presentAdminOfficial(row: OfficialRecord): AdminOfficial {
  return { ...presentOfficial(row), accessCode: row.access_code };
}

/** A new version in the URL on every upload, so the photo can be cached for good. */
const photoUrl = (competitionId: string, officialId: string, version: number) =>
  `${buildPath(officialEndpoints.getOfficialPhoto.path, { competitionId, officialId })}?v=${version}`;

async function requireCompetitionExists(db: Reader, competitionId: string): Promise<void> {
  const row = await db
    .selectFrom('competitions')
    .select('id')
    .where('id', '=', competitionId)
    .executeTakeFirst();
  if (!row) throw errors.competitionNotFound(competitionId);
}

function findOfficial(db: Reader, competitionId: string, officialId: string) {
  return db
    .selectFrom('officials')
    .selectAll()
    .where('competition_id', '=', competitionId)
    .where('id', '=', officialId)
    .executeTakeFirst();
}

async function requireOfficial(
  db: Reader,
  competitionId: string,
  officialId: string,
): Promise<OfficialRecord> {
  await requireCompetitionExists(db, competitionId);
  const row = await findOfficial(db, competitionId, officialId);
  if (!row) throw errors.officialNotFound(officialId);
  return row;
}

export async function listAdminOfficials(
  db: Reader,
  competitionId: string,
): Promise<AdminOfficial[]> {
  await requireCompetitionExists(db, competitionId);
  const rows = await db
    .selectFrom('officials')
    .selectAll()
    .where('competition_id', '=', competitionId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(presentAdminOfficial);
}

/** The public lookup of one official (spec section 8); never reveals an access code. */
export async function getPublicOfficial(
  db: Reader,
  competitionId: string,
  officialId: string,
): Promise<Official> {
  const row = await findOfficial(db, competitionId, officialId);
  if (!row) throw errors.judgeNotFound();
  return presentOfficial(row);
}

export async function getOfficialPhoto(
  db: Reader,
  competitionId: string,
  officialId: string,
): Promise<{ contentType: string; bytes: Buffer }> {
  const row = await db
    .selectFrom('official_photos')
    .innerJoin('officials', 'officials.id', 'official_photos.official_id')
    .select(['official_photos.content_type', 'official_photos.bytes'])
    .where('officials.competition_id', '=', competitionId)
    .where('officials.id', '=', officialId)
    .executeTakeFirst();
  if (!row) throw errors.photoNotFound();
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}

/**
 * Every officials write ends here, inside its transaction: the change is
 * audited and declared, so officials lists, event panels and the public
 * competition refetch.
 */
async function recordOfficialsChange(
  trx: Transaction<Database>,
  changed: DeclareChange,
  competitionId: string,
  actor: Actor,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await recordAudit(trx, { competitionId, actor, action, details });
  changed({ kind: 'official', competitionId });
}

/** Adds an official at the end of the list; a judge gets an access code at once. */
export async function createOfficial(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  input: { name: string; role: string; bio: string },
): Promise<AdminOfficial> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    await requireCompetitionExists(trx, competitionId);
    const last = await trx
      .selectFrom('officials')
      .select((eb) => eb.fn.max('sort_order').as('last'))
      .where('competition_id', '=', competitionId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('officials')
      .values({
        id: crypto.randomUUID(),
        competition_id: competitionId,
        name: input.name,
        role: input.role,
        bio: input.bio,
        photo_url: null,
        sort_order: Number(last?.last ?? -1) + 1,
        access_code: isJudgeRole(input.role) ? newAccessCode() : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOfficialsChange(trx, changed, competitionId, actor, 'official.create', {
      official: row.name,
      role: row.role,
    });
    return presentAdminOfficial(row);
  });
}

/**
 * Applies an edit. A judge keeps their code through edits; becoming a judge
 * assigns one and leaving the role clears it, so a former judge's code stops
 * working at once.
 */
export async function updateOfficial(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  officialId: string,
  patch: OfficialPatch,
): Promise<AdminOfficial> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    const before = await requireOfficial(trx, competitionId, officialId);
    const role = patch.role ?? before.role;
    const accessCode = isJudgeRole(role) ? (before.access_code ?? newAccessCode()) : null;
    const after = await trx
      .updateTable('officials')
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.bio !== undefined && { bio: patch.bio }),
        role,
        access_code: accessCode,
      })
      .where('id', '=', officialId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const profile = (row: OfficialRecord) => ({ name: row.name, role: row.role, bio: row.bio });
    const changes = describeChanges(profile(before), profile(after));
    const hadCode = before.access_code !== null;
    const codeChanged = hadCode !== (accessCode !== null);
    if (Object.keys(changes).length === 0 && !codeChanged) return presentAdminOfficial(after);
    await recordOfficialsChange(trx, changed, competitionId, actor, 'official.update', {
      official: before.name,
      ...changes,
      // Whether a code came or went, never the code: the audit log outlives it.
      ...(codeChanged && { accessCode: hadCode ? 'cleared' : 'assigned' }),
    });
    return presentAdminOfficial(after);
  });
}

/** Removes an official; their photo goes with them (the foreign key cascades). */
export async function deleteOfficial(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  officialId: string,
): Promise<void> {
  await runWriteTransaction(ctx, async (trx, changed) => {
    const official = await requireOfficial(trx, competitionId, officialId);
    await trx.deleteFrom('officials').where('id', '=', officialId).execute();
    await recordOfficialsChange(trx, changed, competitionId, actor, 'official.delete', {
      official: official.name,
      role: official.role,
    });
  });
}

/** A new code for a judge, e.g. when the old one got out; the old one stops working at once. */
export async function regenerateAccessCode(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  officialId: string,
): Promise<AdminOfficial> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    const official = await requireOfficial(trx, competitionId, officialId);
    if (!isJudgeRole(official.role)) throw errors.notAJudge(official);
    const row = await trx
      .updateTable('officials')
      .set({ access_code: newAccessCode() })
      .where('id', '=', officialId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOfficialsChange(trx, changed, competitionId, actor, 'official.code', {
      official: official.name,
    });
    return presentAdminOfficial(row);
  });
}

/**
 * Stores a photo in the database (so every instance on a shared database serves
 * it) under the type its bytes show, whatever type the upload claimed.
 */
export async function setOfficialPhoto(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  officialId: string,
  bytes: Buffer,
): Promise<AdminOfficial> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    const official = await requireOfficial(trx, competitionId, officialId);
    const contentType = detectPhotoType(bytes);
    if (!contentType) throw errors.notAnImage();
    const now = new Date();
    const stored = { content_type: contentType, bytes, updated_at: now.toISOString() };
    await trx
      .insertInto('official_photos')
      .values({ official_id: officialId, ...stored })
      .onConflict((conflict) => conflict.column('official_id').doUpdateSet(stored))
      .execute();
    const row = await trx
      .updateTable('officials')
      .set({ photo_url: photoUrl(competitionId, officialId, now.getTime()) })
      .where('id', '=', officialId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOfficialsChange(trx, changed, competitionId, actor, 'official.photo', {
      official: official.name,
      photo: 'uploaded',
    });
    return presentAdminOfficial(row);
  });
}

/** Removes the photo; removing a photo that is not there changes nothing. */
export async function removeOfficialPhoto(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  officialId: string,
): Promise<AdminOfficial> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    const official = await requireOfficial(trx, competitionId, officialId);
    const removed = await trx
      .deleteFrom('official_photos')
      .where('official_id', '=', officialId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0 && official.photo_url === null) {
      return presentAdminOfficial(official);
    }
    const row = await trx
      .updateTable('officials')
      .set({ photo_url: null })
      .where('id', '=', officialId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOfficialsChange(trx, changed, competitionId, actor, 'official.photo', {
      official: official.name,
      photo: 'removed',
    });
    return presentAdminOfficial(row);
  });
}
