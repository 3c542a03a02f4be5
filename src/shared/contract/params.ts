import { z } from 'zod';
import { CompetitionIdSchema } from '../competition';

/** Path parameters shared by most endpoints; strict, like every request object. */
export const CompetitionParams = z.strictObject({ competitionId: CompetitionIdSchema });

export const EventIdSchema = z.string().min(1).max(100);
export const EventParams = CompetitionParams.extend({ eventId: EventIdSchema });

/** `?confirm=true` confirms a delete that would take other records with it. */
export const ConfirmQuery = z.strictObject({
  confirm: z.enum(['true', 'false']).default('false'),
});
