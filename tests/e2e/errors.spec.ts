import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { chunkOf } from './support/build-manifest';

/** The friendly error, as a person and a screen reader meet it. */
async function expectFriendlyError(page: Page, sentence: RegExp) {
  const heading = page.getByRole('heading', { name: 'This page could not be shown', level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByRole('alert')).toHaveText(sentence);
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  // Never the router's page for developers.
  await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
}

/** The body of the next error report the page sends to the server log. */
const nextReport = (page: Page) =>
  page
    .waitForRequest((request: Request) => request.url().endsWith('/api/client-errors'))
    .then((request) => request.postDataJSON() as Record<string, unknown>);

test('a screen whose code does not arrive reloads once, then shows the friendly error, whose Reload works', async ({
  page,
}) => {
  // The registration screen's chunk is missing, as after an upgrade replaced it.
  const registerChunk = `**/${chunkOf('src/web/features/registration/register-screen.tsx')}`;
  await page.route(registerChunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      documents.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Competitor Info');
  const report = nextReport(page);
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();

  // One automatic reload, at the screen asked for; the chunk fails again, so the error stays.
  await expectFriendlyError(page, /Part of this page did not arrive/);
  expect(documents).toEqual(['/', '/register']);
  expect(await report).toEqual(
    expect.objectContaining({ kind: 'code-load', route: '/register', message: expect.any(String) }),
  );

  await page.unroute(registerChunk);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: /^Register for /, level: 1 })).toBeVisible();
  expect(documents).toEqual(['/', '/register', '/register']);
});

test('what was typed into the registration form is still there after the app reloads itself', async ({
  page,
}) => {
  await page.goto('/register');
  const lead = page.getByRole('group', { name: 'Lead', exact: true });
  await lead.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
  await lead.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.test');

  // The next screen's code is gone (an upgrade): the app reloads there, then shows the error.
  const updateChunk = `**/${chunkOf('src/web/features/registration/update-entries-screen.tsx')}`;
  await page.route(updateChunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.getByRole('link', { name: 'Update entries' }).click();
  await expectFriendlyError(page, /Part of this page did not arrive/);
  await page.unroute(updateChunk);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Update entries', level: 1 })).toBeVisible();

  await page.goBack();
  const leadAgain = page.getByRole('group', { name: 'Lead', exact: true });
  await expect(leadAgain.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Ada Lovelace',
  );
  await expect(leadAgain.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    'ada@example.test',
  );
});

test('a screen that throws while drawing shows the friendly error and is reported, not the developer page', async ({
  page,
}) => {
  // The competitors screen sorts names with Intl.Collator. Here that browser API
  // throws, as a buggy or missing one would: the screen then fails while it
  // renders, the way any bug in a screen would, with no test-only code in the app.
  await page.addInitScript(() => {
    Object.defineProperty(Intl.Collator.prototype, 'compare', {
      get() {
        throw new Error('Intl.Collator is broken in this browser');
      },
    });
  });
  await page.goto('/competitors');
  await expect(page.getByRole('table', { name: 'Competitors' })).toBeVisible();
  const report = nextReport(page);
  await page.getByRole('button', { name: 'Name, click to sort ascending' }).click();

  await expectFriendlyError(page, /Something went wrong while showing this page/);
  expect(await report).toEqual(
    expect.objectContaining({
      kind: 'render',
      route: '/competitors',
      message: 'Intl.Collator is broken in this browser',
    }),
  );
  // Nothing of the address or the search goes with it.
  expect(Object.keys(await report).sort()).toEqual(['kind', 'message', 'route', 'stack']);

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Competitor Info');
});

test('an address nobody serves shows the not-found page, not an error', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(
    page.getByText(/Unexpected Application Error|This page could not be shown/),
  ).toHaveCount(0);
});
