import type { FastifyReply, FastifyRequest } from 'fastify';
import { api } from '../../shared/contract';
import type { EndpointDeclaration, HandlerResult } from '../../shared/contract/define-endpoint';
import { liveTopics } from '../../shared/live';
import { COMPRESS_FROM_BYTES } from './compression';
import type { ContentCoding, PublicReadCache } from './public-read-cache';
import { CachedAnswer } from './public-read-cache';

/**
 * How one public read is kept. `topics` are the live topics of its competition
 * whose changes make it stale: the ones under which the web app refetches the
 * same read. A kept answer is therefore as fresh as the topic table
 * (ENTITY_TOPICS in src/shared/live-topics.ts) is complete: a write whose kind
 * lacks one of these topics leaves it stale until another change on them.
 */
export type ReadPolicy<Answer = unknown> = {
  topics: readonly ((competitionId: string) => string)[];
  /** When the answer goes stale with no write at all (an ISO time), or null. */
  expiresAt?: (answer: Answer) => string | null;
};

const kept = <E extends EndpointDeclaration>(
  endpoint: E,
  policy: ReadPolicy<HandlerResult<E>>,
): [EndpointDeclaration, ReadPolicy] => [endpoint, policy as ReadPolicy];

/**
 * The allow-list of reads answered from memory. Only public GETs of one
 * competition whose answer is the same for everyone belong here (none reads
 * the caller); every other public GET is in NOT_CACHED with its reason.
 */
export const PUBLIC_READS: ReadonlyMap<EndpointDeclaration, ReadPolicy> = new Map([
  kept(api.getCompetition, { topics: [liveTopics.competition] }),
  kept(api.listPages, { topics: [liveTopics.pages] }),
  kept(api.getPage, { topics: [liveTopics.pages] }),
  kept(api.getEventSettings, { topics: [liveTopics.eventSettings] }),
  kept(api.listEvents, { topics: [liveTopics.events] }),
  kept(api.getSchedule, { topics: [liveTopics.schedule] }),
  kept(api.listEntries, { topics: [liveTopics.registrations] }),
  kept(api.listCompetitors, { topics: [liveTopics.registrations] }),
  kept(api.getCompetitor, { topics: [liveTopics.registrations] }),
  kept(api.listTbaDancers, { topics: [liveTopics.registrations] }),
  kept(api.getResultsIndex, { topics: [liveTopics.results] }),
  // Embargoed marks become public at their release time, with no write to announce it.
  kept(api.getEventResults, {
    topics: [liveTopics.results],
    expiresAt: (results) => results.marksReleaseAt,
  }),
]);

/** Every public GET not in PUBLIC_READS, and why (a unit test holds the two to the contract). */
export const NOT_CACHED: Partial<Record<keyof typeof api, string>> = {
  getSession: 'personal: the answer depends on the cookie',
  getAuthOptions: 'the staff sign-in page only',
  getHealth: 'liveness: it must reach the database every time',
  getSite:
    'competitions are created only by seeding, which announces nothing, so a kept answer could not be invalidated',
  liveStream: 'an event stream',
  getRegistrationInfo:
    'whether registration is open depends on the time (phase and deadlines); could expire at the next deadline',
  getJumbotron: 'not measured yet; polled by one screen',
  getLiveRound: 'not measured yet',
  getCompetitorRounds: 'not measured yet',
  competitionResultsCsv: 'a download, read rarely; the kept answers are JSON',
  eventResultsCsv: 'a download, read rarely; the kept answers are JSON',
  getOfficial: 'not measured yet',
  getOfficialPhoto: 'an image with its own immutable headers',
  getOpenApiDocument: 'static, with its own cache headers',
  getApiReference: 'static, with its own cache headers',
  getApiReferenceAsset: 'static, with its own cache headers',
};

/**
 * Answers a public read from the cache, producing and keeping it on a miss:
 * 304 with no body when the caller's If-None-Match names the current answer,
 * else the JSON in the best coding the caller accepts. `no-cache` lets
 * browsers keep the answer but makes them ask (cheaply, by ETag) each time.
 */
export async function answerPublicRead(
  cache: PublicReadCache,
  policy: ReadPolicy,
  read: { key: string; competitionId: string; produce: () => Promise<unknown> },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const topics = policy.topics.map((topic) => topic(read.competitionId));
  const answer = await cache.read(read.key, topics, async () => {
    const value = await read.produce();
    const expiry = policy.expiresAt?.(value) ?? null;
    return {
      answer: new CachedAnswer(Buffer.from(JSON.stringify(value))),
      expiresAt: expiry === null ? null : Date.parse(expiry),
    };
  });
  reply
    .header('cache-control', 'no-cache')
    .header('etag', answer.etag)
    .header('vary', 'accept-encoding');
  if (matchesAnyTag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const coding =
    answer.json.length < COMPRESS_FROM_BYTES
      ? 'identity'
      : preferredCoding(request.headers['accept-encoding']);
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.type('application/json; charset=utf-8').send(answer.body(coding));
}

/** If-None-Match is a list of tags or `*`; a GET compares them weakly (RFC 9110, 13.1.2). */
export function matchesAnyTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  const tags = ifNoneMatch.match(/(?:W\/)?"[^"]*"|\*/g) ?? [];
  return tags.some((tag) => tag === '*' || opaque(tag) === opaque(etag));
}

/** Brotli, else gzip, when the caller accepts it (a q of 0 refuses a coding). */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding {
  const accepted = new Map<string, boolean>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    accepted.set(name, q === undefined || Number(q.slice(2)) > 0);
  }
  const acceptable = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? false;
  if (acceptable('br')) return 'br';
  if (acceptable('gzip')) return 'gzip';
  return 'identity';
}
