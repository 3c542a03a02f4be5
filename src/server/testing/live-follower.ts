import { setTimeout as sleep } from 'node:timers/promises';
import { LIVE_EVENTS, LiveNotificationSchema } from '../../shared/live';
import type { SseEvent, SseStream } from './sse-client';
import { openSse } from './sse-client';

/** One stream of a follower: where it resumed from, and what it received. */
export type LiveSession = { resumedAfter: number | undefined; events: SseEvent[] };

/** What a browser waits before its first reconnect, until the server says otherwise. */
const DEFAULT_RETRY_MS = 2000;

/**
 * A live page's stream as the browser keeps it: when the server ends it, it
 * waits the last `retry:` it was sent and reopens with `Last-Event-ID`, as
 * EventSource does. A refused reopen (503 from an instance shutting down, or
 * no instance answering) is retried after the same delay; the web app's own
 * retry after a refusal (live-connection.ts) resumes from the same id, later.
 */
export class LiveFollower {
  readonly sessions: LiveSession[] = [];
  private lastEventId: string | undefined;
  private stopped = false;
  private stream: SseStream | undefined;
  private readonly running: Promise<void>;

  constructor(private readonly url: string) {
    this.running = this.follow();
  }

  private async follow(): Promise<void> {
    let retry = DEFAULT_RETRY_MS;
    while (!this.stopped) {
      const resumedAfter = this.lastEventId === undefined ? undefined : Number(this.lastEventId);
      const session: LiveSession = { resumedAfter, events: [] };
      const headers: Record<string, string> =
        this.lastEventId === undefined ? {} : { 'last-event-id': this.lastEventId };
      try {
        const stream = await openSse(this.url, headers, (event) => {
          session.events.push(event);
          if (event.id) this.lastEventId = event.id;
        });
        if (stream.status === 200) {
          this.sessions.push(session);
          this.stream = stream;
          if (this.stopped) stream.close();
          await stream.ended;
          retry = stream.retry() ?? retry;
        } else {
          stream.close();
        }
      } catch {
        // No answer at all: try again after the delay.
      }
      if (!this.stopped) await sleep(retry);
    }
  }

  /**
   * The change-log seqs on `topic` that the notifications received stand for.
   * A resumed stream's first notification on a topic stands for every change of
   * that topic since the id it resumed from (the server coalesces what a client
   * missed into one); every other notification stands for its own seq. A seq
   * listed twice was delivered twice.
   */
  coveredSeqs(topic: string, logSeqs: readonly number[]): number[] {
    const covered: number[] = [];
    for (const { resumedAfter, events } of this.sessions) {
      let first = true;
      for (const event of events) {
        if (event.event !== LIVE_EVENTS.change) continue;
        const { seq, topic: of } = LiveNotificationSchema.parse(JSON.parse(event.data));
        if (of !== topic) continue;
        if (first && resumedAfter !== undefined)
          covered.push(...logSeqs.filter((s) => s > resumedAfter && s <= seq));
        else covered.push(seq);
        first = false;
      }
    }
    return covered;
  }

  /** The seq of the first stream's `ready`: the follower hears every change after it. */
  get startSeq(): number | undefined {
    const ready = this.sessions[0]?.events.find((e) => e.event === LIVE_EVENTS.ready);
    return ready?.id === undefined ? undefined : Number(ready.id);
  }

  eventsOf(kind: string): SseEvent[] {
    return this.sessions.flatMap((s) => s.events.filter((e) => e.event === kind));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stream?.close();
    await this.running;
  }
}
