/**
 * Page views counted by the site itself: a browser counts a route pattern of
 * the route table, today's row for it goes up by one, nothing about the
 * viewer is stored, and only organizers read the counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageViewReport } from '../shared/contract/analytics';
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
  // Behind one proxy, so each test counts from its own address and the limit is per address.
  server = await startTestServer(database, { trustProxy: 1 });
  adminCookie = (await createSignedInStaff(server, ['admin'])).cookie;
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

let lastAddress = 0;
/** Counts sent from a network address no other test uses. */
function viewer() {
  lastAddress += 1;
  const address = `198.51.100.${lastAddress}`;
  return (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/page-views`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        'x-forwarded-for': address,
        'user-agent': 'Mozilla/5.0 (viewer-agent-marker)',
        cookie: 'viewer=cookie-marker',
        ...headers,
      },
      body: JSON.stringify(body),
    });
}

const storedRows = () =>
  server.ctx.database.db.selectFrom('page_views').selectAll().orderBy('route').execute();

const viewsOf = async (route: string, day = today()) =>
  (await storedRows()).find((row) => row.route === route && row.day === day)?.views ?? 0;

async function report(query = '', cookie = adminCookie) {
  return fetch(`${server.url}/api/admin/page-views${query}`, { headers: { cookie } });
}

describe('counting a page view', () => {
  it("adds one to today's row of the route pattern, and stores nothing but route, day and count", async () => {
    const count = viewer();
    expect((await count({ route: '/results/:event' })).status).toBe(204);
    expect((await count({ route: '/results/:event' })).status).toBe(204);
    expect((await count({ route: '/' })).status).toBe(204);

    const rows = await storedRows();
    expect(rows.filter((row) => ['/', '/results/:event'].includes(row.route))).toEqual([
      { route: '/', day: today(), views: 1 },
      { route: '/results/:event', day: today(), views: 2 },
    ]);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('198.51.100');
    expect(stored).not.toContain('viewer-agent-marker');
    expect(stored).not.toContain('cookie-marker');
  });

  it.each([
    ['Do-Not-Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
  ])('is answered 204 but not counted when the browser sends %s', async (_case, headers) => {
    const before = await viewsOf('/TBAList');
    const response = await viewer()({ route: '/TBAList' }, headers);
    expect(response.status).toBe(204);
    expect(await viewsOf('/TBAList')).toBe(before);
  });

  it('is counted when Do-Not-Track is sent as 0 (no preference)', async () => {
    const before = await viewsOf('/venue');
    await viewer()({ route: '/venue' }, { dnt: '0' });
    expect(await viewsOf('/venue')).toBe(before + 1);
  });

  it.each([
    ['a pattern the site does not route', { route: '/wp-admin' }, 'route'],
    ['an address in place of the pattern', { route: '/results/Bronze%20Waltz' }, 'route'],
    ['a pattern with a query', { route: '/login?redirect=/admin' }, 'route'],
    ['a route past 200 characters', { route: `/${'x'.repeat(200)}` }, 'route'],
    ['no route', {}, 'route'],
    ['the page address besides the pattern', { route: '/', url: '/confirm?t=abc' }, 'url'],
  ])('refuses %s with 400 naming the field, and counts nothing', async (_case, body, field) => {
    const before = JSON.stringify(await storedRows());
    const response = await viewer()(body);
    expect(response.status).toBe(400);
    const refusal = (await response.json()) as { error: { code: string; message: string } };
    expect(refusal.error.code).toBe('invalid_input');
    expect(refusal.error.message).toContain(`'${field}'`);
    expect(JSON.stringify(await storedRows())).toBe(before);
  });

  it('names what an unknown pattern must be', async () => {
    const response = await viewer()({ route: '/wp-admin' });
    const refusal = (await response.json()) as { error: { message: string } };
    expect(refusal.error.message).toContain('must be a route pattern of this site');
  });

  it('refuses a count sent from another site', async () => {
    const response = await viewer()({ route: '/' }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('is limited to 60 a minute from one address; another address is still counted', async () => {
    const count = viewer();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await count({ route: '/about' })).status);
    expect(statuses).toEqual([...Array<number>(60).fill(204), 429]);
    expect(await viewsOf('/about')).toBe(60);
    expect((await viewer()({ route: '/about' })).status).toBe(204);
    expect(await viewsOf('/about')).toBe(61);
  });
});

describe('reading the counts', () => {
  beforeAll(async () => {
    // Counts of earlier days, as a server running then would have left them.
    await server.ctx.database.db
      .insertInto('page_views')
      .values([
        { route: '/competitors', day: daysAgo(6), views: 4 },
        { route: '/competitors', day: daysAgo(7), views: 9 },
        { route: '/competitors', day: daysAgo(40), views: 100 },
      ])
      .execute();
  });

  it('gives organizers the last N days, today included, by day then route', async () => {
    const response = await report('?days=7');
    expect(response.status).toBe(200);
    const body = (await response.json()) as PageViewReport;
    expect(body.from).toBe(daysAgo(6));
    expect(body.to).toBe(today());
    expect(body.counts[0]).toEqual({ route: '/competitors', day: daysAgo(6), views: 4 });
    expect(body.counts.some((c) => c.day === daysAgo(7))).toBe(false);
    expect(body.counts).toContainEqual({ route: '/results/:event', day: today(), views: 2 });
    const order = body.counts.map((c) => `${c.day} ${c.route}`);
    expect(order).toEqual([...order].sort());
  });

  it('looks back 30 days unless asked otherwise', async () => {
    const body = (await (await report()).json()) as PageViewReport;
    expect(body.from).toBe(daysAgo(29));
    expect(body.counts.filter((c) => c.route === '/competitors').map((c) => c.views)).toEqual([
      9, 4,
    ]);
  });

  it.each([
    ['no day', '?days=0', 'must be at least 1'],
    ['more than a year', '?days=367', 'must be at most 366'],
    ['not a number', '?days=week', "'days'"],
    ['an unknown parameter', '?route=/', "'route'"],
  ])('refuses %s with 400 and a message naming the problem', async (_case, query, message) => {
    const response = await report(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
      message,
    );
  });

  it('are refused to visitors (401) and to staff other than organizers (403)', async () => {
    const anonymous = await fetch(`${server.url}/api/admin/page-views`);
    expect(anonymous.status).toBe(401);
    const scrutineer = await createSignedInStaff(server, ['scrutineer']);
    expect((await report('', scrutineer.cookie)).status).toBe(403);
  });
});
