import fs from 'node:fs';
import { DEMO_COMPETITION_ID } from '../../src/shared/competition';
import { exportCompetition, serializeExport } from '../../src/server/export/export-competition';
import { expect, test } from './fixtures';

test('an admin downloads the demo from Settings and imports it back as a copy under a new id', async ({
  page,
  server,
  signInAs,
}, testInfo) => {
  await signInAs(['admin']);
  await page.goto('/admin/settings?tab=transfer');
  await expect(page.getByRole('heading', { name: 'Export this competition' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the export file' }).click();
  const file = testInfo.outputPath(`${DEMO_COMPETITION_ID}.json`);
  await (await download).saveAs(file);
  const { db } = server.ctx.database;
  expect(fs.readFileSync(file, 'utf8')).toBe(
    serializeExport(await exportCompetition(db, DEMO_COMPETITION_ID)),
  );

  // A broken file is refused with the path of its problem.
  const broken = testInfo.outputPath('broken.json');
  fs.writeFileSync(broken, JSON.stringify({ format: 'ballroom-competition-export', version: 99 }));
  await page.getByLabel('Export file').click();
  await page.locator('input[type="file"]').setInputFiles(broken);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('alert', { name: 'The file was not imported' })).toContainText(
    'First problem at version',
  );

  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    page.getByText(`A competition '${DEMO_COMPETITION_ID}' already exists`),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Import as a copy under a new id' })).toBeChecked();
  await page.getByRole('textbox', { name: 'New id' }).fill('demo-copy');
  await page.getByRole('button', { name: 'Import as a copy' }).click();
  const outcome = page.getByRole('status').filter({ hasText: "Imported 'demo-copy'" });
  await expect(outcome).toBeVisible();
  // The outcome takes the focus, so keyboard and screen-reader users land on it.
  await expect(page.locator(':focus')).toContainText("Imported 'demo-copy'");
  await expect(outcome).toContainText('have new access codes');
  await expect(outcome).toContainText('Set the chairman PIN again');

  // A taken new id is refused; replacing the file's own competition asks first.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('textbox', { name: 'New id' }).fill('demo-copy');
  await page.getByRole('button', { name: 'Import as a copy' }).click();
  await expect(page.getByRole('alert', { name: 'The file was not imported' })).toContainText(
    "A competition 'demo-copy' already exists",
  );
  await page.getByRole('radio', { name: `Replace '${DEMO_COMPETITION_ID}'` }).check();
  await page.getByRole('button', { name: 'Replace…' }).click();
  const dialog = page.getByRole('dialog', { name: `Replace '${DEMO_COMPETITION_ID}'?` });
  await expect(dialog).toContainText('This deletes for good');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  const copied = await db
    .selectFrom('events')
    .select('id')
    .where('competition_id', '=', 'demo-copy')
    .execute();
  const original = await db
    .selectFrom('events')
    .select('id')
    .where('competition_id', '=', DEMO_COMPETITION_ID)
    .execute();
  expect(copied.length).toBe(original.length);
});
