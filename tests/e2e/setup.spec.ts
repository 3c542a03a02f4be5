import { expect, test } from './fixtures';

test('an organizer creates events in bulk, adds and edits one, and deletes with a confirmation that names the loss', async ({
  page,
  signInAs,
}) => {
  await signInAs(['admin']);
  await page.goto('/admin/setup');
  const table = page.getByRole('table', { name: 'Events' });
  await expect(table.getByRole('row')).toHaveCount(8); // header + 7 demo events

  const grid = page.getByRole('form', { name: 'Create many events' });
  await grid.getByRole('combobox', { name: 'Styles' }).click({ force: true });
  await page.getByRole('option', { name: 'Smooth' }).click();
  await page.keyboard.press('Escape');
  await grid.getByRole('combobox', { name: 'Levels' }).click({ force: true });
  await page.getByRole('option', { name: 'Silver' }).click();
  await page.getByRole('option', { name: 'Gold' }).click();
  await page.keyboard.press('Escape');
  await expect(grid).toContainText('Will create 2 events: Silver Smooth, Gold Smooth');
  await grid.getByRole('button', { name: 'Create 2 events' }).click();
  await expect(grid.getByRole('status')).toHaveText('Created 2 events.');
  await expect(table.getByRole('row')).toHaveCount(10);
  await expect(table).toContainText('Gold Smooth');

  await page.getByRole('button', { name: 'Add an event' }).click();
  const add = page.getByRole('dialog', { name: 'Add an event' });
  await add.getByLabel('Style', { exact: true }).click();
  await page.getByRole('option', { name: 'Latin' }).click();
  await add.getByRole('combobox', { name: 'Dances' }).click({ force: true });
  await page.getByRole('option', { name: 'Rumba' }).click();
  await page.keyboard.press('Escape');
  await add.getByRole('textbox', { name: 'Name' }).fill('Bronze Latin Rumba');
  await add.getByRole('button', { name: 'Add event' }).click();
  await expect(add).toBeHidden();
  await expect(table).toContainText('Bronze Latin Rumba');

  // A duplicate name is refused with the reason, and the dialog keeps what was typed.
  await page.getByRole('button', { name: 'Edit Gold Smooth' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Gold Smooth' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('Silver Smooth');
  await edit.getByRole('button', { name: 'Save event' }).click();
  await expect(edit.getByRole('alert')).toContainText(
    "An event called 'Silver Smooth' already exists.",
  );
  // The refusal names the field (its path), so the name is marked too.
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  await edit.getByRole('textbox', { name: 'Name' }).fill('Gold Smooth Championship');
  await edit.getByRole('button', { name: 'Save event' }).click();
  await expect(edit).toBeHidden();
  await expect(table).toContainText('Gold Smooth Championship');

  await page.getByRole('button', { name: 'Delete Newcomer Standard Waltz' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Newcomer Standard Waltz?' });
  await confirm.getByRole('button', { name: 'Delete event' }).click();
  await expect(confirm.getByRole('alert')).toContainText('14 entries');
  await confirm.getByRole('button', { name: 'Delete event and its data' }).click();
  await expect(confirm).toBeHidden();
  await expect(table).not.toContainText('Newcomer Standard Waltz');
});

test('an organizer picks 3 of the 5 judges for an event, then goes back to all judges', async ({
  page,
  signInAs,
}) => {
  await signInAs(['admin']);
  await page.goto('/admin/setup');
  const table = page.getByRole('table', { name: 'Events' });
  const row = table.getByRole('row').filter({ hasText: 'Newcomer Standard Waltz' });
  await expect(row).toContainText('All (5)');

  await row.getByRole('button', { name: 'Judges for Newcomer Standard Waltz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Judges for Newcomer Standard Waltz' });
  const allJudges = dialog.getByRole('switch', { name: 'All judges (default)' });
  await expect(allJudges).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Kenji Watanabe' })).toBeDisabled();
  await allJudges.click({ force: true });
  await dialog.getByRole('checkbox', { name: 'Kenji Watanabe' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Laura Pellegrini' }).uncheck();
  await dialog.getByRole('button', { name: 'Save panel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('3 of 5');

  // The panel is stored: it survives a reload, and the dialog shows who was chosen.
  await page.reload();
  await expect(row).toContainText('3 of 5');
  await row.getByRole('button', { name: 'Judges for Newcomer Standard Waltz' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Margaret Ellison' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Kenji Watanabe' })).not.toBeChecked();
  await dialog.getByRole('switch', { name: 'All judges (default)' }).click({ force: true });
  await dialog.getByRole('button', { name: 'Save panel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('All (5)');
});

test('the events screen is for organizers only', async ({ page, signInAs }) => {
  await signInAs(['deckCaptain']);
  await page.goto('/admin/setup');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  const api = await page.request.post('/api/admin/competitions/demo-2026/events/grid', {
    data: { styles: ['Latin'], levels: ['Gold'], ageCategories: [] },
  });
  expect(api.status()).toBe(403);
});
