import { DEMO_COMPETITION_ID } from '../../src/shared/competition';
import { seedDemoDay } from '../../src/server/seed/seed-demo-day';
import { expect, test } from './fixtures';

/** The demo in the middle of its day, as `npm start` seeds it on a laptop (decision 029). */
test.beforeEach(async ({ server }) => {
  await seedDemoDay(server.ctx);
  server.ctx.readCache.clear();
});

test('the demo day shows posted results, a Rule 10 and a Rule 11 final, and a round on the floor with marks arriving', async ({
  page,
  signInAs,
}) => {
  await page.goto('/results');
  await expect(page.getByTestId('results-event')).toHaveCount(5);

  await page.goto(`/results/${DEMO_COMPETITION_ID}-event-10`);
  const summary = page.getByRole('region', { name: 'Final summary' });
  // Rule 10 could not separate the couples tied for 4th; Rule 11 did.
  await expect(summary.getByRole('columnheader', { name: /^R10/ })).toBeVisible();
  await expect(summary.getByRole('columnheader', { name: /^R11/ })).toBeVisible();
  await expect(summary.getByRole('cell', { name: 'Rule 11' }).first()).toBeVisible();

  await page.goto('/live');
  const current = page.locator('li[aria-current="true"]');
  await expect(current).toContainText('Novice Standard Waltz/Tango/Quickstep');
  await expect(current).toContainText('On the floor');

  await signInAs(['scrutineer']);
  await page.goto('/admin/scrutineer');
  const progress = page.getByRole('table', { name: "Judges' progress" });
  await expect(progress).toBeVisible();
  await expect(progress).toContainText('Margaret Ellison');
});

test('a banner says the demo is a demo, and an organizer removes it after a confirmation that says what goes', async ({
  page,
  signInAs,
}) => {
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Demo notice' });
  await expect(banner).toContainText('demo competition with invented data');

  await signInAs(['admin']);
  await banner.getByRole('link', { name: 'How to start clean' }).click();
  await page.getByRole('button', { name: 'Remove the demo competition' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the demo competition?' });
  await expect(dialog).toContainText('demo staff accounts');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove the demo competition' }).click();
  await page
    .getByRole('dialog', { name: 'Remove the demo competition?' })
    .getByRole('button', { name: 'Remove the demo' })
    .click();
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Demo notice' })).toHaveCount(0);
});
