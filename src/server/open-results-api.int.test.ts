import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildPath } from '../shared/contract/define-endpoint';
import { resultsEndpoints } from '../shared/contract/results';
import { EventResultsSchema } from '../shared/results';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import type { RunningRound } from './testing/judging-fixtures';
import {
  callResults,
  danceNextRound,
  setResultsPageShown as setPageShown,
} from './testing/results-api';
import { agreeingPlaces, createPostedRound } from './testing/results-fixtures';
import { createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let scrutineer = '';
/** A Semi-Final of four couples (two recalled) whose Final is posted too. */
let semi: RunningRound;
/** Another event with a posted Final only. */
let other: RunningRound;

const competitionId = DEMO_COMPETITION_ID;
/** A site that shows this competition's results on its own pages. */
const CLUB_SITE = 'https://club.example';

const path = (endpoint: keyof typeof resultsEndpoints, eventId?: string) =>
  buildPath(resultsEndpoints[endpoint].path, { competitionId, ...(eventId && { eventId }) });

const fromClubSite = (url: string, init: RequestInit = {}) =>
  fetch(`${server.url}${url}`, {
    ...init,
    headers: { origin: CLUB_SITE, ...(init.headers as Record<string, string>) },
  });

const preflight = (url: string, method: string) =>
  fetch(`${server.url}${url}`, {
    method: 'OPTIONS',
    headers: {
      origin: CLUB_SITE,
      'access-control-request-method': method,
      'access-control-request-headers': 'if-none-match',
    },
  });

const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

const csvLines = async (response: Response) =>
  (await response.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n');

const setEmbargo = async (embargo: boolean) => {
  const answer = await callResults(
    server,
    'setMarksEmbargo',
    { competitionId },
    { cookie: scrutineer, body: { embargo, releaseAt: null } },
  );
  expect(answer.status, answer.text).toBe(200);
};
const setPublished = async (round: RunningRound, published: boolean) => {
  const answer = await callResults(
    server,
    'setResultsPublished',
    { competitionId, eventId: round.eventId },
    { cookie: scrutineer, body: { published } },
  );
  expect(answer.status, answer.text).toBe(200);
};
const setResultsPageShown = (shown: boolean) => setPageShown(server, competitionId, shown);

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  scrutineer = (await createSignedInStaff(server, ['scrutineer'])).cookie;
  semi = await createPostedRound(server.ctx, {
    judges: 3,
    couples: 4,
    dances: ['Waltz', 'Tango'],
    roundNumber: 2,
    recallSize: 2,
  });
  await danceNextRound(server, semi, agreeingPlaces);
  other = await createPostedRound(server.ctx, {
    judges: 3,
    couples: 2,
    dances: ['Waltz'],
    roundNumber: 1,
    firstNumber: 700,
  });
  // Names a spreadsheet must keep intact: a comma, quotes, letters beyond ASCII, a formula.
  const rename = async (entryId: string, leadName: string, followName: string) =>
    server.ctx.database.db
      .updateTable('entries')
      .set({ lead_name: leadName, follow_name: followName, affiliation: 'Uni, Kraków' })
      .where('id', '=', entryId)
      .execute();
  await rename(semi.couples[0]?.entryId ?? '', 'Zoë Ñúñez', 'Łucja "Lu" Kowalska');
  await rename(semi.couples[1]?.entryId ?? '', 'Ann, Jr.', '=HYPERLINK("x")');
  server.ctx.readCache.clear();
});
afterAll(async () => {
  await server.close();
  await database.drop();
});
beforeEach(async () => {
  await setResultsPageShown(true);
  await setEmbargo(false);
  await setPublished(semi, true);
  await setPublished(other, true);
});

describe('CORS of the open results API', () => {
  const openReads = () => [
    `/api/competitions/${competitionId}`,
    `/api/competitions/${competitionId}/events`,
    path('getResultsIndex'),
    path('getEventResults', semi.eventId),
    path('competitionResultsCsv'),
    path('eventResultsCsv', semi.eventId),
    `/api/openapi.json`,
  ];

  it('lets any site read its GETs from a browser, without credentials, and read the ETag', async () => {
    for (const url of openReads()) {
      const response = await fromClubSite(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('vary') ?? '', url).not.toMatch(/origin/i);
      expect(response.headers.get('access-control-allow-origin'), url).toBe('*');
      expect(response.headers.get('access-control-allow-credentials'), url).toBeNull();
      expect(response.headers.get('access-control-expose-headers'), url).toBe(
        'ETag, Content-Disposition',
      );
    }
  });

  it('answers a preflight for GET and HEAD, and for nothing else', async () => {
    const url = path('getEventResults', semi.eventId);
    const response = await preflight(url, 'GET');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(response.headers.get('access-control-allow-headers')).toBe('if-none-match');
    expect(response.headers.get('access-control-max-age')).toBe('86400');

    // A browser then refuses to send the PUT: only GET and HEAD are allowed.
    const write = await preflight(url, 'PUT');
    expect(write.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
  });

  it('answers an OPTIONS without the preflight headers as a preflight, not with a plain-text 400', async () => {
    const response = await fetch(`${server.url}${path('getEventResults', semi.eventId)}`, {
      method: 'OPTIONS',
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(await response.text()).toBe('');
  });

  it('gives staff reads, writes and other public routes no CORS header and no preflight', async () => {
    const staffRead = await fromClubSite(path('getStaffResults'), {
      headers: { cookie: scrutineer },
    });
    expect(staffRead.status).toBe(200);
    expect(corsHeaders(staffRead)).toEqual([]);

    const staffPreflight = await preflight(path('getStaffResults'), 'GET');
    expect(staffPreflight.status).toBe(404);
    expect(corsHeaders(staffPreflight)).toEqual([]);

    const write = await fromClubSite(path('setMarksEmbargo'), {
      method: 'PUT',
      headers: { cookie: scrutineer, 'content-type': 'application/json' },
      body: JSON.stringify({ embargo: false, releaseAt: null }),
    });
    expect(write.status).toBe(403);
    expect(corsHeaders(write)).toEqual([]);
    const writePreflight = await preflight(path('setMarksEmbargo'), 'PUT');
    expect(writePreflight.status).toBe(404);
    expect(corsHeaders(writePreflight)).toEqual([]);

    // Public, but not part of the open API: the sign-in state and the registration form.
    for (const url of ['/api/session', `/api/competitions/${competitionId}/registration-info`]) {
      const response = await fromClubSite(url);
      expect(corsHeaders(response), url).toEqual([]);
      expect((await preflight(url, 'GET')).status, url).toBe(404);
    }
  });
});

describe('the CSV downloads', () => {
  it("give one event's rounds as an attachment named for it, the final first", async () => {
    const response = await fromClubSite(path('eventResultsCsv', semi.eventId));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // Named for the event: "Fixture 1a2b3c4d" as fixture-1a2b3c4d.
    const eventPart = semi.eventName.toLowerCase().replace(' ', '-');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${competitionId}-${eventPart}-results.csv"`,
    );
    const event = `${semi.eventId},${semi.eventName}`;
    const place = (n: number) => `${n},,Waltz: ${n}; Tango: ${n}`;
    expect(await csvLines(response)).toEqual([
      'event_id,event_name,round_number,round_name,couple_number,lead_name,follow_name,affiliation,placement,recalled,dance_places',
      `${event},1,Final,502,Lead 502,Follow 502,,${place(1)}`,
      `${event},1,Final,501,"Ann, Jr.","'=HYPERLINK(""x"")","Uni, Kraków",${place(2)}`,
      `${event},2,Semi-Final,501,"Ann, Jr.","'=HYPERLINK(""x"")","Uni, Kraków",,yes,`,
      `${event},2,Semi-Final,502,Lead 502,Follow 502,,,yes,`,
      `${event},2,Semi-Final,500,Zoë Ñúñez,"Łucja ""Lu"" Kowalska","Uni, Kraków",3-4,no,`,
      `${event},2,Semi-Final,503,Lead 503,Follow 503,,3-4,no,`,
    ]);
  });

  it('give the whole competition, event after event, under its own name', async () => {
    const response = await fromClubSite(path('competitionResultsCsv'));
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${competitionId}-results.csv"`,
    );
    const rows = (await csvLines(response)).slice(1);
    expect(rows.filter((row) => row.startsWith(`${semi.eventId},`))).toHaveLength(6);
    expect(rows.filter((row) => row.startsWith(`${other.eventId},`))).toEqual([
      `${other.eventId},${other.eventName},1,Final,701,Lead 701,Follow 701,,1,,Waltz: 1`,
      `${other.eventId},${other.eventName},1,Final,700,Lead 700,Follow 700,,2,,Waltz: 2`,
    ]);
  });

  it('answer an unknown competition or event with 404', async () => {
    const unknownCompetition = await fetch(`${server.url}/api/competitions/no-such/results.csv`);
    expect(unknownCompetition.status).toBe(404);
    const unknownEvent = await fetch(`${server.url}${path('eventResultsCsv', 'no-such-event')}`);
    expect(unknownEvent.status).toBe(404);
    expect((await unknownEvent.json()).error.code).toBe('event_not_found');
  });
});

describe('the publication embargo through the open API', () => {
  it('leaves a withdrawn event out of every read and download, as if unknown', async () => {
    await setPublished(semi, false);
    expect((await fromClubSite(path('getEventResults', semi.eventId))).status).toBe(404);
    const eventCsv = await fromClubSite(path('eventResultsCsv', semi.eventId));
    expect(eventCsv.status).toBe(404);
    expect((await eventCsv.json()).error.code).toBe('event_not_found');
    const index = await (await fromClubSite(path('getResultsIndex'))).json();
    expect(index.events.map((event: { eventId: string }) => event.eventId)).not.toContain(
      semi.eventId,
    );
    const rows = await csvLines(await fromClubSite(path('competitionResultsCsv')));
    expect(rows.some((row) => row.includes(semi.eventId))).toBe(false);
    expect(rows.some((row) => row.startsWith(`${other.eventId},`))).toBe(true);
  });

  it('shows no results at all while the results page is off', async () => {
    await setResultsPageShown(false);
    expect((await fromClubSite(path('eventResultsCsv', other.eventId))).status).toBe(404);
    expect(await csvLines(await fromClubSite(path('competitionResultsCsv')))).toHaveLength(1);
  });

  it("sends no judges' marks while they are embargoed; the downloads never carry any", async () => {
    const sortedRows = async () =>
      (await csvLines(await fromClubSite(path('competitionResultsCsv')))).sort();
    const released = await sortedRows();
    await setEmbargo(true);
    const results = EventResultsSchema.parse(
      await (await fromClubSite(path('getEventResults', semi.eventId))).json(),
    );
    expect(results.marksPublic).toBe(false);
    expect(results.rounds.map((round) => round.detail)).toEqual([null, null]);
    // Placements stay public under the embargo (decision 019), and are all a download holds;
    // only a recall round's order changes (by number, as its order by marks would hint at them).
    expect(results.rounds[0]?.placements).toEqual({
      [semi.couples[1]?.entryId ?? '']: 2,
      [semi.couples[2]?.entryId ?? '']: 1,
    });
    expect(await sortedRows()).toEqual(released);
  });
});
