import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { isDancerEligible, levelForStyle } from '../../../domain/registration/eligibility';
import { TBA } from '../../../domain/competition/competitors';
import type { Database } from '../../db/schema';
import { asLevel, asStyle } from '../events-service';
import type { CompetitorRow } from './competitor-records';
import {
  coupleAffiliation,
  followNameOf,
  profileOf,
  registrationErrors,
  sameName,
} from './competitor-records';

export type Couple = { lead: CompetitorRow; follow: CompetitorRow | null };

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
  const events = await trx
    .selectFrom('events')
    .select(['id', 'name', 'style', 'level'])
    .where('competition_id', '=', competitionId)
    .where('id', 'in', [...eventIds])
    .execute();
  const byId = new Map(events.map((event) => [event.id, event]));
  const followName = followNameOf(couple.follow);

  for (const eventId of eventIds) {
    const event = byId.get(eventId);
    if (!event) throw registrationErrors.eventNotFound(eventId);
    const target = { style: asStyle(event.style), level: asLevel(event.level) };
    for (const [role, dancer] of [
      ['lead', couple.lead],
      ['follow', couple.follow],
    ] as const) {
      if (dancer && !isDancerEligible(profileOf(dancer), target)) {
        const level = levelForStyle(profileOf(dancer), target.style) ?? target.level;
        throw registrationErrors.notEligible(dancer.name, level, target.style, event.name, role);
      }
    }
  }

  const existing = await trx
    .selectFrom('entries')
    .select(['event_id', 'lead_name', 'follow_name'])
    .where('event_id', 'in', [...eventIds])
    .execute();
  for (const entry of existing) {
    if (!sameName(entry.lead_name, couple.lead.name)) continue;
    // A lead looking for a partner in an event is not entered a second time with one.
    if (couple.follow && entry.follow_name === TBA) {
      const event = byId.get(entry.event_id);
      throw registrationErrors.tbaEntryExists(couple.lead.name, event?.name ?? entry.event_id);
    }
    if (sameName(entry.follow_name, followName)) {
      const event = byId.get(entry.event_id);
      throw registrationErrors.duplicate(
        couple.lead.name,
        followName,
        event?.name ?? entry.event_id,
      );
    }
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
    affiliation: coupleAffiliation(couple.lead, couple.follow),
    registered_time: now.toISOString(),
    registration_id: registrationId,
  }));
  await trx.insertInto('entries').values(rows).execute();
  return rows.map((row) => ({ entryId: row.id, eventId: row.event_id }));
}
