import { Writable } from 'node:stream';
import { createLogger } from '../../logger';
import { verifyAuditLog } from '../../services/audit-verify';
import { createTestDatabase } from '../test-database';
import { startTestServer } from '../test-server';
import type { FuzzOptions, FuzzTally } from './run-fuzz';
import { runFuzz } from './run-fuzz';

export type FuzzReport = FuzzTally & {
  /** What /api/health answered after the run. */
  healthStatus: number;
  /** Log lines at error level or above: each is a bug the server noticed. */
  errorLines: string[];
  auditStatus: string;
};

const PINO_ERROR = 50;

/**
 * Fuzzes a server on a fresh database (SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set), then checks it is still well: it answers, it
 * logged no error, and its audit chain is intact.
 */
export async function fuzzFreshServer(options: FuzzOptions): Promise<FuzzReport> {
  const errorLines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        if ((JSON.parse(line) as { level: number }).level >= PINO_ERROR) errorLines.push(line);
      done();
    },
  });
  const database = await createTestDatabase();
  const server = await startTestServer(database, {}, createLogger('warn', sink));
  try {
    const tally = await runFuzz(server, options);
    const health = await fetch(`${server.url}/api/health`);
    const audit = await verifyAuditLog(server.ctx.database.db);
    return { ...tally, healthStatus: health.status, errorLines, auditStatus: audit.status };
  } finally {
    await server.close();
    await database.drop();
  }
}
