import type { Kysely, Transaction } from 'kysely';
import { NO_FEES } from '../../../domain/registration/fees';
import type { FeeSchedule } from '../../../domain/registration/fees';
import { isRegistrationOpen, registrationPhase } from '../../../domain/registration/phase';
import type { Deadlines } from '../../../domain/registration/phase';
import { FeeScheduleSchema } from '../../../shared/registration';
import type { RegistrationInfo, RegistrationSettings } from '../../../shared/registration';
import type { Database } from '../../db/schema';
import type { WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import { describeChanges, recordAudit } from '../audit-log';
import { requireCompetition } from '../competition-service';

type Reader = Kysely<Database> | Transaction<Database>;

/** A competition without a settings row lists no schools and charges nothing. */
export async function getRegistrationSettings(
  db: Reader,
  competitionId: string,
): Promise<RegistrationSettings> {
  await requireCompetition(db, competitionId);
  const row = await db
    .selectFrom('registration_settings')
    .selectAll()
    .where('competition_id', '=', competitionId)
    .executeTakeFirst();
  if (!row) return { affiliations: [], fees: NO_FEES };
  return {
    affiliations: JSON.parse(row.affiliations) as string[],
    // Parsed, so a hand-edited row with a missing phase reads as free, not as a crash.
    fees: FeeScheduleSchema.catch(NO_FEES).parse(JSON.parse(row.fees)) as FeeSchedule,
  };
}

export async function updateRegistrationSettings(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  settings: RegistrationSettings,
): Promise<RegistrationSettings> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    const before = await getRegistrationSettings(trx, competitionId);
    const values = {
      affiliations: JSON.stringify(settings.affiliations),
      fees: JSON.stringify(settings.fees),
    };
    await trx
      .insertInto('registration_settings')
      .values({ competition_id: competitionId, ...values })
      .onConflict((oc) => oc.column('competition_id').doUpdateSet(values))
      .execute();
    await recordAudit(trx, {
      competitionId,
      actor,
      action: 'registration.settings',
      details: describeChanges(before, settings),
    });
    changed({ kind: 'registrationSettings', competitionId });
    return settings;
  });
}

/** The competition's two deadlines and closing date, read from its metadata. */
export async function registrationDates(db: Reader, competitionId: string) {
  const row = await requireCompetition(db, competitionId);
  const deadlines: Deadlines = {
    early: row.date_registration_early,
    open: row.date_registration_open,
  };
  return { deadlines, closingDate: row.date_registration_closed, competitionName: row.full_name };
}

export async function getRegistrationInfo(
  db: Reader,
  competitionId: string,
  now: Date,
): Promise<RegistrationInfo> {
  const { deadlines, closingDate } = await registrationDates(db, competitionId);
  const settings = await getRegistrationSettings(db, competitionId);
  return {
    open: isRegistrationOpen(now, closingDate),
    closingDate,
    earlyDeadline: deadlines.early,
    openDeadline: deadlines.open,
    phaseNow: registrationPhase(now, deadlines),
    affiliations: settings.affiliations,
    fees: settings.fees,
  };
}
