import { z } from 'zod';
import { TOPIC_PATTERN } from './live-topics';

export { liveTopics, TOPIC_PATTERN } from './live-topics';
export type { ChangedEntity, EntityKind } from './live-topics';

export const MAX_TOPICS_PER_STREAM = 50;
/** More changed ids than this in one notification are sent as none: "refetch the whole topic". */
export const MAX_IDS_PER_NOTIFICATION = 20;

export const LiveTopicSchema = z.string().regex(TOPIC_PATTERN, 'is not a live topic');

/**
 * One notification on the SSE stream (`event: change`): something under `topic`
 * changed at `seq`. It never carries the resource itself; the client refetches
 * what it shows. `ids` name the changed entities (e.g. an event id) when the
 * write knew them; empty means anything under the topic may have changed.
 */
export const LiveNotificationSchema = z.object({
  seq: z.number().int().positive(),
  topic: LiveTopicSchema,
  ids: z.array(z.string().max(100)).max(MAX_IDS_PER_NOTIFICATION),
});
export type LiveNotification = z.infer<typeof LiveNotificationSchema>;

/** SSE event names used on /api/live. */
export const LIVE_EVENTS = {
  change: 'change',
  /** The client missed too much (or sent a stale id): refetch everything it shows. */
  refetch: 'refetch',
  /** First message of a fresh stream; its id is the current head of the change log. */
  ready: 'ready',
} as const;
