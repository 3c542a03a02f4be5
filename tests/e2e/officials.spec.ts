import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A 1×1 PNG, written to a temporary file so the browser can pick it like a real upload. */
const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function writeTempFile(name: string, contents: Buffer | string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'officials-e2e-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, contents);
  return file;
}

async function pickFile(page: Page, button: ReturnType<Page['getByRole']>, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

const officialRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Officials' }).getByRole('row').filter({ hasText: name });

test('an organizer adds a judge with a code and a photo, and the About page shows them live', async ({
  page,
  browser,
  server,
  signInAs,
}) => {
  // A visitor already reading the About page, in a browser context of their own.
  const visitorContext = await browser.newContext({ baseURL: server.url });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/about');
  const publicOfficials = visitor.getByRole('region', { name: 'Officials' });
  await expect(publicOfficials).toContainText('Margaret Ellison');

  await signInAs(['admin']);
  await page.goto('/admin/officials');
  await expect(page.getByRole('heading', { name: 'Officials', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add official' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an official' });
  await dialog.getByLabel('Name').fill('Beatrix Holm');
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('Judge');
  await expect(dialog).toContainText('Judges get a 7-character access code when you save.');
  await dialog.getByLabel('Bio').fill('Ten-dance champion turned adjudicator.');
  await dialog.getByRole('button', { name: 'Add official' }).click();
  await expect(dialog).toBeHidden();

  const row = officialRow(page, 'Beatrix Holm');
  await expect(row.getByTestId('access-code')).toHaveText(/^[A-Z0-9!@#$%&]{7}$/);
  await expect(row).toContainText('Ten-dance champion turned adjudicator.');

  const png = writeTempFile('beatrix.png', Buffer.from(TINY_PNG_BASE64, 'base64'));
  await pickFile(page, row.getByRole('button', { name: 'Upload photo of Beatrix Holm' }), png);
  await expect(row.getByRole('img', { name: 'Photo of Beatrix Holm' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Replace photo of Beatrix Holm' })).toBeVisible();

  // The visitor's page follows without a reload: name, role, bio and photo.
  const card = publicOfficials.getByRole('listitem').filter({ hasText: 'Beatrix Holm' });
  await expect(card).toContainText('Judge');
  await expect(card).toContainText('Ten-dance champion turned adjudicator.');
  const photo = card.getByRole('img', { name: 'Photo of Beatrix Holm' });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await expect(photo).toHaveJSProperty('naturalWidth', 1);
  const judges = publicOfficials.getByRole('list', { name: 'Judges' });
  await expect(judges).toContainText('Beatrix Holm');
  await expect(judges).not.toContainText('Peter Novak');
  // Access codes are for organizers only.
  const accessCode = row.getByTestId('access-code');
  await expect(accessCode).toHaveText(/^[A-Z0-9!@#$%&]{7}$/);
  const code = (await accessCode.textContent()) ?? '';
  await expect(visitor.locator('body')).not.toContainText(code);

  await row.getByRole('button', { name: 'Remove photo of Beatrix Holm' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the photo of Beatrix Holm?' });
  await confirm.getByRole('button', { name: 'Remove photo' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByRole('img', { name: 'Photo of Beatrix Holm' })).toHaveCount(0);
  await expect(photo).toHaveCount(0);
  await visitorContext.close();
});

test('a new code and a deletion are confirmed first, naming the official', async ({
  page,
  signInAs,
}) => {
  await signInAs(['admin']);
  await page.goto('/admin/officials');
  const row = officialRow(page, 'Margaret Ellison');
  const code = row.getByTestId('access-code');
  await expect(code).toHaveText(/^[A-Z0-9!@#$%&]{7}$/);
  const before = (await code.textContent()) ?? '';

  await row.getByRole('button', { name: 'New code for Margaret Ellison' }).click();
  const confirmCode = page.getByRole('dialog', { name: 'New access code for Margaret Ellison?' });
  await expect(confirmCode).toContainText(`The current code ${before} stops working at once.`);
  await confirmCode.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmCode).toBeHidden();
  await expect(code).toHaveText(before);

  await row.getByRole('button', { name: 'New code for Margaret Ellison' }).click();
  await confirmCode.getByRole('button', { name: 'Create new code' }).click();
  await expect(confirmCode).toBeHidden();
  await expect(code).not.toHaveText(before);
  await expect(code).toHaveText(/^[A-Z0-9!@#$%&]{7}$/);

  await officialRow(page, 'Grace Kim').getByRole('button', { name: 'Delete Grace Kim' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete Grace Kim?' });
  await expect(confirmDelete).toContainText('Grace Kim (Scrutineer) will be removed');
  await confirmDelete.getByRole('button', { name: 'Delete Grace Kim' }).click();
  await expect(confirmDelete).toBeHidden();
  await expect(officialRow(page, 'Grace Kim')).toHaveCount(0);
});

test('a judge who becomes a free-text role loses the code; bad files are refused before upload', async ({
  page,
  signInAs,
}) => {
  await signInAs(['admin']);
  await page.goto('/admin/officials');
  const row = officialRow(page, 'Kenji Watanabe');
  await row.getByRole('button', { name: 'Edit Kenji Watanabe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Kenji Watanabe' });
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Other' }).click();
  await dialog.getByLabel('Role name').fill('Photographer');
  await expect(dialog).toContainText('stops working when you save');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Photographer');
  await expect(row.getByTestId('access-code')).toHaveCount(0);
  await expect(row).toContainText('Judges only');

  const upload = row.getByRole('button', { name: 'Upload photo of Kenji Watanabe' });
  await pickFile(page, upload, writeTempFile('kenji.gif', 'GIF89a'));
  await expect(row.getByRole('alert')).toHaveText('The photo must be a JPEG, PNG or WebP image.');
  await pickFile(page, upload, writeTempFile('huge.png', Buffer.alloc(2 * 1024 * 1024 + 1)));
  await expect(row.getByRole('alert')).toContainText('The photo must be at most 2 MB');
  await expect(row.getByRole('img', { name: 'Photo of Kenji Watanabe' })).toHaveCount(0);
});

test('staff without the organizer role cannot open the officials screen', async ({
  page,
  signInAs,
}) => {
  await signInAs(['scrutineer']);
  await page.goto('/admin/officials');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Officials' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Officials' }),
  ).toHaveCount(0);
});
