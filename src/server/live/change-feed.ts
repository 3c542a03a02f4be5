import type { Kysely } from 'kysely';
import type { LiveChange } from '../../shared/live';
import { LIVE_EVENTS } from '../../shared/live';
import type { Database } from '../db/schema';
import type { ChangeBus } from './bus';
import { headSeq, oldestSeq, readChangesAfter } from './change-log';

/** A client further behind than this is told to refetch rather than replayed. */
export const MAX_REPLAY = 500;
const HEARTBEAT_MS = 25_000;

/** Where a stream starts: fresh, after a seq the client saw, or from an id we cannot read. */
export type ResumeFrom =
  { kind: 'fresh' } | { kind: 'after'; seq: number } | { kind: 'unreadable' };

export type LiveSink = {
  write(chunk: string): void;
  /** Closes the stream, at shutdown; browsers then reconnect to another instance. */
  end(): void;
};

type Subscriber = {
  sink: LiveSink;
  topics: ReadonlySet<string>;
  /** Changes that arrive while the replay is being read wait here. */
  buffer: LiveChange[] | undefined;
  lastSent: number;
};

export function formatSseEvent(event: string, id: number, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Fans committed changes out to this instance's SSE subscribers. Each change is
 * serialized once, whatever the number of subscribers.
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
    const all = new Set<Subscriber>();
    for (const set of this.byTopic.values()) for (const s of set) all.add(s);
    return all.size;
  }

  /**
   * Subscribes a stream. Resuming after a seq replays the missed changes, or sends
   * a refetch when they cannot be (too many, pruned, or an id from the future such
   * as one from before a database reset). Returns the unsubscribe.
   */
  async subscribe(
    sink: LiveSink,
    topics: readonly string[],
    resumeFrom: ResumeFrom,
  ): Promise<() => void> {
    const subscriber: Subscriber = { sink, topics: new Set(topics), buffer: [], lastSent: 0 };
    for (const topic of subscriber.topics) {
      let set = this.byTopic.get(topic);
      if (!set) this.byTopic.set(topic, (set = new Set()));
      set.add(subscriber);
    }
    const unsubscribe = () => {
      for (const topic of subscriber.topics) {
        const set = this.byTopic.get(topic);
        set?.delete(subscriber);
        if (set?.size === 0) this.byTopic.delete(topic);
      }
    };

    const head = await headSeq(this.db);
    if (resumeFrom.kind === 'fresh') {
      sink.write(formatSseEvent(LIVE_EVENTS.ready, head, { seq: head }));
      subscriber.lastSent = head;
    } else if (resumeFrom.kind === 'unreadable') {
      this.sendRefetch(subscriber, head);
    } else {
      await this.replay(subscriber, topics, resumeFrom.seq, head);
    }
    const buffered = subscriber.buffer ?? [];
    subscriber.buffer = undefined;
    for (const change of buffered) this.send(subscriber, change, formatChange(change));
    return unsubscribe;
  }

  private async replay(
    subscriber: Subscriber,
    topics: readonly string[],
    lastEventId: number,
    head: number,
  ): Promise<void> {
    const oldest = await oldestSeq(this.db);
    const missed = await readChangesAfter(this.db, lastEventId, MAX_REPLAY + 1, topics);
    const tooFarBehind =
      lastEventId > head || (oldest > 0 && lastEventId < oldest - 1) || missed.length > MAX_REPLAY;
    if (tooFarBehind) {
      this.sendRefetch(subscriber, head);
      return;
    }
    for (const change of missed) this.send(subscriber, change, formatChange(change));
    // Move the client's id to the head even if nothing of its topics changed, so
    // its next reconnect starts from here.
    if (subscriber.lastSent < head) {
      subscriber.sink.write(formatSseEvent(LIVE_EVENTS.ready, head, { seq: head }));
      subscriber.lastSent = head;
    }
  }

  private sendRefetch(subscriber: Subscriber, head: number): void {
    subscriber.sink.write(formatSseEvent(LIVE_EVENTS.refetch, head, { seq: head }));
    subscriber.lastSent = head;
  }

  private dispatch(changes: LiveChange[]): void {
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

  private send(subscriber: Subscriber, change: LiveChange, message: string): void {
    if (change.seq <= subscriber.lastSent) return;
    subscriber.lastSent = change.seq;
    subscriber.sink.write(message);
  }

  private broadcastComment(text: string): void {
    const seen = new Set<Subscriber>();
    for (const set of this.byTopic.values()) {
      for (const subscriber of set) {
        if (seen.has(subscriber)) continue;
        seen.add(subscriber);
        subscriber.sink.write(`: ${text}\n\n`);
      }
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const set of this.byTopic.values()) for (const subscriber of set) subscriber.sink.end();
    this.byTopic.clear();
  }
}

function formatChange(change: LiveChange): string {
  return formatSseEvent(LIVE_EVENTS.change, change.seq, change);
}
