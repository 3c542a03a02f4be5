import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { finalPlaceNamer } from '../../src/domain/results';
import { DEMO_COMPETITION_ID } from '../../src/server/seed/seed-demo';
import { createPostedRound } from '../../src/server/testing/results-fixtures';
import type { EventResults } from '../../src/shared/results';
import { expect, test } from './fixtures';
import { showResultsPage } from './support/results';

/**
 * Another web site: a page on another origin (another port), the kind of club
 * or federation site that shows results from the open API in its own pages.
 */
let clubSite: Server;
let clubUrl = '';
test.beforeAll(async () => {
  clubSite = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Club</title>'),
  );
  await new Promise<void>((resolve) => clubSite.listen(0, '127.0.0.1', resolve));
  clubUrl = `http://127.0.0.1:${(clubSite.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((resolve) => clubSite.close(() => resolve())));

test.beforeEach(({ server }) => showResultsPage(server));

test("another site's page reads a posted final's placements, the same the results page shows, and both pages link its CSV", async ({
  page,
  server,
}) => {
  const final = await createPostedRound(server.ctx, {
    judges: 3,
    couples: 4,
    dances: ['Waltz', 'Tango'],
    roundNumber: 1,
  });
  const apiUrl = `${server.url}/api/competitions/${DEMO_COMPETITION_ID}/results/${final.eventId}`;

  // From the club's page, the browser itself enforces CORS on the cross-origin read.
  await page.goto(clubUrl);
  const results = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return (await response.json()) as EventResults;
  }, apiUrl);
  const round = results.rounds.find((r) => r.kind === 'final');
  if (!round) throw new Error('the open API gave no final');
  const placeName = finalPlaceNamer(
    Object.values(round.placements).filter((p): p is number => typeof p === 'number'),
  );
  const fromApi = round.couples
    .map((couple) => ({
      number: String(couple.number),
      place: Number(round.placements[couple.entryId]),
    }))
    .sort((a, b) => a.place - b.place)
    .map(({ number, place }) => [number, placeName(place)]);
  expect(fromApi).toHaveLength(4);

  // A cross-origin read of a staff endpoint is refused by the browser, not only by the server.
  const staffRead = await page.evaluate(
    (url) =>
      fetch(url).then(
        () => 'read',
        () => 'refused',
      ),
    `${server.url}/api/admin/competitions/${DEMO_COMPETITION_ID}/results`,
  );
  expect(staffRead).toBe('refused');

  await page.goto(`/results/${final.eventId}`);
  const places = page.getByRole('table', { name: 'Final: places', exact: true });
  await expect(places).toBeVisible();
  const shown = await places.evaluate((table) =>
    [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('th, td')].slice(0, 2).map((cell) => cell.textContent?.trim()),
    ),
  );
  expect(shown).toEqual(fromApi);

  const eventCsv = page.getByRole('link', { name: "Download this event's results (CSV)" });
  const download = await Promise.all([page.waitForEvent('download'), eventCsv.click()]).then(
    ([started]) => started,
  );
  // Named for the event: "Fixture 1a2b3c4d" as fixture-1a2b3c4d.
  const eventPart = final.eventName.toLowerCase().replace(' ', '-');
  expect(download.suggestedFilename()).toBe(`${DEMO_COMPETITION_ID}-${eventPart}-results.csv`);
  const csv = readFileSync(await download.path(), 'utf8');
  const [winnerNumber] = fromApi[0] ?? [];
  expect(csv).toContain(
    `,1,Final,${winnerNumber},Lead ${winnerNumber},Follow ${winnerNumber},,1,,`,
  );

  await page.goto('/results');
  await expect(page.getByRole('link', { name: 'Download all results (CSV)' })).toHaveAttribute(
    'href',
    `/api/competitions/${DEMO_COMPETITION_ID}/results.csv`,
  );
});
