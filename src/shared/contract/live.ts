import { z } from 'zod';
import { LiveTopicSchema, MAX_TOPICS_PER_STREAM } from '../live';
import { PUBLIC } from './access';
import { defineEndpoint } from './define-endpoint';

export const LiveQuerySchema = z.strictObject({
  topics: z
    .string({ message: 'is required: a comma-separated list of live topics' })
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(
      z
        .array(LiveTopicSchema)
        .min(1, 'must name at least one topic')
        .max(MAX_TOPICS_PER_STREAM, `must name at most ${MAX_TOPICS_PER_STREAM} topics`),
    ),
  /** Where to resume when reopening with other topics (the browser's own reconnects send Last-Event-ID). */
  lastEventId: z.string().optional(),
});

export const liveEndpoints = {
  liveStream: defineEndpoint({
    summary: 'The server-sent event stream of changes on the named topics',
    tag: 'Live',
    method: 'GET',
    path: '/api/live',
    access: PUBLIC,
    query: LiveQuerySchema,
    status: 200,
    rawResponse: {
      contentTypes: ['text/event-stream'],
      description:
        'Events `ready`, `change` (a notification: topic, seq and changed ids, as JSON) and `refetch`, each with an id',
    },
  }),
};
