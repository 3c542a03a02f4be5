import fc from 'fast-check';
import { api } from '../../../shared/contract';
import type { RunningServer } from '../../server';
import { AUTH_TARGETS } from './auth-targets';
import type { Answer } from './check-response';
import { problemsOf } from './check-response';
import { readIdPool } from './id-pool';
import { Principals } from './principals';
import type { FuzzRequest, FuzzTarget } from './request-arbitrary';
import { authTarget, contractTarget, fuzzRequest } from './request-arbitrary';

export type FuzzOptions = {
  requests: number;
  /** fast-check's seed: the same seed sends the same requests. */
  seed: number;
  /** Requests in flight at once. */
  concurrency?: number;
  onBatch?: (done: number) => void;
};

export type FuzzProblem = { request: string; problem: string };

export type FuzzTally = {
  requests: number;
  seconds: number;
  /** Statuses answered, per target name. */
  statuses: Record<string, Record<number, number>>;
  serverErrors: number;
  problems: FuzzProblem[];
  /** Contract endpoints this server does not register (not sent). */
  unregistered: string[];
  /** Sign-ins renewed after a fuzzed sign-out ended one. */
  renewals: number;
};

/** The ids are read again between batches, so records the fuzz creates get named too. */
const BATCH = 200;

/** Every contract endpoint the server registers, and better-auth's endpoints. */
function targetsOf(server: RunningServer) {
  const registered = new Set(server.accessTable.map((r) => `${r.method} ${r.url}`));
  const targets: FuzzTarget[] = AUTH_TARGETS.map(authTarget);
  const unregistered: string[] = [];
  for (const [name, endpoint] of Object.entries(api)) {
    if (registered.has(`${endpoint.method} ${endpoint.path}`))
      targets.push(contractTarget(name, endpoint));
    else unregistered.push(name);
  }
  return { targets, unregistered };
}

async function send(server: RunningServer, request: FuzzRequest, headers: Record<string, string>) {
  const { body } = request;
  const abort = new AbortController();
  const response = await fetch(`${server.url}${request.url}`, {
    method: request.target.method,
    headers: { ...headers, ...(body?.contentType && { 'content-type': body.contentType }) },
    // Bytes, so no content type goes unless one is set (a string would get text/plain).
    ...(body && { body: body.data }),
    signal: abort.signal,
    redirect: 'manual',
  });
  const contentType = response.headers.get('content-type') ?? '';
  // The live stream never ends: its headers are the answer.
  if (contentType.startsWith('text/event-stream')) {
    abort.abort();
    return { status: response.status, contentType, text: '' } satisfies Answer;
  }
  return { status: response.status, contentType, text: await response.text() } satisfies Answer;
}

const describeRequest = (request: FuzzRequest) =>
  `${request.sender} ${request.target.method} ${request.url.slice(0, 200)}` +
  (request.body ? ` ${Buffer.from(request.body.data).toString('utf8', 0, 200)}` : '');

/** Sends `requests` generated requests to a running server and counts what came back. */
export async function runFuzz(server: RunningServer, options: FuzzOptions): Promise<FuzzTally> {
  const started = performance.now();
  const principals = await Principals.create(server);
  const { targets, unregistered } = targetsOf(server);
  const tally: FuzzTally = {
    requests: 0,
    seconds: 0,
    statuses: {},
    serverErrors: 0,
    problems: [],
    unregistered,
    renewals: 0,
  };

  const runOne = async (request: FuzzRequest) => {
    const holder = principals.holderFor(request.target.access, request.sender);
    const answer = await send(server, request, principals.headersOf(holder));
    const byStatus = (tally.statuses[request.target.name] ??= {});
    byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
    tally.requests += 1;
    if (answer.status >= 500) tally.serverErrors += 1;
    for (const problem of problemsOf(request, answer))
      tally.problems.push({ request: describeRequest(request), problem });
    if (answer.status === 401 && request.sender === 'rightRole' && holder !== null) {
      tally.renewals += 1;
      await principals.renew(holder);
    }
  };

  for (let batch = 0; tally.requests < options.requests; batch++) {
    const pool = await readIdPool(server.ctx.database.db, principals.protectedIds);
    const requests = fc.sample(fuzzRequest(targets, pool), {
      seed: (options.seed + batch) | 0,
      numRuns: Math.min(BATCH, options.requests - tally.requests),
    });
    await inParallel(requests, options.concurrency ?? 4, runOne);
    options.onBatch?.(tally.requests);
  }
  tally.seconds = (performance.now() - started) / 1000;
  return tally;
}

/** Runs `work` on every item, at most `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
}
