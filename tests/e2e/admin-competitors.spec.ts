import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { RegistrationInfoSchema } from '../../src/shared/registration';
import { expect, test } from './fixtures';

/**
 * The organizers' competitors table and the registration settings, on the
 * seeded demo: leads are numbered from 100 and follows from 200; Chen Okafor
 * (no. 101, Northgate College) leads Dana Baker in one event; Keiko Kowalski
 * (no. 105) has two entries.
 */

const table = (page: Page) => page.getByRole('table', { name: 'Competitors' });
const row = (page: Page, name: string) =>
  table(page).getByTestId('competitor-row').filter({ hasText: name });
const numberCells = (page: Page) =>
  table(page).getByTestId('competitor-row').locator('td:first-child');

async function openAction(page: Page, name: string, action: 'Edit' | 'Delete') {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('an organizer sees the demo competitors, searches them and sorts by number', async ({
  page,
  signInAs,
}) => {
  await signInAs(['admin']);
  await page.goto('/admin/competitors');
  await expect(page.getByRole('heading', { name: 'Competitors', level: 1 })).toBeVisible();
  const chen = row(page, 'Chen Okafor');
  await expect(chen).toContainText('chen.okafor@example.org');
  await expect(chen).toContainText('Northgate College');
  const summary = page.getByRole('status').filter({ hasText: 'competitors' });
  await expect(summary).toHaveText(/^\d+ competitors, \d+ entries$/);
  const total = Number((await summary.textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(20);

  // Sorted by number by default, ascending; a click on the header reverses it.
  const numberHeader = table(page).getByRole('columnheader', { name: 'No. (number)' });
  await expect(numberHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(numberCells(page).first()).toHaveText('100');
  await numberHeader.getByRole('button').click();
  await expect(numberHeader).toHaveAttribute('aria-sort', 'descending');
  const numbers = (await numberCells(page).allTextContents()).map(Number);
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  expect(numbers).toHaveLength(total);

  // Search by name, email, school and number.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('chen okafor');
  await expect(summary).toHaveText(`Showing 1 of ${total} competitors`);
  await expect(table(page).getByTestId('competitor-row')).toHaveCount(1);
  await search.fill('dana.baker@');
  await expect(table(page).getByTestId('competitor-row')).toHaveText([/Dana Baker/]);
  await search.fill('101');
  await expect(numberCells(page)).toHaveText(['101']);
  // From the whole list, so the last search's rows (Chen, of Northgate) cannot pass for this one's.
  await search.fill('');
  await expect(numberCells(page)).toHaveCount(total);
  await search.fill('northgate');
  const rows = table(page).getByTestId('competitor-row');
  await expect(rows.filter({ hasNotText: 'Northgate College' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Northgate College');

  // A search that finds no one says so and offers the way back.
  await search.fill('nobody-by-this-name');
  await expect(page.getByText('No competitor matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(search).toHaveValue('');
  await expect(summary).toHaveText(new RegExp(`^${total} competitors, \\d+ entries$`));

  // The entries of a competitor open beneath their row.
  await row(page, 'Chen Okafor')
    .getByRole('button', { name: 'Show the 1 entry of Chen Okafor' })
    .click();
  const entries = page.getByRole('table', { name: 'Entries of Chen Okafor' });
  await expect(entries).toContainText('Lead');
  await expect(entries).toContainText('Dana Baker');
  await expect(entries).toContainText(/Early|Normal|Late|Pending/);
});

test('the table shows a new registration live, without reload', async ({
  page,
  browser,
  server,
  signInAs,
}) => {
  await signInAs(['admin']);
  await page.goto('/admin/competitors');
  await expect(row(page, 'Chen Okafor')).toBeVisible();
  await expect(row(page, 'Priya Raman')).toHaveCount(0);

  // A couple registers on the public site, from a browser of their own.
  const dancerContext = await browser.newContext({ baseURL: server.url });
  const dancer = (name: string, email: string) => ({
    name,
    email,
    affiliation: 'Harbor State University',
    ageCategory: 'Adult',
    standardLevel: 'Newcomer',
  });
  const response = await dancerContext.request.post('/api/competitions/demo-2026/registrations', {
    data: {
      lead: dancer('Priya Raman', 'priya.raman@example.test'),
      follow: dancer('Tomas Berg', 'tomas.berg@example.test'),
      eventIds: ['demo-2026-event-1'],
      acceptRelease: true,
      acceptMedia: true,
    },
  });
  expect(response.status()).toBe(201);
  await dancerContext.close();

  const priya = row(page, 'Priya Raman');
  await expect(priya).toContainText('priya.raman@example.test');
  await expect(priya).toContainText('Harbor State University');
  await expect(row(page, 'Tomas Berg')).toBeVisible();
});

test('an edit of name and school shows on an open public page without reload; a taken number is refused', async ({
  page,
  browser,
  server,
  signInAs,
}) => {
  const visitorContext = await browser.newContext({ baseURL: server.url });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/competitors/demo-2026-competitor-3');
  await expect(visitor.getByRole('heading', { name: 'Chen Okafor', level: 1 })).toBeVisible();

  await signInAs(['admin']);
  await page.goto('/admin/competitors');
  await openAction(page, 'Chen Okafor', 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit Chen Okafor' });
  await expect(dialog.getByLabel('Number')).toHaveValue('101');

  // A number another competitor holds: refused beside the field, with what was typed kept.
  await dialog.getByLabel('Number').fill('100');
  await dialog.getByLabel('Name').fill('Chen Okafor-Lind');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Number 100 already belongs to Alex Adams');
  await expect(dialog.getByLabel('Number')).toHaveValue('100');
  await expect(dialog.getByLabel('Name')).toHaveValue('Chen Okafor-Lind');

  await dialog.getByLabel('Number').fill('101');
  await dialog.getByRole('combobox', { name: 'School or club' }).fill('Summit College');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Chen Okafor-Lind')).toContainText('Summit College');

  await expect(visitor.getByRole('heading', { name: 'Chen Okafor-Lind', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('main')).toContainText('Summit College');
  await visitorContext.close();
});

test('an organizer withdraws one entry after confirming', async ({ page, signInAs }) => {
  await signInAs(['admin']);
  await page.goto('/admin/competitors');
  const keiko = row(page, 'Keiko Kowalski');
  await keiko.getByRole('button', { name: 'Show the 2 entries of Keiko Kowalski' }).click();
  const entries = page.getByRole('table', { name: 'Entries of Keiko Kowalski' });
  const first = entries.getByTestId('entry-row').first();
  await expect(first.locator('td').first()).not.toBeEmpty();
  const eventName = (await first.locator('td').first().textContent()) ?? '';
  expect(eventName).not.toBe('');

  // Cancel first: nothing changes.
  await first.getByRole('button', { name: `Withdraw Keiko Kowalski from ${eventName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Withdraw from ${eventName}?` });
  await expect(dialog).toContainText(`will no longer dance in ${eventName}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(entries.getByTestId('entry-row')).toHaveCount(2);
  // Cancelled, focus returns to the button that opened the dialog.
  await expect(
    first.getByRole('button', { name: `Withdraw Keiko Kowalski from ${eventName}` }),
  ).toBeFocused();

  await first.getByRole('button', { name: `Withdraw Keiko Kowalski from ${eventName}` }).click();
  await dialog.getByRole('button', { name: 'Withdraw entry' }).click();
  await expect(dialog).toBeHidden();
  // The Withdraw button went with its row: focus is on the heading, not lost.
  await expect(page.getByRole('heading', { name: 'Competitors', level: 1 })).toBeFocused();
  await expect(
    keiko.getByRole('button', { name: 'Hide the 1 entry of Keiko Kowalski' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Entries of Keiko Kowalski' })).not.toContainText(
    eventName,
  );
});

test('an organizer deletes a competitor after being told how many entries go with them', async ({
  page,
  signInAs,
}) => {
  await signInAs(['admin']);
  await page.goto('/admin/competitors');
  await openAction(page, 'Chen Okafor', 'Delete');
  const dialog = page.getByRole('dialog', { name: 'Delete Chen Okafor?' });
  await expect(dialog).toContainText('with 1 entry');
  await dialog.getByRole('button', { name: 'Delete them and 1 entry' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Chen Okafor')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Competitors', level: 1 })).toBeFocused();

  const response = await page.request.get(
    '/api/competitions/demo-2026/competitors/demo-2026-competitor-3',
  );
  expect(response.status()).toBe(404);
});

test('the CSV download has a header row and the demo entries', async ({ page, signInAs }) => {
  await signInAs(['admin']);
  await page.goto('/admin/competitors');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const [header = '', ...lines] = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
  for (const column of ['Event', 'Lead number', 'Lead', 'Follow', 'School', 'Phase']) {
    expect(header.split(',')).toContain(column);
  }
  expect(lines.some((line) => line.includes('Chen Okafor') && line.includes('Dana Baker'))).toBe(
    true,
  );
});

test('staff without the organizer role are refused, on screen and by the API', async ({
  page,
  signInAs,
}) => {
  await signInAs(['mc']);
  await page.goto('/admin/competitors');
  await expect(page.getByRole('alert')).toContainText(
    'Your staff role does not include this screen',
  );
  await expect(table(page)).toHaveCount(0);
  const response = await page.request.get('/api/admin/competitions/demo-2026/competitors');
  expect(response.status()).toBe(403);
  const csv = await page.request.get('/api/admin/competitions/demo-2026/competitors.csv');
  expect(csv.status()).toBe(403);
});

test('registration settings save schools and fees, which the public registration info returns', async ({
  page,
  signInAs,
}) => {
  await signInAs(['admin']);
  await page.goto('/admin/settings?tab=registration');
  const form = page.getByRole('form', { name: 'Registration settings' });
  const schools = form.getByLabel('Schools and clubs, one per line');
  await expect(schools).toHaveValue(/Northgate College/);
  const before = await schools.inputValue();

  // A repeated name is refused before anything is sent.
  await schools.fill(`${before}\nnorthgate college`);
  await form.getByRole('button', { name: 'Save registration settings' }).click();
  await expect(form.getByText('Listed twice: northgate college')).toBeVisible();

  await schools.fill(`${before}\nLakeview Dance Society\nOther`);
  await expect(form.getByText(/^\d+ names listed, plus Other$/)).toHaveText(
    `${before.split('\n').length + 1} names listed, plus Other`,
  );
  await form.getByLabel('Late: per entry').fill('17.5');
  await form.getByLabel('Early: per competitor').fill('22');
  // 2 competitors × $35.00 + 3 entries × $17.50
  await expect(form.getByTestId('preview-total-Late')).toHaveText('$122.50');
  await form.getByRole('button', { name: 'Save registration settings' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Saved at' })).toBeVisible();
  await expect(form.getByLabel('Late: per entry')).toHaveValue('$17.50');

  const response = await page.request.get('/api/competitions/demo-2026/registration');
  expect(response.ok()).toBe(true);
  const info = RegistrationInfoSchema.parse(await response.json());
  expect(info.affiliations).toContain('Lakeview Dance Society');
  expect(info.affiliations).not.toContain('Other');
  expect(info.fees.Late.perEntry).toBe(1750);
  expect(info.fees.Early.perCompetitor).toBe(2200);

  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Registration settings' }).getByLabel('Late: per entry'),
  ).toHaveValue('$17.50');
});
