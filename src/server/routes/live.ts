import type { FastifyInstance } from 'fastify';
import { MAX_DB_INT } from '../../shared/api-error';
import { liveEndpoints } from '../../shared/contract/live';
import type { AppContext } from '../context';
import { errors } from '../errors';
import { registerEndpoint } from '../http/register-endpoint';
import type { LiveSink, ResumeFrom } from '../live/change-feed';
import { StreamLimit } from '../live/stream-limit';

/**
 * `Last-Event-ID` comes from the browser's own reconnect; the `lastEventId`
 * query parameter from a client that reopens the stream with other topics.
 * Anything unreadable earns a refetch, never an error, so no client loops.
 */
function resumeFrom(header: string | string[] | undefined, query: string | undefined): ResumeFrom {
  const raw = (Array.isArray(header) ? header[0] : header) ?? query;
  if (raw === undefined || raw === '') return { kind: 'fresh' };
  // Beyond the database's integer range an id cannot be one we issued.
  return /^\d{1,10}$/.test(raw) && Number(raw) <= MAX_DB_INT
    ? { kind: 'after', seq: Number(raw) }
    : { kind: 'unreadable' };
}

export function registerLiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limit = new StreamLimit(ctx.config.liveStreamsPerAddress);

  registerEndpoint(app, liveEndpoints.liveStream, async ({ query }, request, reply) => {
    const from = resumeFrom(request.headers['last-event-id'], query.lastEventId);
    const release = limit.acquire(request.ip);
    if (!release) throw errors.tooManyLiveStreams(limit.perAddress);

    reply.hijack();
    const res = reply.raw;
    // The stream ends only with its connection, so its body is delimited by the
    // close rather than chunked: each event is then one plain socket write,
    // without chunk framing, which keeps fan-out to thousands of streams cheap.
    res.removeHeader('transfer-encoding');
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // Tells nginx-style proxies not to buffer the stream.
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    const sink: LiveSink = {
      write: (chunk) => {
        res.write(chunk);
        return res.writableLength;
      },
      end: () => res.end(),
      abort: () => res.destroy(),
    };
    let unsubscribe: (() => void) | undefined;
    let closed = false;
    res.on('close', () => {
      closed = true;
      release();
      unsubscribe?.();
    });
    try {
      unsubscribe = await ctx.feed.subscribe(sink, query.topics, from);
      if (closed) unsubscribe();
    } catch (error) {
      ctx.log.error({ err: error }, 'live subscribe failed');
      res.end();
    }
    return reply;
  });
}
