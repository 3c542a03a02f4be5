import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveNotification } from '../../shared/live';
import { LiveConnection } from './live-connection';

/** Stands in for the browser's EventSource: records the URL and lets a test emit events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, id: string, data: unknown) {
    const event = { data: JSON.stringify(data), lastEventId: id } as MessageEvent;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  get topics() {
    return new URL(this.url, 'http://x').searchParams.get('topics');
  }
  get lastEventId() {
    return new URL(this.url, 'http://x').searchParams.get('lastEventId');
  }
}

const latest = () => FakeEventSource.opened.at(-1) as FakeEventSource;

function makeConnection() {
  const handlers = {
    onChange: vi.fn<(notification: LiveNotification) => void>(),
    onRefetchAll: vi.fn<() => void>(),
    onFreshStream: vi.fn<(topics: string[], openedAt: number) => void>(),
  };
  const connection = new LiveConnection(
    handlers,
    (url) => new FakeEventSource(url) as unknown as EventSource,
  );
  return { connection, handlers };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
});
afterEach(() => vi.useRealTimers());

describe('LiveConnection', () => {
  it('opens one stream for all topics added in the same moment', () => {
    const { connection } = makeConnection();
    connection.add('competition:demo');
    connection.add('pages:demo');
    connection.add('competition:demo');
    vi.runAllTimers();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest().topics).toBe('competition:demo,pages:demo');
    expect(latest().lastEventId).toBeNull();
  });

  it('hands notifications to onChange and reports the first ready as a fresh stream', () => {
    const { connection, handlers } = makeConnection();
    connection.add('competition:demo');
    vi.runAllTimers();
    latest().emit('ready', '4', { seq: 4 });
    expect(handlers.onFreshStream).toHaveBeenCalledWith(['competition:demo'], expect.any(Number));
    const notification = { seq: 5, topic: 'competition:demo', ids: [] };
    latest().emit('change', '5', notification);
    expect(handlers.onChange).toHaveBeenCalledWith(notification);
  });

  it('reopens from the last seen id when the topic set changes, and closes the old stream', () => {
    const { connection, handlers } = makeConnection();
    connection.add('competition:demo');
    vi.runAllTimers();
    const first = latest();
    first.emit('ready', '9', { seq: 9 });
    const removePages = connection.add('pages:demo');
    vi.runAllTimers();
    expect(first.closed).toBe(true);
    expect(latest().topics).toBe('competition:demo,pages:demo');
    expect(latest().lastEventId).toBe('9');
    // A resumed stream's ready is not "fresh": nothing was missed.
    latest().emit('ready', '9', { seq: 9 });
    expect(handlers.onFreshStream).toHaveBeenCalledTimes(1);

    removePages();
    vi.runAllTimers();
    expect(latest().topics).toBe('competition:demo');
  });

  it('keeps a topic while any screen still uses it, and closes when none does', () => {
    const { connection } = makeConnection();
    const a = connection.add('competition:demo');
    const b = connection.add('competition:demo');
    vi.runAllTimers();
    const stream = latest();
    a();
    vi.runAllTimers();
    expect(FakeEventSource.opened).toHaveLength(1);
    b();
    vi.runAllTimers();
    expect(stream.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('passes a refetch signal on, and retries later when the server refused the stream', () => {
    const { connection, handlers } = makeConnection();
    connection.add('competition:demo');
    vi.runAllTimers();
    latest().emit('refetch', '12', { seq: 12 });
    expect(handlers.onRefetchAll).toHaveBeenCalledTimes(1);

    const refused = latest();
    refused.readyState = 2;
    refused.onerror?.();
    vi.advanceTimersByTime(4999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(latest().lastEventId).toBe('12');
  });

  it('leaves a stream the server ended (a shutdown) to the browser, which reconnects with Last-Event-ID', () => {
    const { connection, handlers } = makeConnection();
    connection.add('competition:demo');
    vi.runAllTimers();
    latest().emit('ready', '7', { seq: 7 });
    // A clean end: EventSource fires error and is CONNECTING again (checked in Chromium).
    latest().readyState = 0;
    latest().onerror?.();
    vi.runAllTimers();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest().closed).toBe(false);
    expect(handlers.onRefetchAll).not.toHaveBeenCalled();
  });

  it.each([
    ['without a topic', { seq: 3, ids: [] }],
    ['with a topic that is no topic', { seq: 3, topic: 'Competition demo', ids: [] }],
    ['carrying a record instead of ids', { seq: 3, topic: 'competition:demo', data: { x: 1 } }],
  ])('ignores and logs a notification %s, and refetches instead', (_label, invalid) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { connection, handlers } = makeConnection();
    connection.add('competition:demo');
    vi.runAllTimers();
    latest().emit('change', '3', invalid);
    expect(handlers.onChange).not.toHaveBeenCalled();
    expect(handlers.onRefetchAll).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
