import { z } from 'zod';
import { PUBLIC } from './access';
import { defineEndpoint } from './define-endpoint';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  liveSubscribers: z.number().int(),
});
export type Health = z.infer<typeof HealthSchema>;

export const healthEndpoints = {
  getHealth: defineEndpoint({
    summary: 'Whether the server and its database answer (503 database_unavailable if not)',
    tag: 'Operations',
    method: 'GET',
    path: '/api/health',
    access: PUBLIC,
    status: 200,
    response: HealthSchema,
  }),
};
