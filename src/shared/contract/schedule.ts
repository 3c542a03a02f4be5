import { z } from 'zod';
import {
  AddRoundSchema,
  ClearRoundsSchema,
  GenerateRoundsSchema,
  RoundRefSchema,
  ScheduleRoundSchema,
  ScheduleTimingSchema,
  ShiftRoundSchema,
  UpdateRoundSchema,
} from '../schedule';
import { ADMIN_ONLY, PUBLIC } from './access';
import { defineEndpoint } from './define-endpoint';
import { CompetitionParams, EventParams } from './params';

const ScheduleSchema = z.array(ScheduleRoundSchema);
const RoundParams = EventParams.extend({
  roundNumber: z.coerce.number().int().min(1, 'must be at least 1').max(100),
});

const tag = 'Schedule';
const base = '/api/admin/competitions/:competitionId/schedule';

/** A schedule operation of spec section 4: organizers only; the answer is the whole new schedule. */
const operation = <const P extends string, const B extends z.ZodType>(
  summary: string,
  path: P,
  body: B,
) =>
  defineEndpoint({
    summary,
    tag,
    method: 'POST',
    path: `${base}/${path}`,
    access: ADMIN_ONLY,
    params: CompetitionParams,
    body,
    status: 200,
    response: ScheduleSchema,
  });

/** The day's schedule: public read; organizers run the round operations. */
export const scheduleEndpoints = {
  getSchedule: defineEndpoint({
    summary: "The day's rounds in schedule order",
    tag,
    method: 'GET',
    path: '/api/competitions/:competitionId/schedule',
    access: PUBLIC,
    params: CompetitionParams,
    status: 200,
    response: ScheduleSchema,
  }),
  // An absent body means all defaults, as an empty object does.
  generateRounds: operation(
    'Generates rounds from the entries (one event, or every event without rounds)',
    'generate',
    GenerateRoundsSchema.prefault({}),
  ),
  clearRounds: operation(
    'Clears rounds (needs confirm=true in the body when marks exist)',
    'clear',
    ClearRoundsSchema.prefault({}),
  ),
  addRound: operation('Adds a round to an event', 'add-round', AddRoundSchema),
  deleteRound: operation('Deletes a round', 'delete-round', RoundRefSchema),
  skipRound: operation('Skips a round', 'skip-round', RoundRefSchema),
  shiftRound: operation(
    'Moves a round one place earlier or later',
    'shift-round',
    ShiftRoundSchema,
  ),
  updateRound: defineEndpoint({
    summary: "Sets a round's recall size or number of heats",
    tag,
    method: 'PATCH',
    path: `${base}/round`,
    access: ADMIN_ONLY,
    params: CompetitionParams,
    body: UpdateRoundSchema,
    status: 200,
    response: ScheduleSchema,
  }),
  getScheduleTiming: defineEndpoint({
    summary: 'How planned start times are computed',
    tag,
    method: 'GET',
    path: `${base}/timing`,
    access: ADMIN_ONLY,
    params: CompetitionParams,
    status: 200,
    response: ScheduleTimingSchema,
  }),
  saveScheduleTiming: defineEndpoint({
    summary: 'Saves the timing; the answer is the schedule with recomputed times',
    tag,
    method: 'PUT',
    path: `${base}/timing`,
    access: ADMIN_ONLY,
    params: CompetitionParams,
    body: ScheduleTimingSchema,
    status: 200,
    response: ScheduleSchema,
  }),
  addAdhocCouple: defineEndpoint({
    summary: 'Puts the walk-on placeholder couple (#9999) into a round',
    tag,
    method: 'POST',
    path: '/api/admin/competitions/:competitionId/events/:eventId/rounds/:roundNumber/adhoc',
    access: ADMIN_ONLY,
    params: RoundParams,
    status: 201,
    response: ScheduleSchema,
  }),
};
