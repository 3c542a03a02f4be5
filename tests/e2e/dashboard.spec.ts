import { routeList } from '../../src/web/app/route-table';
import { expect, test } from './fixtures';

test('the dashboard shows real figures to any staff role, and the menu only what the role allows', async ({
  page,
  signInAs,
}) => {
  await signInAs(['mc']);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Events' })).toContainText('7');
  await expect(page.getByRole('region', { name: 'Officials', exact: true })).toContainText('9');
  await expect(page.getByRole('region', { name: 'Registration', exact: true })).toContainText(
    'Open',
  );
  await expect(page.getByRole('region', { name: 'Rounds by state' })).toContainText('Initialized');
  const menu = page.getByRole('navigation', { name: 'Staff' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Settings' })).toHaveCount(0);
});

test('registration status changed in settings updates an open dashboard without reload', async ({
  page,
  browser,
  server,
  signInAs,
}) => {
  await signInAs(['admin']);
  await page.goto('/admin/settings');
  const other = await browser.newContext({
    baseURL: server.url,
    storageState: await page.context().storageState(),
  });
  const dashboard = await other.newPage();
  await dashboard.goto('/admin');
  await expect(dashboard.getByRole('region', { name: 'Registration', exact: true })).toContainText(
    'Open',
  );

  const form = page.getByRole('form', { name: 'Competition details' });
  await form.getByLabel('Registration status').click();
  await page.getByRole('option', { name: 'Closed' }).click();
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(dashboard.getByRole('region', { name: 'Registration', exact: true })).toContainText(
    'Closed',
  );
  await other.close();
});

test('the dashboard and the competitors page give the same number of entries', async ({
  page,
  signInAs,
}) => {
  await signInAs(['admin']);
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Entries' })).toContainText(/\d+/);
  const figureOf = async (name: string) =>
    (await page.getByRole('region', { name }).innerText()).match(/\d+/)?.[0];
  const [entries, competitors] = [await figureOf('Entries'), await figureOf('Competitors')];
  await page.goto('/admin/competitors');
  await expect(page.getByRole('status').filter({ hasText: 'competitors' })).toHaveText(
    `${competitors} competitors, ${entries} entries`,
  );
});

test('the sign-in page and every staff screen have exactly one main landmark', async ({
  page,
  signInAs,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await signInAs(['admin']);
  for (const [, route] of routeList.filter(([, r]) => r.staffArea && !r.path.includes(':'))) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('main'), route.path).toHaveCount(1);
  }
});
