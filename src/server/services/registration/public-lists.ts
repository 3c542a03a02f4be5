import { ADHOC_ENTRY, TBA } from '../../../domain/competition/competitors';
import type {
  CompetitorDetail,
  CompetitorEvent,
  EventEntries,
  PublicCompetitor,
  TbaDancer,
} from '../../../shared/registration';
import { requireCompetition } from '../competition-service';
import { asLevel, asStyle } from '../../db/stored-values';
import type { Reader } from './competitor-records';
import { requireCompetitor } from './competitor-records';

/**
 * What anyone may read about registrations: numbers, names, schools and
 * events. No query here selects an email.
 */

/** Every event in event order, with its couples by lead number. */
export async function listEventEntries(db: Reader, competitionId: string): Promise<EventEntries[]> {
  await requireCompetition(db, competitionId);
  const [events, entries] = await Promise.all([
    db
      .selectFrom('events')
      .select(['id', 'name', 'style', 'level'])
      .where('competition_id', '=', competitionId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('entries')
      .select([
        'id',
        'event_id',
        'lead_id',
        'follow_id',
        'lead_number',
        'lead_name',
        'follow_name',
        'affiliation',
      ])
      .where('competition_id', '=', competitionId)
      .orderBy('lead_number')
      .orderBy('lead_name')
      .execute(),
  ]);
  return events.map((event) => ({
    eventId: event.id,
    eventName: event.name,
    style: asStyle(event.style),
    level: asLevel(event.level),
    entries: entries
      // The walk-on placeholder is staff's tool for a round, not a registered couple.
      .filter((entry) => entry.event_id === event.id && entry.lead_id !== ADHOC_ENTRY.leadId)
      .map((entry) => ({
        entryId: entry.id,
        leadId: entry.lead_id,
        followId: entry.follow_id,
        leadNumber: entry.lead_number,
        leadName: entry.lead_name,
        followName: entry.follow_name,
        affiliation: entry.affiliation,
      })),
  }));
}

/** Registered competitors by number, with how many events each dances. */
export async function listPublicCompetitors(
  db: Reader,
  competitionId: string,
): Promise<PublicCompetitor[]> {
  await requireCompetition(db, competitionId);
  const rows = await db
    .selectFrom('competitors')
    .select((eb) => [
      'competitors.id',
      'competitors.number',
      'competitors.name',
      'competitors.affiliation',
      eb
        .selectFrom('entries')
        .select(eb.fn.countAll().as('n'))
        .where((w) =>
          w.or([
            w('entries.lead_id', '=', w.ref('competitors.id')),
            w('entries.follow_id', '=', w.ref('competitors.id')),
          ]),
        )
        .as('event_count'),
    ])
    .where('competitors.competition_id', '=', competitionId)
    .orderBy('competitors.number')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    name: row.name,
    affiliation: row.affiliation,
    eventCount: Number(row.event_count ?? 0),
  }));
}

export type CompetitorEventRow = CompetitorEvent & { registeredTime: string };

/**
 * The events each competitor dances, as lead or follow, with their partner, in
 * event order: one query for the whole competition, or for one competitor.
 * Competitors without entries are absent from the map.
 */
export async function competitorEventsById(
  db: Reader,
  competitionId: string,
  onlyCompetitorId?: string,
): Promise<Map<string, CompetitorEventRow[]>> {
  let query = db
    .selectFrom('entries')
    .innerJoin('events', 'events.id', 'entries.event_id')
    .select([
      'entries.id',
      'entries.event_id',
      'events.name',
      'events.style',
      'events.level',
      'entries.lead_id',
      'entries.follow_id',
      'entries.lead_name',
      'entries.follow_name',
      'entries.lead_number',
      'entries.registered_time',
    ])
    .where('entries.competition_id', '=', competitionId);
  if (onlyCompetitorId !== undefined) {
    const id = onlyCompetitorId;
    query = query.where((w) =>
      w.or([w('entries.lead_id', '=', id), w('entries.follow_id', '=', id)]),
    );
  }
  const rows = await query.orderBy('events.created_at').orderBy('events.id').execute();

  const byCompetitor = new Map<string, CompetitorEventRow[]>();
  for (const row of rows) {
    for (const role of ['lead', 'follow'] as const) {
      const dancerId = role === 'lead' ? row.lead_id : row.follow_id;
      if (dancerId === null) continue;
      const events = byCompetitor.get(dancerId) ?? [];
      events.push({
        entryId: row.id,
        eventId: row.event_id,
        eventName: row.name,
        style: asStyle(row.style),
        level: asLevel(row.level),
        role,
        partnerName: role === 'lead' ? row.follow_name : row.lead_name,
        partnerId: role === 'lead' ? row.follow_id : row.lead_id,
        leadNumber: row.lead_number,
        registeredTime: row.registered_time,
      });
      byCompetitor.set(dancerId, events);
    }
  }
  return byCompetitor;
}

export async function getPublicCompetitor(
  db: Reader,
  competitionId: string,
  competitorId: string,
): Promise<CompetitorDetail> {
  await requireCompetition(db, competitionId);
  const competitor = await requireCompetitor(db, competitionId, competitorId);
  const events =
    (await competitorEventsById(db, competitionId, competitor.id)).get(competitor.id) ?? [];
  return {
    id: competitor.id,
    number: competitor.number,
    name: competitor.name,
    affiliation: competitor.affiliation,
    events: events.map(({ registeredTime: _, ...event }) => event),
  };
}

/** Dancers entered with a partner still to be announced, with those events, by name. */
export async function listTbaDancers(db: Reader, competitionId: string): Promise<TbaDancer[]> {
  await requireCompetition(db, competitionId);
  const rows = await db
    .selectFrom('entries')
    .innerJoin('events', 'events.id', 'entries.event_id')
    .innerJoin('competitors', 'competitors.id', 'entries.lead_id')
    .select([
      'entries.id as entry_id',
      'events.id as event_id',
      'events.name as event_name',
      'events.style',
      'events.level',
      'competitors.id as competitor_id',
      'competitors.name',
      'competitors.affiliation',
    ])
    .where('entries.competition_id', '=', competitionId)
    .where('entries.follow_name', '=', TBA)
    .orderBy('competitors.name')
    .orderBy('events.created_at')
    .execute();
  const byDancer = new Map<string, TbaDancer>();
  for (const row of rows) {
    const dancer = byDancer.get(row.competitor_id) ?? {
      competitorId: row.competitor_id,
      name: row.name,
      affiliation: row.affiliation,
      events: [],
    };
    dancer.events.push({
      entryId: row.entry_id,
      eventId: row.event_id,
      eventName: row.event_name,
      style: asStyle(row.style),
      level: asLevel(row.level),
    });
    byDancer.set(row.competitor_id, dancer);
  }
  return [...byDancer.values()];
}
