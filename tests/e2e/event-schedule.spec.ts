import { DEMO_COMPETITION_ID } from '../../src/server/seed/seed-demo';
import { SYSTEM_ACTOR } from '../../src/server/services/audit-log';
import {
  updateCompetition,
  updateEventSettings,
} from '../../src/server/services/competition-service';
import { expect, test } from './fixtures';

test('generate, add, shift, skip and delete rounds; a second open browser follows without reload', async ({
  page,
  browser,
  server,
  signInAs,
}) => {
  await updateCompetition(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
    startDate: '2027-01-02',
  });
  await updateEventSettings(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
    autoAssignTimes: true,
    showScheduleIndex: true,
  });
  await signInAs(['admin']);
  await page.goto('/admin/eventschedule');
  await expect(page.getByText('No rounds yet.')).toBeVisible();

  const watcherContext = await browser.newContext({
    baseURL: server.url,
    storageState: await page.context().storageState(),
  });
  const watcher = await watcherContext.newPage();
  await watcher.goto('/admin/eventschedule');
  await expect(watcher.getByText('No rounds yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Generate rounds' }).click();
  const table = page.getByRole('table', { name: 'Schedule' });
  const watched = watcher.getByRole('table', { name: 'Schedule' });
  await expect(
    table.getByRole('row', { name: /Newcomer Latin Cha Cha Quarter-Final/ }),
  ).toContainText('16');
  await expect(
    watched.getByRole('row', { name: /Newcomer Latin Cha Cha Quarter-Final/ }),
  ).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('09:00');

  const rowsBefore = await table.getByRole('row').count();
  const addBeforeFinal = page.getByRole('button', {
    name: 'Add round before Newcomer Latin Cha Cha Final',
  });
  // Sighted organizers read where the round goes too, not only screen reader users.
  await expect(addBeforeFinal).toHaveText('Add round before');
  await addBeforeFinal.click();
  await expect(table.getByRole('row')).toHaveCount(rowsBefore + 1);
  await expect(watched.getByRole('row')).toHaveCount(rowsBefore + 1);
  await expect(table.getByRole('row', { name: /Newcomer Latin Cha Cha 1\/8-Final/ })).toContainText(
    '16',
  );

  const firstRow = table.getByRole('row').nth(1);
  const firstEvent = (await firstRow.getByRole('cell').nth(1).innerText()).trim();
  const firstRound = (await firstRow.getByRole('cell').nth(2).innerText()).trim();
  await page
    .getByRole('button', { name: `Move ${firstEvent.replace(/^\S+\s/, '')} ${firstRound} later` })
    .click();
  await expect(table.getByRole('row').nth(2)).toContainText(firstRound);
  await expect(watched.getByRole('row').nth(2)).toContainText(firstRound);

  await page.getByRole('button', { name: 'Skip Newcomer Latin Cha Cha 1/8-Final' }).click();
  await expect(table.getByRole('row', { name: /Newcomer Latin Cha Cha 1\/8-Final/ })).toContainText(
    'Skipped',
  );
  await expect(
    table.getByRole('row', { name: /Newcomer Latin Cha Cha Quarter-Final/ }),
  ).toContainText('16');

  await page.getByRole('button', { name: 'Delete Newcomer Latin Cha Cha 1/8-Final' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete round' }).click();
  await expect(table.getByRole('row', { name: /Newcomer Latin Cha Cha 1\/8-Final/ })).toHaveCount(
    0,
  );
  await expect(watched.getByRole('row', { name: /Newcomer Latin Cha Cha 1\/8-Final/ })).toHaveCount(
    0,
  );
  await watcherContext.close();
});

test('settings hide the generate and clear buttons, and level icons', async ({
  page,
  server,
  signInAs,
}) => {
  await updateEventSettings(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
    hideGenerateRoundsButton: true,
    hideClearRoundsButton: true,
    hideLevelIcons: true,
  });
  await signInAs(['admin']);
  await page.goto('/admin/eventschedule');
  await expect(page.getByRole('heading', { name: 'Event schedule' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate rounds' })).toHaveCount(0);
  await updateEventSettings(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
    hideGenerateRoundsButton: false,
  });
  await expect(page.getByRole('button', { name: 'Generate rounds' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate rounds' }).click();
  await expect(page.getByRole('table', { name: 'Schedule' })).toBeVisible();
  await expect(page.getByLabel(/^Level /)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear rounds' })).toHaveCount(0);
});

test('a round’s recall size and heats are edited; a negative number is not accepted and 0 is kept as 1', async ({
  page,
  signInAs,
}) => {
  await signInAs(['admin']);
  await page.goto('/admin/eventschedule');
  await page.getByRole('button', { name: 'Generate rounds' }).click();
  await page.getByRole('button', { name: 'Edit Newcomer Latin Cha Cha Quarter-Final' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Newcomer Latin Cha Cha Quarter-Final' });
  // The field itself will not hold a negative number (the server refuses one too).
  await dialog.getByRole('textbox', { name: 'Recall size' }).fill('-4');
  await dialog.getByRole('textbox', { name: 'Heats' }).focus();
  await expect(dialog.getByRole('textbox', { name: 'Recall size' })).toHaveValue('0');
  await dialog.getByRole('textbox', { name: 'Heats' }).fill('3');
  await dialog.getByRole('button', { name: 'Save round' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Newcomer Latin Cha Cha Quarter-Final/ });
  // Couples, heats, recall.
  await expect(row.getByRole('cell').nth(4)).toHaveText('3');
  await expect(row.getByRole('cell').nth(5)).toHaveText('1');
});

test('changing when the day starts moves every planned time, on every open screen', async ({
  page,
  browser,
  server,
  signInAs,
}) => {
  await updateCompetition(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
    startDate: '2027-01-02',
  });
  await updateEventSettings(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
    autoAssignTimes: true,
  });
  await signInAs(['admin']);
  await page.goto('/admin/eventschedule');
  await page.getByRole('button', { name: 'Generate rounds' }).click();
  const firstPlanned = (p: typeof page) =>
    p.getByRole('table', { name: 'Schedule' }).getByRole('row').nth(1).getByRole('cell').nth(6);
  await expect(firstPlanned(page)).toHaveText('09:00');

  const other = await browser.newContext({
    baseURL: server.url,
    storageState: await page.context().storageState(),
  });
  const watcher = await other.newPage();
  await watcher.goto('/admin/eventschedule');
  await expect(firstPlanned(watcher)).toHaveText('09:00');

  const timing = page.getByRole('form', { name: 'Schedule timing' });
  await timing.getByLabel('Day starts at').fill('10:15');
  await timing.getByRole('button', { name: 'Save timing' }).click();
  await expect(firstPlanned(page)).toHaveText('10:15');
  await expect(firstPlanned(watcher)).toHaveText('10:15');
  await other.close();
});

test('a walk-on couple joins a round as #9999, checked in, once', async ({ page, signInAs }) => {
  await signInAs(['admin']);
  await page.goto('/admin/eventschedule');
  await page.getByRole('button', { name: 'Generate rounds' }).click();
  const row = page.getByRole('row', { name: /Gold Rhythm Cha Cha\/Rumba\/Swing Final/ });
  await expect(row.getByRole('cell').nth(3)).toHaveText('6');
  await page.getByRole('button', { name: 'Edit Gold Rhythm Cha Cha/Rumba/Swing Final' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Gold Rhythm Cha Cha/Rumba/Swing Final' });
  await dialog.getByRole('button', { name: 'Add walk-on couple (#9999)' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Walk-on couple #9999 added and checked in.');
  await expect(dialog.getByRole('button', { name: 'Add walk-on couple (#9999)' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('walk-on.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // The schedule counts the walk-on couple; the public entries list does not show the placeholder.
  await expect(row.getByRole('cell').nth(3)).toHaveText('7');
  await page.goto('/entries');
  await expect(page.getByText('Gold Rhythm Cha Cha/Rumba/Swing')).toBeVisible();
  await expect(page.getByText('dummy')).toHaveCount(0);
});
