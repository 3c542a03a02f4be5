/**
 * The server half of `npm run bench:reads`, run as a child process so the load
 * generator does not share the server's event loop. It serves the real app on
 * a fresh demo database (SQLite in a temporary directory, or TEST_DATABASE_URL)
 * with one event's results posted and published, so the results endpoints
 * answer 200, and adds a hello-world route to the same Fastify instance: the
 * baseline that carries the same hooks (host check, security headers,
 * compression) as every other answer.
 */
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/server';
import { DEMO_COMPETITION_ID } from '../src/server/seed/seed-demo';
import { SYSTEM_ACTOR } from '../src/server/services/audit-log';
import { updateCompetition } from '../src/server/services/competition-service';
import { setResultsPublished } from '../src/server/services/results/publish-results';
import { createPostedRound } from '../src/server/testing/results-fixtures';
import { createTestDatabase } from '../src/server/testing/test-database';

const HELLO_PATH = '/__bench/hello';

export type ReadsServerReady = {
  type: 'ready';
  url: string;
  /** The hello-world route, outside /api so the API's route table never lists it. */
  helloPath: string;
  competitionId: string;
  /** The event whose results are posted and published. */
  eventId: string;
};
export type ReadsServerCommand = { type: 'stop' };

const database = await createTestDatabase();
const config = loadConfig({
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: database.dataDir,
  LOG_LEVEL: 'silent',
  ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
});
// API reads only: the built web app is not served, whether or not dist/ exists.
const server = await startServer({ ...config, webDir: undefined }, undefined, {
  beforeListen: (app) => app.get(HELLO_PATH, async () => ({ hello: 'world' })),
});

// A final of seven couples in the five Standard dances, marked by seven judges.
const final = await createPostedRound(server.ctx, {
  judges: 7,
  couples: 7,
  dances: ['Waltz', 'Tango', 'Viennese Waltz', 'Foxtrot', 'Quickstep'],
  roundNumber: 1,
});
const event = { competitionId: DEMO_COMPETITION_ID, eventId: final.eventId };
await setResultsPublished(server.ctx, SYSTEM_ACTOR, event, true);
await updateCompetition(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, { resultsPageShown: true });

async function stop(): Promise<never> {
  await server.close();
  await database.drop();
  process.exit(0);
}
process.on('message', (command: ReadsServerCommand) => {
  if (command.type === 'stop') void stop();
});
// The bench died without asking (Ctrl-C, a crash): leave no server or database behind.
process.on('disconnect', () => void stop());

process.send?.({
  type: 'ready',
  url: server.url,
  helloPath: HELLO_PATH,
  ...event,
} satisfies ReadsServerReady);
