import { expect, test } from './fixtures';
import { chunkOf } from './support/build-manifest';

test('a metadata edit in settings appears on an open public page without reload, and is audited', async ({
  page,
  browser,
  server,
  signInAs,
}) => {
  // A visitor's page, in its own browser context (not signed in).
  const visitorContext = await browser.newContext({ baseURL: server.url });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await expect(visitor.getByTestId('competition-name')).toHaveText(
    'Riverside Ballroom Jam 2026 (Demo)',
  );
  await expect(visitor.getByRole('link', { name: 'See Results' })).toHaveCount(0);

  const organizer = await signInAs(['admin']);
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Competition details' });
  await form.getByLabel('Competition name').fill('Spring Ballroom Classic');
  await form.getByLabel('Primary colour').fill('#0b6e4f');
  await form.getByRole('switch', { name: /Show the results page/ }).check();
  await expect(form.getByLabel('Colour preview')).toContainText('readable');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(form.getByRole('status')).toContainText('Saved at');

  await expect(visitor.getByTestId('competition-name')).toHaveText('Spring Ballroom Classic');
  await expect(visitor.getByTestId('competition-name')).toHaveCSS('color', 'rgb(11, 110, 79)');
  await expect(visitor.getByRole('link', { name: 'See Results' })).toBeVisible();

  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByRole('region', { name: 'Change log' });
  await expect(log).toContainText(organizer.email);
  await expect(log).toContainText('Spring Ballroom Classic');
  await visitorContext.close();
});

test('a bad value is refused with the field named and nothing is saved', async ({
  page,
  signInAs,
}) => {
  await signInAs(['admin']);
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Competition details' });
  await form.getByLabel('Website').fill('not a url');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(form.getByText('Must be an http(s) URL')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Competition details' }).getByLabel('Website'),
  ).toHaveValue('https://example.org/ballroom-jam');
});

test('page text is edited as markdown with a preview, and shows on the public page', async ({
  page,
  signInAs,
}) => {
  await signInAs(['admin']);
  await page.goto('/admin/settings?tab=pages');
  await page.getByText('Venue', { exact: true }).click();
  const editor = page.getByRole('form', { name: 'Edit the Venue page' });
  await editor.getByLabel('Text (Markdown)').fill('## Main hall\n\nEnter by the **north door**.');
  await editor.getByRole('tab', { name: 'Preview' }).click();
  await expect(editor.getByRole('heading', { name: 'Main hall' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save page' }).click();
  await expect(editor.getByRole('status')).toContainText('Saved');
  await page.goto('/venue');
  await expect(page.getByRole('main')).toContainText('Enter by the north door.');
});

test('event settings switch on and off, and organizers can be added', async ({
  page,
  signInAs,
}) => {
  await signInAs(['admin']);
  await page.goto('/admin/settings?tab=events');
  const cascade = page.getByRole('switch', { name: 'Cascade check-in' });
  await expect(cascade).toBeChecked();
  await cascade.uncheck();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Cascade check-in' })).not.toBeChecked();

  await page.getByRole('tab', { name: 'Organizers' }).click();
  const add = page.getByRole('form', { name: 'Add an organizer' });
  await add.getByLabel('Name').fill('Priya Nair');
  await add.getByLabel('Title').fill('Volunteers');
  await add.getByRole('button', { name: 'Add organizer' }).click();
  await expect(page.getByRole('list', { name: 'Organizers' })).toContainText(
    'Priya Nair — Volunteers',
  );
});

test('an organizer invites a deck captain, whose sign-in link is in the outbox', async ({
  page,
  signInAs,
  latestMailTo,
}) => {
  await signInAs(['admin']);
  await page.goto('/admin/settings?tab=staff');
  const invite = page.getByRole('region', { name: 'Invite staff' });
  await invite.getByLabel('Name').fill('Tom Alvarez');
  await invite.getByLabel('Email').fill('tom@example.test');
  await invite.getByRole('checkbox', { name: 'Deck captain' }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toContainText('Invitation sent to tom@example.test');
  await expect(page.getByRole('region', { name: 'Staff', exact: true })).toContainText(
    'tom@example.test',
  );
  expect((await latestMailTo('tom@example.test'))?.subject).toBe('Your sign-in link');

  await page.getByRole('tab', { name: 'Mail outbox' }).click();
  await expect(page.getByRole('region', { name: 'Outbox' })).toContainText('tom@example.test');
  await expect(
    page.getByRole('region', { name: 'Outbox' }).getByRole('link', { name: /magic-link\/verify/ }),
  ).toBeVisible();
});

test('several switches flipped quickly all stay as set', async ({ page, signInAs }) => {
  await signInAs(['admin']);
  // Slow answers make the changes overlap, as on venue wifi.
  await page.route('**/settings/events', async (route) => {
    if (route.request().method() === 'PATCH')
      await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto('/admin/settings?tab=events');
  const names = [
    'Show schedule numbers',
    'Hide level icons',
    'Assign start times automatically',
    'Hide “Clear rounds”',
  ];
  let saved = 0;
  page.on('response', (response) => {
    if (response.request().method() === 'PATCH' && response.ok()) saved += 1;
  });
  for (const name of names) await page.getByRole('switch', { name }).check();
  for (const name of names) await expect(page.getByRole('switch', { name })).toBeChecked();
  await expect.poll(() => saved).toBe(names.length);
  await page.reload();
  for (const name of names) await expect(page.getByRole('switch', { name })).toBeChecked();
});

test('unsaved settings survive the reload the app makes after an upgrade, and can still be discarded', async ({
  page,
  signInAs,
}) => {
  await signInAs(['admin']);
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Competition details' });
  await form.getByLabel('Competition name').fill('Autumn Ballroom Classic');
  await form.getByLabel('Website').fill('https://autumn.example.org');

  // The next screen's code is gone (an upgrade): the app reloads there once, then shows the error.
  const officialsChunk = `**/${chunkOf('src/web/features/admin-officials/officials-screen.tsx')}`;
  await page.route(officialsChunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: 'Officials' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'This page could not be shown', level: 1 }),
  ).toBeVisible();
  await page.unroute(officialsChunk);

  await page.goBack();
  const formAgain = page.getByRole('form', { name: 'Competition details' });
  await expect(formAgain.getByLabel('Competition name')).toHaveValue('Autumn Ballroom Classic');
  await expect(formAgain.getByLabel('Website')).toHaveValue('https://autumn.example.org');
  // Still unsaved changes: discarding them shows what is saved.
  await formAgain.getByRole('button', { name: 'Discard changes' }).click();
  await expect(formAgain.getByLabel('Competition name')).toHaveValue(
    'Riverside Ballroom Jam 2026 (Demo)',
  );
  await expect(formAgain.getByLabel('Website')).toHaveValue('https://example.org/ballroom-jam');
});
