import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isJudgeRole } from '../../domain/officials/official-roles';
import { dancesOutsideStyle, planEventGrid } from '../../domain/events/event-grid';
import type {
  CompetitionEvent,
  EventDeletionImpact,
  EventGrid,
  EventInput,
} from '../../shared/events';
import type { Database } from '../db/schema';
import { asAgeCategory, asLevel, asStyle } from '../db/stored-values';
import { errors } from '../errors';
import type { WriteContext } from '../live/write-transaction';
import { runWriteTransaction } from '../live/write-transaction';
import type { Actor } from './audit-log';
import { requireCompetition } from './competition-service';
import { eventPanels, judgesOf } from './event-panels';
import { recordAudit } from './audit-log';
import { assertNoLockedRoundHolds } from './judging/round-lock';

type Reader = Kysely<Database> | Transaction<Database>;

/** The competition's events, in creation order, with entry and round counts. */
export async function listEvents(db: Reader, competitionId: string): Promise<CompetitionEvent[]> {
  await requireCompetition(db, competitionId);
  const rows = await db
    .selectFrom('events')
    .select((eb) => [
      'events.id',
      'events.name',
      'events.style',
      'events.level',
      'events.age_category',
      'events.dances',
      eb
        .selectFrom('entries')
        .select(eb.fn.countAll().as('n'))
        .whereRef('entries.event_id', '=', 'events.id')
        .as('entry_count'),
      eb
        .selectFrom('rounds')
        .select(eb.fn.countAll().as('n'))
        .whereRef('rounds.event_id', '=', 'events.id')
        .as('round_count'),
    ])
    .where('events.competition_id', '=', competitionId)
    .orderBy('events.created_at')
    .orderBy('events.name')
    .execute();
  const panelOf = await eventPanels(db, competitionId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    style: asStyle(row.style),
    level: asLevel(row.level),
    ageCategory: asAgeCategory(row.age_category),
    dances: JSON.parse(row.dances) as string[],
    entryCount: Number(row.entry_count ?? 0),
    roundCount: Number(row.round_count ?? 0),
    ...panelOf(row.id),
  }));
}

function checkDances(input: EventInput): void {
  const outside = dancesOutsideStyle(input.style, input.dances);
  if (outside.length > 0) {
    throw errors.invalidField(['dances'], `${outside.join(', ')} not danced in ${input.style}.`);
  }
  if (new Set(input.dances).size !== input.dances.length) {
    throw errors.invalidField(['dances'], 'lists a dance twice.');
  }
}

async function nameTaken(
  trx: Transaction<Database>,
  competitionId: string,
  name: string,
  exceptId?: string,
) {
  let query = trx
    .selectFrom('events')
    .select('id')
    .where('competition_id', '=', competitionId)
    .where('name', '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function createEvent(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  input: EventInput,
) {
  checkDances(input);
  return runWriteTransaction(ctx, async (trx, changed) => {
    await listEvents(trx, competitionId);
    if (await nameTaken(trx, competitionId, input.name))
      throw errors.duplicateEventName(input.name);
    const id = crypto.randomUUID();
    await trx
      .insertInto('events')
      .values({
        id,
        competition_id: competitionId,
        name: input.name,
        style: input.style,
        level: input.level,
        age_category: input.ageCategory,
        dances: JSON.stringify(input.dances),
        created_at: new Date().toISOString(),
      })
      .execute();
    await recordAudit(trx, {
      competitionId,
      actor,
      action: 'event.create',
      details: { name: input.name },
    });
    changed({ kind: 'event', competitionId, eventId: id });
    return id;
  });
}

export async function updateEvent(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  eventId: string,
  input: EventInput,
): Promise<void> {
  checkDances(input);
  await runWriteTransaction(ctx, async (trx, changed) => {
    const before = (await listEvents(trx, competitionId)).find((event) => event.id === eventId);
    if (!before) throw errors.eventNotFound();
    if (await nameTaken(trx, competitionId, input.name, eventId))
      throw errors.duplicateEventName(input.name);
    await trx
      .updateTable('events')
      .set({
        name: input.name,
        style: input.style,
        level: input.level,
        age_category: input.ageCategory,
        dances: JSON.stringify(input.dances),
      })
      .where('id', '=', eventId)
      .execute();
    await recordAudit(trx, {
      competitionId,
      actor,
      action: 'event.update',
      details: { event: before.name, ...changesOf(before, input) },
    });
    changed({ kind: 'event', competitionId, eventId });
  });
}

function changesOf(before: CompetitionEvent, after: EventInput) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of ['name', 'style', 'level', 'ageCategory', 'dances'] as const) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

/** Creates every event of a style x level x age grid that does not exist yet; returns how many. */
export async function createEventGrid(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  grid: EventGrid,
) {
  return runWriteTransaction(ctx, async (trx, changed) => {
    const existing = await listEvents(trx, competitionId);
    const planned = planEventGrid(grid, new Set(existing.map((event) => event.name)));
    const createdAt = Date.now();
    if (planned.length > 0) {
      await trx
        .insertInto('events')
        .values(
          planned.map((event, index) => ({
            id: crypto.randomUUID(),
            competition_id: competitionId,
            name: event.name,
            style: event.style,
            level: event.level,
            age_category: event.ageCategory,
            dances: JSON.stringify(event.dances),
            // Distinct times keep the grid's order in the list.
            created_at: new Date(createdAt + index).toISOString(),
          })),
        )
        .execute();
    }
    await recordAudit(trx, {
      competitionId,
      actor,
      action: 'event.grid',
      details: { created: planned.length, names: planned.map((event) => event.name) },
    });
    changed({ kind: 'event', competitionId });
    return { created: planned.length, skipped: gridSize(grid) - planned.length };
  });
}

/**
 * Sets an event's judging panel to these judges, or back to all judges (null).
 * Every id must be a judge of this competition; the 400 names the ones that are not.
 */
export async function setEventPanel(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  eventId: string,
  judgeIds: string[] | null,
): Promise<void> {
  if (judgeIds && new Set(judgeIds).size !== judgeIds.length) {
    throw errors.invalidField(['judgeIds'], 'lists a judge twice.');
  }
  await runWriteTransaction(ctx, async (trx, changed) => {
    const event = (await listEvents(trx, competitionId)).find(
      (candidate) => candidate.id === eventId,
    );
    if (!event) throw errors.eventNotFound();
    if (judgeIds) await checkJudges(trx, competitionId, judgeIds);
    const judges = await judgesOf(trx, competitionId);
    const namesOf = (ids: string[]) =>
      judges.filter((judge) => ids.includes(judge.id)).map((judge) => judge.name);
    await trx.deleteFrom('event_judges').where('event_id', '=', eventId).execute();
    if (judgeIds) {
      await trx
        .insertInto('event_judges')
        .values(judgeIds.map((officialId) => ({ event_id: eventId, official_id: officialId })))
        .execute();
    }
    await recordAudit(trx, {
      competitionId,
      actor,
      action: 'event.panel',
      details: {
        event: event.name,
        from: event.customPanel ? namesOf(event.judgeIds) : 'all judges',
        to: judgeIds ? namesOf(judgeIds) : 'all judges',
      },
    });
    changed({ kind: 'event', competitionId, eventId });
  });
}

async function checkJudges(trx: Transaction<Database>, competitionId: string, ids: string[]) {
  const officials = await trx
    .selectFrom('officials')
    .select(['id', 'name', 'role'])
    .where('competition_id', '=', competitionId)
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(officials.map((official) => [official.id, official]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw errors.invalidField(
      ['judgeIds'],
      `${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not an official of this competition.`,
    );
  }
  const notJudges = officials.filter((official) => !isJudgeRole(official.role));
  if (notJudges.length > 0) {
    throw errors.invalidField(
      ['judgeIds'],
      `names officials who do not judge: ${notJudges
        .map((official) => `${official.name} (${official.role})`)
        .join(', ')}.`,
    );
  }
}

const gridSize = (grid: EventGrid) =>
  grid.styles.length * grid.levels.length * Math.max(1, grid.ageCategories.length);

async function deletionImpact(
  trx: Transaction<Database>,
  eventId: string,
): Promise<EventDeletionImpact> {
  const count = async (table: 'entries' | 'rounds' | 'marks' | 'saved_results') =>
    Number(
      (
        await trx
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('event_id', '=', eventId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    entries: await count('entries'),
    rounds: await count('rounds'),
    marks: await count('marks'),
    results: await count('saved_results'),
  };
}

/**
 * Deletes an event. One that holds entries, rounds, marks or results is deleted
 * only when `confirmed`; otherwise a 409 says what would be lost.
 */
export async function deleteEvent(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  eventId: string,
  confirmed: boolean,
): Promise<void> {
  await runWriteTransaction(ctx, async (trx, changed) => {
    const event = (await listEvents(trx, competitionId)).find(
      (candidate) => candidate.id === eventId,
    );
    if (!event) throw errors.eventNotFound();
    await assertNoLockedRoundHolds(trx, { eventId });
    const impact = await deletionImpact(trx, eventId);
    const losesData = Object.values(impact).some((n) => n > 0);
    if (losesData && !confirmed) {
      throw errors.eventNotEmpty(event.name, impact);
    }
    // Entries, rounds, marks and results go with the event (foreign keys cascade);
    // the copies of its withdrawn entries have no foreign key (migration 0012), so
    // they go here, or invoices would still list an event that no longer exists.
    await trx.deleteFrom('entry_withdrawals').where('event_id', '=', eventId).execute();
    await trx.deleteFrom('events').where('id', '=', eventId).execute();
    await recordAudit(trx, {
      competitionId,
      actor,
      action: 'event.delete',
      details: { name: event.name, ...impact },
    });
    changed({ kind: 'event', competitionId, eventId });
  });
}
