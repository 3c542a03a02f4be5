/**
 * Judging benchmark: J judges x D dances send their sheets at once for one
 * recall round of C couples while S live subscribers watch. The server is
 * `npm start` in a child process (fresh SQLite database, or TEST_DATABASE_URL);
 * the judges and subscribers are this process, on loopback. The subscribers
 * are the public's screens (schedule, rounds, results topics; with
 * --watch-marks also the round's marks, the worst case); each judge's phone
 * and the scrutineer's screen watch the rounds and the round's marks. Prints
 * sheet writes per second, acknowledgement latencies, and the time from
 * sending the last submit to the scrutineer's stream hearing that the round
 * changed state (Marked).
 *
 *   npm run bench:judging -- [--judges 15] [--dances 8] [--couples 48] [--subscribers 2000] [--drafts 2] [--watch-marks]
 */
import crypto from 'node:crypto';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { roundStateFromNumber } from '../src/domain/competition/enumerations';
import { buildPath } from '../src/shared/contract/define-endpoint';
import { judgingEndpoints } from '../src/shared/contract/judging';
import { liveTopics } from '../src/shared/live';
import { openDatabase } from '../src/server/db/database';
import { createRunningRound } from '../src/server/testing/judging-fixtures';
import type { FixtureJudge, RunningRound } from '../src/server/testing/judging-fixtures';
import { startServerProcess } from '../src/server/testing/server-process';
import { openSse } from '../src/server/testing/sse-client';
import type { SseEvent, SseStream } from '../src/server/testing/sse-client';
import { createTestDatabase } from '../src/server/testing/test-database';
import { startTestServer } from '../src/server/testing/test-server';
import { buildServerOnce } from '../src/server/web-builds/server-bundle';
import { quantile, sleep } from './live-child';

const { values } = parseArgs({
  options: {
    judges: { type: 'string', default: '15' },
    dances: { type: 'string', default: '8' },
    couples: { type: 'string', default: '48' },
    subscribers: { type: 'string', default: '2000' },
    drafts: { type: 'string', default: '2' },
    'watch-marks': { type: 'boolean', default: false },
  },
});
const JUDGES = Number(values.judges);
const DANCE_COUNT = Number(values.dances);
const COUPLES = Number(values.couples);
const SUBSCRIBERS = Number(values.subscribers);
const DRAFTS = Number(values.drafts);
const RECALL = Math.floor(COUPLES / 2);
const CONNECT_BATCH = 100;
const DANCE_NAMES = [
  'Waltz',
  'Tango',
  'Foxtrot',
  'Quickstep',
  'Viennese Waltz',
  'Cha Cha',
  'Samba',
  'Rumba',
  'Paso Doble',
  'Jive',
];

const now = () => performance.now();

type Timed = { submit: boolean; sentAt: number; ms: number; status: number };

async function signIn(url: string, judge: FixtureJudge): Promise<string> {
  const path = buildPath(judgingEndpoints.judgeSignIn.path, { judgeId: judge.id });
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: judge.code }),
  });
  if (response.status !== 201) throw new Error(`sign-in answered ${response.status}`);
  return (await response.json()).token;
}

/** One judge's dance: drafts growing as the judge taps, then the submit; each write timed. */
async function markDance(
  url: string,
  round: RunningRound,
  judge: FixtureJudge,
  token: string,
  dance: string,
  offset: number,
): Promise<Timed[]> {
  const ids = round.couples.map((couple) => couple.entryId);
  const chosen = Array.from({ length: RECALL }, (_, i) => ids[(offset + i) % ids.length] as string);
  const path = buildPath(judgingEndpoints.saveDanceSheet.path, {
    judgeId: judge.id,
    eventId: round.eventId,
    roundNumber: round.roundNumber,
    dance,
  });
  const timed: Timed[] = [];
  for (let step = 0; step <= DRAFTS; step++) {
    const submit = step === DRAFTS;
    const entries = submit
      ? chosen
      : chosen.slice(0, Math.ceil(((step + 1) * RECALL) / (DRAFTS + 1)));
    const sentAt = now();
    const response = await fetch(`${url}${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        submissionId: crypto.randomUUID(),
        deviceId: `bench-${judge.id}`,
        version: step + 1,
        entries,
        submit,
      }),
    });
    await response.arrayBuffer();
    timed.push({ submit, sentAt, ms: now() - sentAt, status: response.status });
  }
  return timed;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

console.log(
  `Judging: ${JUDGES} judges x ${DANCE_COUNT} dances (${DRAFTS} drafts + submit each), ${COUPLES}-couple recall round, ${SUBSCRIBERS} live subscribers, one machine`,
);
const database = await createTestDatabase();
const setup = await startTestServer(database);
const round = await createRunningRound(setup.ctx, {
  judges: JUDGES,
  couples: COUPLES,
  dances: DANCE_NAMES.slice(0, DANCE_COUNT),
  roundNumber: 2,
  heats: 3,
  recallSize: RECALL,
});
await setup.close();

// The server bundle `npm start` runs, built first if these sources have none.
await buildServerOnce({ checkout: process.cwd() });
// Every client connects from 127.0.0.1, so the per-address stream cap is lifted.
const server = startServerProcess(database, { LIVE_STREAMS_PER_ADDRESS: '1000000' });
const streams: SseStream[] = [];
try {
  const url = await server.url;
  const roundsTopic = liveTopics.rounds(round.competitionId);
  const marksTopic = liveTopics.marks(round.competitionId, round.roundKey);
  const publicTopics = [
    liveTopics.schedule(round.competitionId),
    roundsTopic,
    liveTopics.results(round.competitionId),
    ...(values['watch-marks'] ? [marksTopic] : []),
  ].join(',');
  const markingTopics = [roundsTopic, marksTopic].join(',');
  let ready = 0;
  let heard = 0;
  const onEvent = (event: SseEvent) => {
    if (event.event === 'ready') ready++;
    else if (event.event === 'change') heard++;
  };
  const connectStart = Date.now();
  for (let i = 0; i < SUBSCRIBERS; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, SUBSCRIBERS - i) }, () =>
      openSse(`${url}/api/live?topics=${publicTopics}`, {}, onEvent),
    );
    streams.push(...(await Promise.all(batch)));
  }
  for (let j = 0; j < JUDGES; j++) {
    streams.push(await openSse(`${url}/api/live?topics=${markingTopics}`, {}, onEvent));
  }
  // The scrutineer's screen: hears of the marks and of the round's state.
  let markedAt: number | undefined;
  streams.push(
    await openSse(`${url}/api/live?topics=${markingTopics}`, {}, (event) => {
      if (event.event === 'ready') ready++;
      else if (event.event === 'change' && markedAt === undefined) {
        // Judges' sheets only touch the marks topic; the rounds topic moves when the round settles.
        if ((JSON.parse(event.data) as { topic: string }).topic === roundsTopic) markedAt = now();
      }
    }),
  );
  while (ready < streams.length) await sleep(20);
  console.log(
    `  ${SUBSCRIBERS} public subscribers${values['watch-marks'] ? ' (with marks)' : ''}, ${JUDGES} judges' and 1 scrutineer's streams connected in ${Date.now() - connectStart} ms`,
  );

  const tokens = await Promise.all(round.judges.map((judge) => signIn(url, judge)));
  // Each phone has loaded the judge's rounds before marking (which also opens its connections).
  await Promise.all(
    round.judges.flatMap((judge, j) =>
      round.dances.map(async () => {
        const path = buildPath(judgingEndpoints.judgeRounds.path, { judgeId: judge.id });
        const response = await fetch(`${url}${path}`, {
          headers: { authorization: `Bearer ${tokens[j] as string}` },
        });
        await response.arrayBuffer();
      }),
    ),
  );
  const started = now();
  const writes = (
    await Promise.all(
      round.judges.flatMap((judge, j) =>
        round.dances.map((dance, d) =>
          markDance(url, round, judge, tokens[j] as string, dance, j * 3 + d),
        ),
      ),
    )
  ).flat();
  const finished = now();
  const deadline = Date.now() + 10_000;
  while (markedAt === undefined && Date.now() < deadline) await sleep(5);

  const failed = writes.filter((write) => write.status !== 200).length;
  const submits = writes.filter((write) => write.submit);
  const lastSubmitSent = Math.max(...submits.map((write) => write.sentAt));
  const lastAck = Math.max(...submits.map((write) => write.sentAt + write.ms));
  console.table([
    {
      writes: `${writes.length - failed}/${writes.length} answered 200`,
      'writes/s': (writes.length / ((finished - started) / 1000)).toFixed(0),
      'submits/s': (submits.length / ((finished - started) / 1000)).toFixed(0),
      'p50 ack': fmt(
        quantile(
          writes.map((w) => w.ms),
          0.5,
        ),
      ),
      'p99 ack': fmt(
        quantile(
          writes.map((w) => w.ms),
          0.99,
        ),
      ),
      'p99 ack (submits)': fmt(
        quantile(
          submits.map((w) => w.ms),
          0.99,
        ),
      ),
      'max ack': fmt(
        quantile(
          writes.map((w) => w.ms),
          1,
        ),
      ),
    },
  ]);
  console.log(
    markedAt === undefined
      ? 'The scrutineer never heard the round change state within 10 s.'
      : `Last submit sent -> round change on the scrutineer's stream: ${fmt(markedAt - lastSubmitSent)} (last submit answered -> heard: ${fmt(markedAt - lastAck)})`,
  );
  console.log(`  notifications delivered to subscribers: ${heard}`);
} finally {
  for (const stream of streams) stream.close();
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  await exited;
}

const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
const state = await handle.db
  .selectFrom('rounds')
  .select('round_state')
  .where('id', '=', round.roundKey)
  .executeTakeFirstOrThrow();
console.log(`Round state afterwards: ${roundStateFromNumber(state.round_state)}`);
await handle.close();
await database.drop();
