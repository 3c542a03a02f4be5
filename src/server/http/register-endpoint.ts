import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type {
  EndpointDeclaration,
  HandlerResult,
  ParsedBody,
  ParsedParams,
  ParsedQuery,
} from '../../shared/contract/define-endpoint';
import { OPEN_CORS } from './open-cors';
import type { PublicReadCache } from './public-read-cache';
import { answerPublicRead, PUBLIC_READS } from './public-reads';
import { parseInput } from './validate';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public reads kept in memory (public-reads.ts); the context's, set by buildApp. */
    publicReadCache: PublicReadCache;
  }
}

export type EndpointInput<E extends EndpointDeclaration> = {
  params: ParsedParams<E>;
  query: ParsedQuery<E>;
  body: ParsedBody<E>;
};

/**
 * Runs one call with its parsed input. It returns the answer the declaration
 * promises, or the reply when it sent something else itself (a file, a stream,
 * a refusal it shapes).
 */
export type EndpointHandler<E extends EndpointDeclaration> = (
  input: EndpointInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<HandlerResult<E> | FastifyReply>;

/** What the contract leaves to the server: how often a caller may try. */
export type EndpointLimits = {
  rateLimit?: { max: number; timeWindow: string };
  /** Bytes of body this route takes instead of Fastify's 1 MiB (docs/security.md lists each). */
  bodyLimit?: number;
};

/** An endpoint that declares no query takes none: a stray parameter is refused, not ignored. */
const NO_QUERY = z.strictObject({});

/**
 * Registers the Fastify route of a contract declaration: its access (enforced
 * by the access hook), its params, query and body parsed by the declared
 * schemas (400 invalid_input naming each refused field), and its success status.
 * An endpoint of the open results API answers other sites (open-cors.ts).
 * A read in PUBLIC_READS is answered from the public read cache, after its
 * input was parsed and the access hooks ran, exactly as they run for any call.
 */
export function registerEndpoint<E extends EndpointDeclaration>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  limits: EndpointLimits = {},
): void {
  const readPolicy = PUBLIC_READS.get(endpoint);
  const { bodyLimit, ...routeLimits } = limits;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(bodyLimit !== undefined && { bodyLimit }),
    config: {
      access: endpoint.access,
      ...routeLimits,
      ...(endpoint.openResults && { cors: OPEN_CORS }),
    },
    handler: async (request, reply) => {
      const params = endpoint.params && parseInput(endpoint.params, request.params, 'path');
      const query = parseInput(endpoint.query ?? NO_QUERY, request.query, 'query');
      const body = endpoint.body && parseInput(endpoint.body, request.body, 'body');
      const input = { params, query: endpoint.query && query, body } as EndpointInput<E>;
      reply.code(endpoint.status);
      if (readPolicy) {
        const produce = async () => {
          const result = await handler(input, request, reply);
          if (result === reply)
            throw new Error(`${endpoint.path} is kept in memory: it must return its answer`);
          return result;
        };
        const competitionId = (params as { competitionId: string }).competitionId;
        const key = `${endpoint.path} ${JSON.stringify(params)} ${JSON.stringify(query)}`;
        return answerPublicRead(
          request.server.publicReadCache,
          readPolicy,
          { key, competitionId, produce },
          request,
          reply,
        );
      }
      const result = await handler(input, request, reply);
      if (reply.sent || result === reply) return reply;
      return endpoint.status === 204 ? reply.send() : result;
    },
  });
}
