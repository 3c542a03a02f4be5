import type { Kysely } from 'kysely';
import type { LiveNotification } from '../../shared/live';
import { LIVE_EVENTS } from '../../shared/live';
import type { Database } from '../db/schema';
import type { ChangeBus } from './bus';
import { headSeq, oldestSeq, readMissedPerTopic } from './change-log';

/**
 * A subscriber holding more than this unsent (its socket's buffer past what the
 * kernel took) is dropped; its browser reconnects with Last-Event-ID and catches
 * up from the change log. 64 KiB is some 700 notifications a reader has not
 * taken: far behind any live screen, and 50 such readers hold only ~3 MB.
 */
export const MAX_UNSENT_BYTES = 64 * 1024;
const HEARTBEAT_MS = 25_000;
/**
 * At shutdown each stream is told to reconnect after a delay drawn from this
 * range, so the thousands of phones of a full hall do not all reconnect to the
 * other instances in the same millisecond. Long enough for a proxy to notice
 * the closed listener, short enough that a live screen misses little.
 */
export const SHUTDOWN_RETRY_MS = { min: 500, max: 1500 } as const;

/** A reconnect delay in {@link SHUTDOWN_RETRY_MS}; `random` is in [0, 1). */
export function shutdownRetryMs(random: () => number = Math.random): number {
  const { min, max } = SHUTDOWN_RETRY_MS;
  return min + Math.floor(random() * (max - min + 1));
}

/** Where a stream starts: fresh, after a seq the client saw, or from an id we cannot read. */
export type ResumeFrom =
  { kind: 'fresh' } | { kind: 'after'; seq: number } | { kind: 'unreadable' };

export type LiveSink = {
  /** Queues a chunk; returns how many bytes the stream now holds unsent. */
  write(chunk: string): number;
  /** Ends the stream cleanly, at shutdown; browsers then reconnect (EventSource does on a clean end). */
  end(): void;
  /** Cuts the connection at once, discarding what is unsent. */
  abort(): void;
};

type Subscriber = {
  sink: LiveSink;
  topics: ReadonlySet<string>;
  /** Notifications that arrive while the catch-up is being read wait here. */
  buffer: LiveNotification[] | undefined;
  lastSent: number;
  /** Dropped for not reading, or ended at shutdown: nothing more is written. */
  dropped: boolean;
};

export function formatSseEvent(event: string, id: number, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Fans committed notifications out to this instance's SSE subscribers. Each is
 * serialized once, whatever the number of subscribers; a subscriber that does
 * not read is dropped rather than buffered without bound.
 */
export class ChangeFeed {
  private readonly byTopic = new Map<string, Set<Subscriber>>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly db: Kysely<Database>,
    bus: ChangeBus,
  ) {
    bus.onChanges((changes) => this.dispatch(changes));
    this.heartbeat = setInterval(() => this.broadcastComment('ping'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get subscriberCount(): number {
    return this.allSubscribers().size;
  }

  /**
   * Subscribes a stream. Resuming after a seq sends, per topic, one notification
   * of what was missed; or a refetch when that cannot be known (pruned from the
   * log, or an id from the future such as one from before a database reset).
   * Returns the unsubscribe.
   */
  async subscribe(
    sink: LiveSink,
    topics: readonly string[],
    resumeFrom: ResumeFrom,
  ): Promise<() => void> {
    const subscriber: Subscriber = {
      sink,
      topics: new Set(topics),
      buffer: [],
      lastSent: 0,
      dropped: false,
    };
    for (const topic of subscriber.topics) {
      let set = this.byTopic.get(topic);
      if (!set) this.byTopic.set(topic, (set = new Set()));
      set.add(subscriber);
    }
    const unsubscribe = () => this.unsubscribe(subscriber);

    const head = await headSeq(this.db);
    if (resumeFrom.kind === 'fresh') {
      this.write(subscriber, formatSseEvent(LIVE_EVENTS.ready, head, { seq: head }));
      subscriber.lastSent = head;
    } else if (resumeFrom.kind === 'unreadable') {
      this.sendRefetch(subscriber, head);
    } else {
      await this.catchUp(subscriber, topics, resumeFrom.seq, head);
    }
    const buffered = subscriber.buffer ?? [];
    subscriber.buffer = undefined;
    for (const change of buffered) this.send(subscriber, change, formatChange(change));
    return unsubscribe;
  }

  private unsubscribe(subscriber: Subscriber): void {
    for (const topic of subscriber.topics) {
      const set = this.byTopic.get(topic);
      set?.delete(subscriber);
      if (set?.size === 0) this.byTopic.delete(topic);
    }
  }

  private async catchUp(
    subscriber: Subscriber,
    topics: readonly string[],
    lastEventId: number,
    head: number,
  ): Promise<void> {
    const oldest = await oldestSeq(this.db);
    if (lastEventId > head || (oldest > 0 && lastEventId < oldest - 1)) {
      this.sendRefetch(subscriber, head);
      return;
    }
    const missed = await readMissedPerTopic(this.db, lastEventId, topics);
    for (const change of missed) this.send(subscriber, change, formatChange(change));
    // Move the client's id to the head even if nothing of its topics changed, so
    // its next reconnect starts from here.
    if (subscriber.lastSent < head) {
      this.write(subscriber, formatSseEvent(LIVE_EVENTS.ready, head, { seq: head }));
      subscriber.lastSent = head;
    }
  }

  private sendRefetch(subscriber: Subscriber, head: number): void {
    this.write(subscriber, formatSseEvent(LIVE_EVENTS.refetch, head, { seq: head }));
    subscriber.lastSent = head;
  }

  private dispatch(changes: LiveNotification[]): void {
    for (const change of changes) {
      const subscribers = this.byTopic.get(change.topic);
      if (!subscribers) continue;
      const message = formatChange(change);
      for (const subscriber of subscribers) {
        if (subscriber.buffer) subscriber.buffer.push(change);
        else this.send(subscriber, change, message);
      }
    }
  }

  private send(subscriber: Subscriber, change: LiveNotification, message: string): void {
    if (change.seq <= subscriber.lastSent) return;
    subscriber.lastSent = change.seq;
    this.write(subscriber, message);
  }

  /** Writes, and drops a subscriber whose unsent bytes pass the bound. */
  private write(subscriber: Subscriber, chunk: string): void {
    if (subscriber.dropped) return;
    if (subscriber.sink.write(chunk) <= MAX_UNSENT_BYTES) return;
    subscriber.dropped = true;
    this.unsubscribe(subscriber);
    subscriber.sink.abort();
  }

  private allSubscribers(): Set<Subscriber> {
    const all = new Set<Subscriber>();
    for (const set of this.byTopic.values()) for (const s of set) all.add(s);
    return all;
  }

  private broadcastComment(text: string): void {
    for (const subscriber of this.allSubscribers()) this.write(subscriber, `: ${text}\n\n`);
  }

  /**
   * At shutdown: each stream's last words are a jittered `retry:`, then it ends
   * cleanly, so its browser reconnects (with Last-Event-ID) to whichever
   * instance answers and catches up from the change log. A stream still
   * reading its catch-up writes nothing more.
   */
  close(): void {
    clearInterval(this.heartbeat);
    for (const subscriber of this.allSubscribers()) {
      subscriber.sink.write(`retry: ${shutdownRetryMs()}\n\n`);
      subscriber.dropped = true;
      subscriber.sink.end();
    }
    this.byTopic.clear();
  }
}

function formatChange(change: LiveNotification): string {
  return formatSseEvent(LIVE_EVENTS.change, change.seq, change);
}
