import { z } from 'zod';
import { EventGridSchema, EventInputSchema, EventPanelSchema, EventSchema } from '../events';
import { ADMIN_ONLY, PUBLIC } from './access';
import { defineEndpoint } from './define-endpoint';
import { CompetitionParams, ConfirmQuery, EventParams } from './params';

export const CreatedEventSchema = z.object({ id: z.string() });
export const EventGridResultSchema = z.object({
  created: z.number().int(),
  /** Events of the grid that already existed. */
  skipped: z.number().int(),
});

const tag = 'Events';

/** Events: public list; organizers create, edit, bulk-create, choose judging panels and delete. */
export const eventEndpoints = {
  listEvents: defineEndpoint({
    summary: "The competition's events with entry and round counts",
    tag,
    method: 'GET',
    path: '/api/competitions/:competitionId/events',
    access: PUBLIC,
    params: CompetitionParams,
    status: 200,
    response: z.array(EventSchema),
    openResults: true,
  }),
  createEvent: defineEndpoint({
    summary: 'Adds an event',
    tag,
    method: 'POST',
    path: '/api/admin/competitions/:competitionId/events',
    access: ADMIN_ONLY,
    params: CompetitionParams,
    body: EventInputSchema,
    status: 201,
    response: CreatedEventSchema,
  }),
  createEventGrid: defineEndpoint({
    summary: 'Adds every event of a grid of styles, levels and age categories',
    tag,
    method: 'POST',
    path: '/api/admin/competitions/:competitionId/events/grid',
    access: ADMIN_ONLY,
    params: CompetitionParams,
    body: EventGridSchema,
    status: 201,
    response: EventGridResultSchema,
  }),
  updateEvent: defineEndpoint({
    summary: 'Edits an event',
    tag,
    method: 'PUT',
    path: '/api/admin/competitions/:competitionId/events/:eventId',
    access: ADMIN_ONLY,
    params: EventParams,
    body: EventInputSchema,
    status: 204,
  }),
  setEventPanel: defineEndpoint({
    summary: "Chooses an event's judging panel (null: all judges)",
    tag,
    method: 'PUT',
    path: '/api/admin/competitions/:competitionId/events/:eventId/panel',
    access: ADMIN_ONLY,
    params: EventParams,
    body: EventPanelSchema,
    status: 204,
  }),
  deleteEvent: defineEndpoint({
    summary: 'Deletes an event; 409 event_not_empty with what it would remove until confirm=true',
    tag,
    method: 'DELETE',
    path: '/api/admin/competitions/:competitionId/events/:eventId',
    access: ADMIN_ONLY,
    params: EventParams,
    query: ConfirmQuery,
    status: 204,
  }),
};
