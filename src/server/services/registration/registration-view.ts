import type { Selectable } from 'kysely';
import { z } from 'zod';
import { dancerShown } from '../../../domain/registration/confirmation-rules';
import { isRegistrationOpen } from '../../../domain/registration/phase';
import type { RegistrationView, RequestedEvent, ViewDancer } from '../../../shared/registration';
import type { RegistrationTable } from '../../db/schema';
import type { CompetitorRow, Reader } from './competitor-records';
import { phaseOf, presentDancer, requireCompetitor } from './competitor-records';
import { registrationDates } from './registration-settings';

export type RegistrationRow = Selectable<RegistrationTable>;

/** A hand-edited or damaged list reads as no events rather than as a crash. */
const RequestedIdsSchema = z.array(z.string()).catch([]);

export function requestedEventIds(registration: RegistrationRow): string[] {
  if (registration.requested_event_ids === null) return [];
  try {
    return RequestedIdsSchema.parse(JSON.parse(registration.requested_event_ids));
  } catch {
    return [];
  }
}

/** The events a waiting registration asked for, in the order asked; deleted events are left out. */
export async function requestedEventsOf(
  db: Reader,
  registration: RegistrationRow,
): Promise<RequestedEvent[]> {
  const ids = requestedEventIds(registration);
  if (ids.length === 0) return [];
  const events = await db
    .selectFrom('events')
    .select(['id', 'name'])
    .where('competition_id', '=', registration.competition_id)
    .where('id', 'in', ids)
    .execute();
  const names = new Map(events.map((event) => [event.id, event.name]));
  return ids.flatMap((eventId) => {
    const eventName = names.get(eventId);
    return eventName === undefined ? [] : [{ eventId, eventName }];
  });
}

/** The confirmation asked of each dancer on file, by competitor: accepted or not (yet). */
export async function confirmationsOf(
  db: Reader,
  registrationId: string,
): Promise<Map<string, { accepted: boolean }>> {
  const rows = await db
    .selectFrom('registration_confirmations')
    .select(['competitor_id', 'accepted'])
    .where('registration_id', '=', registrationId)
    .execute();
  return new Map(rows.map((row) => [row.competitor_id, { accepted: row.accepted === 1 }]));
}

/** A dancer as the registration shows them, by the rule of decision 022 (see dancerShown). */
function viewDancer(
  row: CompetitorRow,
  registration: RegistrationRow,
  confirmation: { accepted: boolean } | undefined,
  viewerId: string | null,
): ViewDancer {
  const shown = dancerShown({
    confirmation,
    createdAt: new Date(row.created_at),
    registeredAt: new Date(registration.created_at),
    isViewer: row.id === viewerId,
  });
  if (shown === 'awaiting') return { awaiting: true, name: row.name, email: row.email };
  const dancer = { ...presentDancer(row), awaiting: false as const };
  return shown === 'in full' ? dancer : { ...dancer, email: null, ageCategory: null };
}

/** A registration as its dancers see it; `viewerId` is the competitor whose email opened it. */
export async function viewOf(
  db: Reader,
  registration: RegistrationRow,
  now: Date,
  viewerId: string | null = null,
): Promise<RegistrationView> {
  const competitionId = registration.competition_id;
  const { deadlines, closingDate } = await registrationDates(db, competitionId);
  const confirmations = await confirmationsOf(db, registration.id);
  const dancer = async (id: string) =>
    viewDancer(
      await requireCompetitor(db, competitionId, id),
      registration,
      confirmations.get(id),
      viewerId,
    );
  const entries = await db
    .selectFrom('entries')
    .innerJoin('events', 'events.id', 'entries.event_id')
    .select(['entries.id', 'entries.event_id', 'events.name', 'entries.registered_time'])
    .where('entries.registration_id', '=', registration.id)
    .orderBy('events.created_at')
    .orderBy('events.id')
    .execute();
  return {
    registrationId: registration.id,
    lead: await dancer(registration.lead_id),
    follow: registration.follow_id ? await dancer(registration.follow_id) : null,
    entries: entries.map((entry) => ({
      entryId: entry.id,
      eventId: entry.event_id,
      eventName: entry.name,
      registeredTime: entry.registered_time,
      phase: phaseOf(entry, deadlines),
    })),
    requestedEvents: await requestedEventsOf(db, registration),
    open: isRegistrationOpen(now, closingDate),
    closingDate,
  };
}
