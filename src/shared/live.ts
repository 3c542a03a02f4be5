import { z } from 'zod';

/**
 * Live topics name a resource that a screen reads. A topic string doubles as the
 * TanStack Query key of that resource on the client, so a change on a topic says
 * exactly which cached data to replace or refetch.
 */
export const liveTopics = {
  competition: (competitionId: string) => `competition:${competitionId}`,
  pages: (competitionId: string) => `pages:${competitionId}`,
  eventSettings: (competitionId: string) => `settings:${competitionId}`,
  /** The competition's events (public list with entry and round counts). */
  events: (competitionId: string) => `events:${competitionId}`,
  /** The whole day's rounds in schedule order. */
  schedule: (competitionId: string) => `schedule:${competitionId}`,
  /**
   * Everything derived from registrations: the entries and competitors lists, a
   * competitor's page, the TBA list and organizers' competitors table. Pushed
   * without data; screens key their queries under this topic (e.g.
   * `[topic, 'entries']`), so one push refetches each of them.
   */
  registrations: (competitionId: string) => `registrations:${competitionId}`,
  /** Staff-only dashboard figures; pushed without data, like the audit log. */
  dashboard: (competitionId: string) => `dashboard:${competitionId}`,
  /** Staff-only: the admin audit log; pushed without data, so only a refetch (which checks access) reveals it. */
  audit: (competitionId: string) => `audit:${competitionId}`,
} as const;

export const TOPIC_PATTERN = /^[a-z]+:[a-z0-9-]+(?::[A-Za-z0-9_-]+)*$/;
export const MAX_TOPICS_PER_STREAM = 50;

export const LiveTopicSchema = z.string().regex(TOPIC_PATTERN, 'is not a live topic');

/**
 * One change on the SSE stream (`event: change`). `data` is the resource's new
 * public value, or null when the client should refetch it.
 */
export const LiveChangeSchema = z.object({
  seq: z.number().int().positive(),
  topic: z.string(),
  data: z.unknown().nullable(),
});
export type LiveChange = z.infer<typeof LiveChangeSchema>;

/** SSE event names used on /api/live. */
export const LIVE_EVENTS = {
  change: 'change',
  /** The client missed too much (or sent a stale id): refetch everything it shows. */
  refetch: 'refetch',
  /** First message of a fresh stream; its id is the current head of the change log. */
  ready: 'ready',
} as const;
