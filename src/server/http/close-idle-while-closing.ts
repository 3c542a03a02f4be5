import type { FastifyInstance } from 'fastify';

const SWEEP_EVERY_MS = 50;

/**
 * Lets a shutdown finish as soon as the last answer has gone out.
 *
 * Closing the server closes the keep-alive connections that are idle at that
 * moment, once. A connection still sending an answer (a compressed body is
 * written after its headers, so a client may already have moved on) falls idle
 * a moment later and would then stay open until the keep-alive timeout, over a
 * minute, holding the shutdown. So while closing, idle connections are closed
 * again every few milliseconds; answers in progress are never cut.
 */
export function closeIdleConnectionsWhileClosing(app: FastifyInstance): void {
  app.addHook('preClose', async () => {
    const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_EVERY_MS);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
  });
}
