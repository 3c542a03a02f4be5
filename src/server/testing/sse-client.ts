import http from 'node:http';

export type SseEvent = { id: string | undefined; event: string; data: string };

export type SseStream = {
  status: number;
  /** Resolves with the next event (waiting for it), or rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Events received so far and not yet taken by next(). */
  pending(): SseEvent[];
  /** The last `retry:` the server sent: how long a browser waits before reconnecting. */
  retry(): number | undefined;
  /** Resolves when the server ends the stream (or the connection drops). */
  ended: Promise<void>;
  close(): void;
};

/**
 * A minimal EventSource for Node tests and benchmarks: one plain HTTP connection
 * per stream (no shared agent, so thousands can be open at once), parsing `id:`,
 * `event:`, `data:` and `retry:` fields. Comments and retry-only blocks deliver no event.
 * `onEvent`, when given, receives events instead of the next() queue.
 */
export function openSse(
  url: string,
  headers: Record<string, string> = {},
  onEvent?: (event: SseEvent) => void,
): Promise<SseStream> {
  const queue: SseEvent[] = [];
  const waiters: ((event: SseEvent) => void)[] = [];
  const deliver =
    onEvent ??
    ((event: SseEvent) => {
      const waiter = waiters.shift();
      if (waiter) waiter(event);
      else queue.push(event);
    });

  let retry: number | undefined;

  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          retry = block.retry ?? retry;
          if (block.event) deliver(block.event);
        }
      });
      const ended = new Promise<void>((resolveEnd) => response.once('close', resolveEnd));
      response.on('error', () => undefined);
      resolve({
        status: response.statusCode ?? 0,
        next: (timeoutMs = 5000) => {
          const queued = queue.shift();
          if (queued) return Promise.resolve(queued);
          return new Promise((resolveEvent, rejectEvent) => {
            const onNext = (event: SseEvent) => {
              clearTimeout(timer);
              resolveEvent(event);
            };
            const timer = setTimeout(() => {
              waiters.splice(waiters.indexOf(onNext), 1);
              rejectEvent(new Error(`no SSE event within ${timeoutMs} ms`));
            }, timeoutMs);
            waiters.push(onNext);
          });
        },
        pending: () => queue.splice(0),
        retry: () => retry,
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

function parseBlock(block: string): { event: SseEvent | undefined; retry: number | undefined } {
  let id: string | undefined;
  let event = 'message';
  let retry: number | undefined;
  const data: string[] = [];
  let hasField = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) {
      retry = Number(value);
      continue;
    } else continue;
    hasField = true;
  }
  return { event: hasField ? { id, event, data: data.join('\n') } : undefined, retry };
}
