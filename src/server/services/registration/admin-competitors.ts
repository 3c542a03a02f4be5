import { stringify } from 'csv-stringify/sync';
import { TBA } from '../../../domain/competition/competitors';
import { entryConflict, numberChangeTakesLastFree } from '../../../domain/registration/entry-rules';
import { sameDancer } from '../../../domain/registration/same-dancer';
import type { AdminCompetitor, CompetitorPatchSchema } from '../../../shared/registration';
import { errors } from '../../errors';
import type { WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import { describeChanges, recordAudit } from '../audit-log';
import { assertNoLockedRoundHolds } from '../judging/round-lock';
import { requireCompetition } from '../competition-service';
import { inertCell } from '../csv-cells';
import type { CompetitorRow, Reader } from './competitor-records';
import {
  competitorNumbersInUse,
  entryAffiliation,
  phaseOf,
  presentDancer,
  requireCompetitor,
} from './competitor-records';
import { recordWithdrawals } from './entry-withdrawals';
import { competitorEventsById } from './public-lists';
import type { CompetitorEventRow } from './public-lists';
import { registrationDates } from './registration-settings';
import type { Transaction } from 'kysely';
import type { Deadlines } from '../../../domain/registration/phase';
import type { Database } from '../../db/schema';
import type { z } from 'zod';

function presentAdminCompetitor(
  row: CompetitorRow,
  events: readonly CompetitorEventRow[],
  deadlines: Deadlines,
): AdminCompetitor {
  return {
    ...presentDancer(row),
    createdAt: row.created_at,
    events: events.map((event) => ({
      ...event,
      phase: phaseOf({ registered_time: event.registeredTime }, deadlines),
    })),
  };
}

/** Organizers' table: every competitor with email, levels and entries, by number. */
export async function listAdminCompetitors(
  db: Reader,
  competitionId: string,
): Promise<AdminCompetitor[]> {
  const { deadlines } = await registrationDates(db, competitionId);
  const [rows, eventsById] = await Promise.all([
    db
      .selectFrom('competitors')
      .selectAll()
      .where('competition_id', '=', competitionId)
      .orderBy('number')
      .execute(),
    competitorEventsById(db, competitionId),
  ]);
  return rows.map((row) => presentAdminCompetitor(row, eventsById.get(row.id) ?? [], deadlines));
}

type Patch = z.output<typeof CompetitorPatchSchema>;

/**
 * An organizer's edit. Entries carry the dancers' names, the lead's number and
 * the school (spec section 3), so those follow the competitor into every entry;
 * a rename that would make two entries of an event the same couple is refused.
 */
export async function updateCompetitor(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  competitorId: string,
  patch: Patch,
): Promise<AdminCompetitor> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    const before = await requireCompetitor(trx, competitionId, competitorId);
    const after: CompetitorRow = {
      ...before,
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.email !== undefined && { email: patch.email }),
      ...(patch.affiliation !== undefined && { affiliation: patch.affiliation }),
      ...(patch.ageCategory !== undefined && { age_category: patch.ageCategory }),
      ...(patch.standardLevel !== undefined && { standard_level: patch.standardLevel }),
      ...(patch.smoothLevel !== undefined && { smooth_level: patch.smoothLevel }),
      ...(patch.rhythmLevel !== undefined && { rhythm_level: patch.rhythmLevel }),
      ...(patch.latinLevel !== undefined && { latin_level: patch.latinLevel }),
      ...(patch.number !== undefined && { number: patch.number }),
    };
    await refuseClashes(trx, before, after);
    const { id: _id, competition_id: _c, created_at: _t, ...columns } = after;
    await trx.updateTable('competitors').set(columns).where('id', '=', competitorId).execute();
    await rewriteEntries(trx, after);

    const changes = describeChanges(presentDancer(before), presentDancer(after));
    await recordAudit(trx, {
      competitionId,
      actor,
      action: 'competitor.update',
      details: { competitor: `${after.number} ${after.name}`, ...changes },
    });
    changed({ kind: 'registration', competitionId });
    const { deadlines } = await registrationDates(trx, competitionId);
    const events = await competitorEventsById(trx, competitionId, competitorId);
    return presentAdminCompetitor(after, events.get(competitorId) ?? [], deadlines);
  });
}

async function refuseClashes(
  trx: Transaction<Database>,
  before: CompetitorRow,
  after: CompetitorRow,
) {
  const others = trx
    .selectFrom('competitors')
    .select(['name', 'number', 'email'])
    .where('competition_id', '=', before.competition_id)
    .where('id', '!=', before.id);
  if (after.number !== before.number) {
    const holder = await others.where('number', '=', after.number).executeTakeFirst();
    if (holder) throw errors.numberTaken(after.number, holder.name);
    const othersInUse = await competitorNumbersInUse(trx, before.competition_id, before.id);
    if (numberChangeTakesLastFree(othersInUse, before.number, after.number)) {
      throw errors.lastFreeNumber(after.number);
    }
  }
  if (after.email !== before.email) {
    const holder = await others.where('email', '=', after.email).executeTakeFirst();
    if (holder) throw errors.emailBelongsTo(after.email, holder.name);
  }
  if (after.name === before.name) return;
  const entries = await trx
    .selectFrom('entries')
    .innerJoin('events', 'events.id', 'entries.event_id')
    .select([
      'entries.id',
      'entries.event_id',
      'entries.lead_id',
      'entries.follow_id',
      'entries.lead_name',
      'entries.follow_name',
      'events.name as event_name',
    ])
    .where('entries.competition_id', '=', before.competition_id)
    .execute();
  for (const mine of entries.filter((e) => e.lead_id === before.id || e.follow_id === before.id)) {
    const couple = {
      leadName: mine.lead_id === before.id ? after.name : mine.lead_name,
      followName: mine.follow_id === before.id ? after.name : mine.follow_name,
    };
    // Only names: two competitor records never share an email (refused above).
    if (sameDancer({ name: couple.leadName }, { name: couple.followName })) {
      throw errors.renamedToPartner(after.name, mine.event_name);
    }
    const others = entries
      .filter((other) => other.event_id === mine.event_id && other.id !== mine.id)
      .map((other) => ({ leadName: other.lead_name, followName: other.follow_name }));
    if (entryConflict(others, couple)) {
      throw errors.duplicateEntry(
        { lead: couple.leadName, follow: couple.followName, event: mine.event_name },
        ['name'],
      );
    }
  }
}

/** Copies the competitor's name, number and school into the entries they dance. */
async function rewriteEntries(trx: Transaction<Database>, competitor: CompetitorRow) {
  const led = await trx
    .selectFrom('entries')
    .select(['id', 'follow_id'])
    .where('lead_id', '=', competitor.id)
    .execute();
  for (const entry of led) {
    const follow = entry.follow_id
      ? await trx
          .selectFrom('competitors')
          .selectAll()
          .where('id', '=', entry.follow_id)
          .executeTakeFirst()
      : undefined;
    await trx
      .updateTable('entries')
      .set({
        lead_name: competitor.name,
        lead_number: competitor.number,
        affiliation: entryAffiliation(competitor, follow ?? null),
      })
      .where('id', '=', entry.id)
      .execute();
  }
  const followed = await trx
    .selectFrom('entries')
    .select(['id', 'lead_id'])
    .where('follow_id', '=', competitor.id)
    .execute();
  for (const entry of followed) {
    const lead = entry.lead_id
      ? await trx
          .selectFrom('competitors')
          .selectAll()
          .where('id', '=', entry.lead_id)
          .executeTakeFirst()
      : undefined;
    await trx
      .updateTable('entries')
      .set({
        follow_name: competitor.name,
        ...(lead && { affiliation: entryAffiliation(lead, competitor) }),
      })
      .where('id', '=', entry.id)
      .execute();
  }
}

/**
 * Deletes a competitor with every entry they dance in (a couple cannot dance
 * without them). Without `confirm` it only reports what would go. Their
 * partners lose those entries as a withdrawal, so a partner's invoice keeps
 * them, not charged (decision 020); the deleted dancer's own lines go with
 * their competitor row.
 */
export async function deleteCompetitor(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  competitorId: string,
  confirm: boolean,
  now = new Date(),
): Promise<void> {
  await runWriteTransaction(ctx, async (trx, changed) => {
    const competitor = await requireCompetitor(trx, competitionId, competitorId);
    const theirs = trx
      .selectFrom('entries')
      .where((w) => w.or([w('lead_id', '=', competitorId), w('follow_id', '=', competitorId)]));
    const count = Number(
      (await theirs.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
    );
    const entries = await theirs.select(['id', 'lead_id', 'follow_id']).execute();
    const entryIds = entries.map((entry) => entry.id);
    await assertNoLockedRoundHolds(trx, { entryIds });
    if (count > 0 && !confirm) throw errors.confirmCompetitorDelete(competitor.name, count);
    const withPartner = entries.filter(
      (entry) => (entry.lead_id === competitorId ? entry.follow_id : entry.lead_id) !== null,
    );
    await recordWithdrawals(
      trx,
      withPartner.map((entry) => entry.id),
      actor,
      now,
    );
    await trx
      .deleteFrom('entries')
      .where((w) => w.or([w('lead_id', '=', competitorId), w('follow_id', '=', competitorId)]))
      .execute();
    await trx.deleteFrom('competitors').where('id', '=', competitorId).execute();
    await recordAudit(trx, {
      competitionId,
      actor,
      action: 'competitor.delete',
      details: { competitor: `${competitor.number} ${competitor.name}`, entries: count },
    });
    changed({ kind: 'registration', competitionId });
  });
}

export async function withdrawEntry(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  entryId: string,
  now = new Date(),
): Promise<void> {
  await runWriteTransaction(ctx, async (trx, changed) => {
    await requireCompetition(trx, competitionId);
    const entry = await trx
      .selectFrom('entries')
      .innerJoin('events', 'events.id', 'entries.event_id')
      .select(['entries.lead_name', 'entries.follow_name', 'events.name'])
      .where('entries.competition_id', '=', competitionId)
      .where('entries.id', '=', entryId)
      .executeTakeFirst();
    if (!entry) throw errors.entryNotFound(entryId, 'competition');
    await assertNoLockedRoundHolds(trx, { entryIds: [entryId] });
    await recordWithdrawals(trx, [entryId], actor, now);
    await trx.deleteFrom('entries').where('id', '=', entryId).execute();
    await recordAudit(trx, {
      competitionId,
      actor,
      action: 'entry.withdraw',
      details: { event: entry.name, couple: `${entry.lead_name} & ${entry.follow_name}` },
    });
    changed({ kind: 'registration', competitionId });
  });
}

const CSV_COLUMNS = [
  'Event',
  'Style',
  'Level',
  'Lead number',
  'Lead',
  'Lead email',
  'Follow',
  'Follow email',
  'School',
  'Registered',
  'Phase',
] as const;

/** One row per entry, in event order, for spreadsheets and mail merges. */
export async function competitorsCsv(db: Reader, competitionId: string): Promise<string> {
  const { deadlines } = await registrationDates(db, competitionId);
  const rows = await db
    .selectFrom('entries')
    .innerJoin('events', 'events.id', 'entries.event_id')
    .leftJoin('competitors as lead', 'lead.id', 'entries.lead_id')
    .leftJoin('competitors as follow', 'follow.id', 'entries.follow_id')
    .select([
      'events.name as event',
      'events.style',
      'events.level',
      'entries.lead_number',
      'entries.lead_name',
      'lead.email as lead_email',
      'entries.follow_name',
      'follow.email as follow_email',
      'entries.affiliation',
      'entries.registered_time',
    ])
    .where('entries.competition_id', '=', competitionId)
    .orderBy('events.created_at')
    .orderBy('events.id')
    .orderBy('entries.lead_number')
    .execute();
  const records = rows.map((row) => [
    row.event,
    row.style,
    row.level,
    row.lead_number ?? '',
    row.lead_name,
    row.lead_email ?? '',
    row.follow_name,
    row.follow_name === TBA ? '' : (row.follow_email ?? ''),
    row.affiliation,
    row.registered_time,
    phaseOf(row, deadlines),
  ]);
  return stringify([[...CSV_COLUMNS], ...records.map((record) => record.map(inertCell))]);
}
