import type { Page } from '@playwright/test';
import type { Config } from '../../src/server/config';
import type { RunningServer } from '../../src/server/server';
import { createTestDatabase } from '../../src/server/testing/test-database';
import type { TestDatabase } from '../../src/server/testing/test-database';
import { startTestServer } from '../../src/server/testing/test-server';
import { expect, test as base } from './fixtures';
import { servedBuild } from './support/build-manifest';
import { prepareUpgrade, UPGRADED_HEADING } from './support/upgraded-build';
import type { Upgrade } from './support/upgraded-build';

/**
 * Issue 20's first "done when": a page is open, the site is upgraded (a real
 * second build, made and switched in by the code `npm start` runs) and the
 * server restarted on the same address; the page's next screen shows, and
 * what was typed is still there.
 */
const test = base.extend<object, { upgrade: Upgrade }>({
  upgrade: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const upgrade = await prepareUpgrade(servedBuild());
      await use(upgrade);
      upgrade.remove();
    },
    // One vite build; on a loaded 2-core machine it may take a minute or more.
    { scope: 'worker', timeout: 300_000 },
  ],
});

/** A server of its own, so restarting it leaves the other tests' server alone. */
let database: TestDatabase;
let server: RunningServer | undefined;
test.beforeEach(async () => {
  database = await createTestDatabase();
});
test.afterEach(async () => {
  await server?.close();
  server = undefined;
  await database.drop();
});

async function start(web: Partial<Config>) {
  server = await startTestServer(database, web);
  return server.url;
}

/** Stops the server and starts it again, on the same port, serving `web`. */
async function restart(url: string, web: Partial<Config>) {
  await server?.close();
  server = undefined;
  await start({ ...web, port: Number(new URL(url).port) });
}

/** Paths of the pages the tab loads as documents (a reload counts as one). */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

async function openRegistrationAndType(page: Page, url: string) {
  await page.goto(`${url}/register`);
  const lead = page.getByRole('group', { name: 'Lead', exact: true });
  await lead.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
}

async function expectTypedNameBack(page: Page) {
  await page.goBack();
  const lead = page.getByRole('group', { name: 'Lead', exact: true });
  await expect(lead.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Ada Lovelace',
  );
}

test('a page open before an upgrade shows the next screen from the old build, without reloading, while that build is kept', async ({
  page,
  upgrade,
}) => {
  const url = await start({ webDir: upgrade.before, previousWebDirs: [] });
  const loads = documentLoads(page);
  await openRegistrationAndType(page, url);

  await restart(url, { webDir: upgrade.after.current, previousWebDirs: upgrade.after.previous });
  const oldChunk = page.waitForResponse((response) => response.url().endsWith(upgrade.oldChunk));
  await page.getByRole('link', { name: 'Update entries' }).click();

  // The old page's screen, from the build kept beside the new one.
  expect((await oldChunk).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Update entries', level: 1 })).toBeVisible();
  await expectTypedNameBack(page);
  expect(loads).toEqual(['/register']);
});

test('a page open before an upgrade whose old build is gone reloads once onto the new build, keeping what was typed', async ({
  page,
  upgrade,
}) => {
  const url = await start({ webDir: upgrade.before, previousWebDirs: [] });
  const loads = documentLoads(page);
  await openRegistrationAndType(page, url);

  // No earlier build kept, as after three upgrades: the old chunk answers 404.
  await restart(url, { webDir: upgrade.after.current, previousWebDirs: [] });
  const oldChunk = page.waitForResponse((response) => response.url().endsWith(upgrade.oldChunk));
  await page.getByRole('link', { name: 'Update entries' }).click();

  expect((await oldChunk).status()).toBe(404);
  await expect(page.getByRole('heading', { name: UPGRADED_HEADING, level: 1 })).toBeVisible();
  expect(loads).toEqual(['/register', '/updateEntries']);
  await expectTypedNameBack(page);
  expect(loads).toEqual(['/register', '/updateEntries']);
});
