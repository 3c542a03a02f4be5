import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPETITION_ID } from '../shared/competition';
import { exportCompetition, serializeExport } from './export/export-competition';
import type { RunningServer } from './server';
import { createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let adminCookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  adminCookie = (await createSignedInStaff(server, ['admin'])).cookie;
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const exportOf = (competitionId: string, cookie?: string) =>
  fetch(`${server.url}/api/admin/competitions/${competitionId}/export`, {
    headers: cookie ? { cookie } : {},
  });

type ImportUpload = { document: unknown; replace?: boolean; as?: string };

const importFile = ({ document, ...options }: ImportUpload, cookie: string | null = adminCookie) =>
  fetch(
    `${server.url}/api/admin/competitions/import?${new URLSearchParams(
      Object.entries(options).map(([key, value]) => [key, String(value)]),
    )}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie !== null && { cookie }) },
      body: JSON.stringify(document),
    },
  );

const demoExport = async () =>
  JSON.parse(await (await exportOf(DEMO_COMPETITION_ID, adminCookie)).text()) as {
    competition: { id: string; full_name: string };
    tables: { entries: { event_id: string }[] };
  };

const eventCount = async (competitionId: string) =>
  (
    await server.ctx.database.db
      .selectFrom('events')
      .select('id')
      .where('competition_id', '=', competitionId)
      .execute()
  ).length;

describe('export and import from the Settings page', () => {
  it('are refused to anyone but an admin', async () => {
    const scrutineer = await createSignedInStaff(server, ['scrutineer']);
    const document = await demoExport();
    expect((await exportOf(DEMO_COMPETITION_ID)).status).toBe(401);
    expect((await exportOf(DEMO_COMPETITION_ID, scrutineer.cookie)).status).toBe(403);
    const asCopy = { document, as: 'not-by-a-scrutineer' };
    expect((await importFile(asCopy, null)).status).toBe(401);
    expect((await importFile(asCopy, scrutineer.cookie)).status).toBe(403);
    expect(await eventCount('not-by-a-scrutineer')).toBe(0);
  });

  it('downloads the very bytes `npm run export` writes, never cached', async () => {
    const response = await exportOf(DEMO_COMPETITION_ID, adminCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${DEMO_COMPETITION_ID}.json"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(
      serializeExport(await exportCompetition(server.ctx.database.db, DEMO_COMPETITION_ID)),
    );
    expect((await exportOf('no-such-competition', adminCookie)).status).toBe(404);
  });

  it('refuses a broken file with the path of its first problem, and changes nothing', async () => {
    const document = await demoExport();
    const [entry] = document.tables.entries;
    if (!entry) throw new Error('the demo has entries');
    entry.event_id = 'no-such-event';
    const response = await importFile({ document, as: 'broken-copy' });
    expect(response.status).toBe(400);
    const { error: body } = await response.json();
    expect(body.code).toBe('invalid_export');
    expect(body.details).toEqual({ filePath: 'tables.entries[0].event_id' });
    expect(body.message).toMatch(/^tables\.entries\[0\]\.event_id: names "no-such-event"/);
    expect(await eventCount('broken-copy')).toBe(0);

    const newer = await importFile({ document: { ...document, version: 99 } });
    expect((await newer.json()).error.details).toEqual({ filePath: 'version' });
  });

  it('asks for a new id or a replace when the id exists', async () => {
    const response = await importFile({ document: await demoExport() });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatchObject({
      code: 'competition_exists',
      details: { competitionId: DEMO_COMPETITION_ID },
    });
    const both = await importFile({ document: await demoExport(), replace: true, as: 'x' });
    expect(both.status).toBe(400);
  });

  it('imports a copy under a new id, which the public site then shows', async () => {
    const response = await importFile({ document: await demoExport(), as: 'demo-copy' });
    expect(response.status).toBe(201);
    const outcome = await response.json();
    expect(outcome).toMatchObject({ competitionId: 'demo-copy', replaced: false });
    expect(await eventCount('demo-copy')).toBe(await eventCount(DEMO_COMPETITION_ID));
    expect((await fetch(`${server.url}/api/competitions/demo-copy`)).status).toBe(200);
  });

  it('replaces a competition, and public reads forget the old one', async () => {
    const publicRead = async () =>
      (await (await fetch(`${server.url}/api/competitions/${DEMO_COMPETITION_ID}`)).json()) as {
        fullName: string;
      };
    const document = await demoExport();
    expect((await publicRead()).fullName).toBe(document.competition.full_name);
    document.competition.full_name = 'Replaced from a file';
    const response = await importFile({ document, replace: true });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      competitionId: DEMO_COMPETITION_ID,
      replaced: true,
    });
    expect((await publicRead()).fullName).toBe('Replaced from a file');
  });
});

describe('the import body limit', () => {
  it('takes a file of several megabytes (photos), and refuses one over 20 MB with 413', async () => {
    const big = await importFile({ document: { format: 'x'.repeat(3 * 1024 * 1024) } });
    expect((await big.json()).error.code).toBe('invalid_export');
    const tooBig = await importFile({ document: { format: 'x'.repeat(21 * 1024 * 1024) } });
    expect(tooBig.status).toBe(413);
  });
});
