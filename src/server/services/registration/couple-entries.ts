import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { isDancerEligible, levelForStyle } from '../../../domain/registration/eligibility';
import { entryConflict } from '../../../domain/registration/entry-rules';
import type { Database } from '../../db/schema';
import { asLevel, asStyle } from '../../db/stored-values';
import { errors } from '../../errors';
import type { CompetitorRow } from './competitor-records';
import { entryAffiliation, followNameOf, profileOf } from './competitor-records';

export type Couple = { lead: CompetitorRow; follow: CompetitorRow | null };

type EventRow = { id: string; name: string; style: string; level: string };

/** The competition's events by id; refuses an id that is not one of them. */
export async function requireEvents(
  trx: Transaction<Database>,
  competitionId: string,
  eventIds: readonly string[],
): Promise<Map<string, EventRow>> {
  if (eventIds.length === 0) return new Map();
  const events = await trx
    .selectFrom('events')
    .select(['id', 'name', 'style', 'level'])
    .where('competition_id', '=', competitionId)
    .where('id', 'in', [...eventIds])
    .execute();
  const byId = new Map(events.map((event) => [event.id, event]));
  for (const eventId of eventIds) if (!byId.has(eventId)) throw errors.eventNotFound(eventId);
  return byId;
}

/**
 * Refuses the first event a dancer's levels do not allow, on that dancer's
 * field. A null dancer is not checked: a TBA partner, or a dancer on file who
 * has not confirmed yet (their stored levels are not a stranger's to learn).
 */
export function refuseIneligible(
  dancers: readonly (readonly ['lead' | 'follow', CompetitorRow | null])[],
  events: Iterable<EventRow>,
): void {
  for (const event of events) {
    const target = { style: asStyle(event.style), level: asLevel(event.level) };
    for (const [role, dancer] of dancers) {
      if (dancer && !isDancerEligible(profileOf(dancer), target)) {
        const level = levelForStyle(profileOf(dancer), target.style) ?? target.level;
        throw errors.notEligible(role, {
          dancer: dancer.name,
          style: target.style,
          level,
          event: event.name,
        });
      }
    }
  }
}

/**
 * Enters a couple into events, after every check has passed for every event,
 * so a refusal leaves nothing half saved (the caller's transaction rolls back
 * anything written before). Checks, in the order a dancer would fix them: the
 * event exists, both dancers' levels allow it (a TBA partner is not checked
 * yet), and the couple is not already entered (spec section 5).
 */
export async function enterCouple(
  trx: Transaction<Database>,
  competitionId: string,
  couple: Couple,
  eventIds: readonly string[],
  registrationId: string,
  now: Date,
): Promise<{ entryId: string; eventId: string }[]> {
  if (eventIds.length === 0) return [];
  const byId = await requireEvents(trx, competitionId, eventIds);
  const followName = followNameOf(couple.follow);
  refuseIneligible(
    [
      ['lead', couple.lead],
      ['follow', couple.follow],
    ],
    eventIds.map((eventId) => byId.get(eventId)).filter((event) => event !== undefined),
  );

  const existing = await trx
    .selectFrom('entries')
    .select(['event_id', 'lead_name', 'follow_name'])
    .where('event_id', 'in', [...eventIds])
    .execute();
  for (const eventId of eventIds) {
    const inEvent = existing
      .filter((entry) => entry.event_id === eventId)
      .map((entry) => ({ leadName: entry.lead_name, followName: entry.follow_name }));
    const conflict = entryConflict(inEvent, { leadName: couple.lead.name, followName });
    const eventName = byId.get(eventId)?.name ?? eventId;
    if (conflict?.kind === 'tba') throw errors.leadEnteredWithTba(couple.lead.name, eventName);
    if (conflict)
      throw errors.duplicateEntry({ lead: couple.lead.name, follow: followName, event: eventName });
  }

  const rows = eventIds.map((eventId) => ({
    id: crypto.randomUUID(),
    competition_id: competitionId,
    event_id: eventId,
    lead_id: couple.lead.id,
    follow_id: couple.follow?.id ?? null,
    lead_name: couple.lead.name,
    follow_name: followName,
    lead_number: couple.lead.number,
    affiliation: entryAffiliation(couple.lead, couple.follow),
    registered_time: now.toISOString(),
    registration_id: registrationId,
  }));
  await trx.insertInto('entries').values(rows).execute();
  return rows.map((row) => ({ entryId: row.id, eventId: row.event_id }));
}
