import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompetitionSchema, EventSettingsSchema, PageSchema } from '../shared/competition';
import type { RunningServer } from './server';
import { updateCompetition, updateEventSettings, updatePage } from './services/competition-service';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';
import { SYSTEM_ACTOR } from './services/audit-log';

let database: TestDatabase;
let server: RunningServer;
const get = (path: string) => fetch(`${server.url}${path}`);

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('public API on a fresh database', () => {
  it('reports health with the database in use', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: database.databaseUrl ? 'postgres' : 'sqlite',
    });
  });

  it('seeds the demo competition, marked as a demo, as the default', async () => {
    expect(await (await get('/api/site')).json()).toEqual({
      defaultCompetitionId: DEMO_COMPETITION_ID,
      demo: true,
    });
    const competition = CompetitionSchema.parse(
      await (await get(`/api/competitions/${DEMO_COMPETITION_ID}`)).json(),
    );
    expect(competition.fullName).toMatch(/demo/i);
    expect(competition.primaryColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(competition.officials.length).toBeGreaterThanOrEqual(3);
    expect(competition.officials.some((o) => o.role === 'Judge')).toBe(true);
    expect(competition.organizers.length).toBeGreaterThan(0);
    expect(competition.socials.instagram).toBe('@riversideballroomjam');
  });

  it('serves all six info pages with content', async () => {
    const pages = PageSchema.array().parse(
      await (await get(`/api/competitions/${DEMO_COMPETITION_ID}/pages`)).json(),
    );
    expect(pages.map((p) => p.slug).sort()).toEqual([
      'about',
      'contact',
      'details',
      'home',
      'rules',
      'venue',
    ]);
    for (const page of pages) expect(page.bodyMarkdown.length).toBeGreaterThan(50);
    const rules = await (await get(`/api/competitions/${DEMO_COMPETITION_ID}/pages/rules`)).json();
    expect(rules).toMatchObject({ slug: 'rules', title: 'Rules' });
  });

  it('stores the ten event settings with cascadeCheckin on by default', async () => {
    const settings = EventSettingsSchema.parse(
      await (await get(`/api/competitions/${DEMO_COMPETITION_ID}/settings/events`)).json(),
    );
    expect(settings).toEqual({
      showScheduleIndex: false,
      hideLiveSchedule: false,
      hideLevelIcons: false,
      highlightOtherRoundsInEvent: false,
      hideClearRoundsButton: false,
      hideGenerateRoundsButton: false,
      dontReorderAfterAddRemoveRounds: false,
      liveScrollRefreshIndex: 0,
      cascadeCheckin: true,
      autoAssignTimes: false,
    });
  });
});

describe('writes through the service layer', () => {
  it('updates metadata, pages and settings, and reads them back', async () => {
    const ctx = server.ctx;
    await updateCompetition(ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
      fullName: 'Spring Classic',
      resultsPageShown: true,
      socials: { instagram: '@spring' },
    });
    const competition = await (await get(`/api/competitions/${DEMO_COMPETITION_ID}`)).json();
    expect(competition).toMatchObject({
      fullName: 'Spring Classic',
      resultsPageShown: true,
      socials: { instagram: '@spring', website: 'https://example.org/ballroom-jam' },
    });

    await updatePage(ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, 'venue', {
      bodyMarkdown: '# New hall',
    });
    const venue = await (await get(`/api/competitions/${DEMO_COMPETITION_ID}/pages/venue`)).json();
    expect(venue.bodyMarkdown).toBe('# New hall');

    await updateEventSettings(ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
      hideLevelIcons: true,
      liveScrollRefreshIndex: 7,
    });
    const settings = await (
      await get(`/api/competitions/${DEMO_COMPETITION_ID}/settings/events`)
    ).json();
    expect(settings).toMatchObject({
      hideLevelIcons: true,
      liveScrollRefreshIndex: 7,
      cascadeCheckin: true,
    });
  });

  it('refuses a write to an unknown competition and changes nothing', async () => {
    await expect(
      updateCompetition(server.ctx, SYSTEM_ACTOR, 'no-such-comp', { fullName: 'X' }),
    ).rejects.toMatchObject({
      statusCode: 404,
      code: 'competition_not_found',
    });
  });
});

describe('bad input gets a specific 4xx, never a 500', () => {
  it.each([
    ['/api/competitions/does-not-exist', 404, /No competition with id 'does-not-exist'/],
    ['/api/competitions/Bad_Id!', 400, /'competitionId' must be lower-case/],
    [`/api/competitions/${DEMO_COMPETITION_ID}/pages/nope`, 400, /'slug' must be one of home/],
    ['/api/competitions/does-not-exist/pages', 404, /No competition/],
    ['/api/competitions/does-not-exist/settings/events', 404, /No competition/],
    ['/api/no-such-endpoint', 404, /No API endpoint GET \/api\/no-such-endpoint/],
    ['/api/live', 400, /'topics' is required/],
    ['/api/live?topics=', 400, /'topics' must name at least one topic/],
    ['/api/live?topics=not%20a%20topic', 400, /'topics.0' is not a live topic/],
    [
      `/api/live?topics=${Array.from({ length: 51 }, (_, i) => `competition:c${i}`).join(',')}`,
      400,
      /at most 50/,
    ],
  ])('GET %s -> %i', async (path, status, message) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body.error.message).toMatch(message);
    expect(typeof body.error.code).toBe('string');
  });

  it('has no unauthenticated write endpoint', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of [
        `/api/competitions/${DEMO_COMPETITION_ID}`,
        `/api/competitions/${DEMO_COMPETITION_ID}/pages/home`,
        `/api/competitions/${DEMO_COMPETITION_ID}/settings/events`,
      ]) {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ fullName: 'Hacked' }),
        });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
    const competition = await (await get(`/api/competitions/${DEMO_COMPETITION_ID}`)).json();
    expect(competition.fullName).not.toBe('Hacked');
  });

  it('answers malformed JSON bodies with a 4xx', async () => {
    const response = await fetch(`${server.url}/api/site`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
