import { LIVE_EVENTS, LiveNotificationSchema } from '../../shared/live';
import type { LiveNotification } from '../../shared/live';

export type LiveHandlers = {
  onChange(notification: LiveNotification): void;
  /** The server could not replay what we missed: everything shown may be stale. */
  onRefetchAll(): void;
  /** A fresh stream is ready: data fetched before `openedAt` may have missed a change. */
  onFreshStream(topics: string[], openedAt: number): void;
};

type EventSourceFactory = (url: string) => EventSource;

const REOPEN_DEBOUNCE_MS = 30;
const RETRY_AFTER_REFUSAL_MS = 5000;
/** EventSource.CLOSED, spelled out so this module also runs where EventSource is not global. */
const CLOSED = 2;

/**
 * One SSE stream per tab, carrying the union of the topics mounted screens use.
 * When the set changes the stream is reopened from the last seen id, so nothing
 * is missed in between.
 */
export class LiveConnection {
  private readonly counts = new Map<string, number>();
  private source: EventSource | undefined;
  private lastEventId: string | undefined;
  private reopenTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly handlers: LiveHandlers,
    private readonly createEventSource: EventSourceFactory = (url) => new EventSource(url),
  ) {}

  /** Subscribes to a topic; returns the unsubscribe. Counted, so shared topics stay open. */
  add(topic: string): () => void {
    const count = this.counts.get(topic) ?? 0;
    this.counts.set(topic, count + 1);
    if (count === 0) this.scheduleReopen(REOPEN_DEBOUNCE_MS);
    return () => {
      const left = (this.counts.get(topic) ?? 1) - 1;
      if (left > 0) return void this.counts.set(topic, left);
      this.counts.delete(topic);
      this.scheduleReopen(REOPEN_DEBOUNCE_MS);
    };
  }

  close(): void {
    clearTimeout(this.reopenTimer);
    this.source?.close();
    this.source = undefined;
  }

  private scheduleReopen(delay: number): void {
    clearTimeout(this.reopenTimer);
    this.reopenTimer = setTimeout(() => this.reopen(), delay);
  }

  private reopen(): void {
    this.source?.close();
    this.source = undefined;
    const topics = [...this.counts.keys()].sort();
    if (topics.length === 0) return;

    const params = new URLSearchParams({ topics: topics.join(',') });
    const fresh = this.lastEventId === undefined;
    if (!fresh) params.set('lastEventId', this.lastEventId as string);
    const openedAt = Date.now();
    const source = this.createEventSource(`/api/live?${params.toString()}`);
    this.source = source;

    const remember = (event: MessageEvent) => {
      if (event.lastEventId) this.lastEventId = event.lastEventId;
    };
    source.addEventListener(LIVE_EVENTS.change, (event) => {
      remember(event);
      const notification = parseNotification(event.data);
      // What changed is unknown, so everything shown is refetched.
      if (notification) this.handlers.onChange(notification);
      else this.handlers.onRefetchAll();
    });
    source.addEventListener(LIVE_EVENTS.refetch, (event) => {
      remember(event);
      this.handlers.onRefetchAll();
    });
    source.addEventListener(LIVE_EVENTS.ready, (event) => {
      remember(event);
      if (fresh) this.handlers.onFreshStream(topics, openedAt);
    });
    source.onerror = () => {
      // The browser retries dropped connections itself (sending Last-Event-ID);
      // it gives up only when the server refused the request, so retry later.
      if (source.readyState === CLOSED && this.source === source) {
        this.scheduleReopen(RETRY_AFTER_REFUSAL_MS);
      }
    };
  }
}

function parseNotification(data: unknown): LiveNotification | undefined {
  let json: unknown;
  try {
    json = JSON.parse(String(data));
  } catch {
    json = data;
  }
  const parsed = LiveNotificationSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  console.warn('ignored an invalid live notification', json, parsed.error.issues);
  return undefined;
}
