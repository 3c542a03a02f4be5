export type SseEvent = { id: string | undefined; event: string; data: string };

export type SseStream = {
  status: number;
  /** Resolves with the next event (waiting for it), or rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Events received so far and not yet taken by next(). */
  pending(): SseEvent[];
  close(): void;
};

/**
 * A minimal EventSource for Node tests and benchmarks: opens the stream with
 * fetch and parses `id:`, `event:` and `data:` fields. Comments are skipped.
 */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const queue: SseEvent[] = [];
  const waiters: ((event: SseEvent) => void)[] = [];
  const deliver = (event: SseEvent) => {
    const waiter = waiters.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  };

  if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = parseBlock(block);
            if (event) deliver(event);
          }
        }
      } catch {
        // Aborted by close(): nothing more to deliver.
      }
    })();
  }

  return {
    status: response.status,
    next: (timeoutMs = 5000) => {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(onEvent), 1);
          reject(new Error(`no SSE event within ${timeoutMs} ms`));
        }, timeoutMs);
        const onEvent = (event: SseEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiters.push(onEvent);
      });
    },
    pending: () => queue.splice(0),
    close: () => controller.abort(),
  };
}

function parseBlock(block: string): SseEvent | undefined {
  let id: string | undefined;
  let event = 'message';
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
    else continue;
    hasField = true;
  }
  // `retry:`-only blocks carry no event.
  return hasField ? { id, event, data: data.join('\n') } : undefined;
}
