import { expect, test } from './fixtures';

test('pages a visitor opens are counted by route, and an organizer reads the counts', async ({
  page,
  server,
  signInAs,
}) => {
  await page.goto('/venue');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A navigation inside the app counts as much as a page load.
  await page.getByRole('navigation').getByRole('link', { name: 'Rules' }).first().click();
  await expect(page).toHaveURL(/\/rules$/);
  await page.goto('/venue');

  const { db } = server.ctx.database;
  const viewsOf = async (route: string) =>
    (await db.selectFrom('page_views').select('views').where('route', '=', route).execute())
      .map((row) => row.views)
      .reduce((a, b) => a + b, 0);
  // Beacons arrive in the background.
  await expect.poll(() => viewsOf('/venue')).toBe(2);
  await expect.poll(() => viewsOf('/rules')).toBe(1);

  await signInAs(['admin']);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: 'Page views' })
    .click();
  await expect(page.getByRole('heading', { name: 'Page views' })).toBeVisible();
  const table = page.getByRole('table', { name: /Page views from/ });
  const totalOf = (route: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: route, exact: true }) })
      .getByRole('cell')
      .first();
  await expect(totalOf('/venue')).toHaveText('2');
  await expect(totalOf('/rules')).toHaveText('1');
  await expect(table.getByRole('columnheader', { name: 'Total' })).toBeVisible();

  await page.getByText('7 days', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(totalOf('/venue')).toHaveText('2');
});

test('a browser sending Global Privacy Control is not counted; the organizer then sees what to expect', async ({
  page,
  signInAs,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true });
  });
  await page.goto('/venue');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signInAs(['admin']);
  await page.goto('/admin/page-views');
  await expect(page.getByRole('heading', { name: 'Page views' })).toBeVisible();
  await expect(page.getByText(/^No page views from/)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
