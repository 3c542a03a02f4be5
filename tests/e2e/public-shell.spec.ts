import { DEMO_COMPETITION_ID } from '../../src/server/seed/seed-demo';
import { updateCompetition, updatePage } from '../../src/server/services/competition-service';
import { expect, test } from './fixtures';
import { SYSTEM_ACTOR } from '../../src/server/services/audit-log';

const DEMO_NAME = 'Riverside Ballroom Jam 2026 (Demo)';
const DEMO_COLOR_RGB = 'rgb(123, 31, 162)'; // #7b1fa2

test('home page shows the demo competition name in its colour, with landmarks', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  const name = banner.getByTestId('competition-name');
  await expect(name).toHaveText(DEMO_NAME);
  await expect(name).toHaveCSS('color', DEMO_COLOR_RGB);
  await expect(banner.getByRole('link', { name: 'Register' })).toHaveCSS(
    'background-color',
    DEMO_COLOR_RGB,
  );
  await expect(banner.getByRole('link', { name: 'See Results' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Competitor Info');
  // The same deadline wording as the register form: closing takes effect as the day begins.
  await expect(page.getByRole('region', { name: 'Key dates' })).toContainText(
    /Registration closes: when \w{3}, \w+ \d{1,2}, \d{4} begins/,
  );
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(banner).toHaveCSS('position', 'fixed');
});

test('the top bar says Loading... until the metadata arrives', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/competitions/${DEMO_COMPETITION_ID}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByTestId('competition-name')).toHaveText('Loading...');
  release();
  await expect(page.getByTestId('competition-name')).toHaveText(DEMO_NAME);
});

test('a metadata change shows on an already open page without reload', async ({ page, server }) => {
  await page.goto('/rules');
  await expect(page.getByTestId('competition-name')).toHaveText(DEMO_NAME);
  // A marker on window survives only if the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));

  await updateCompetition(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
    fullName: 'Renamed Live Classic',
    primaryColor: '#0b6e4f',
    resultsPageShown: true,
  });
  await expect(page.getByTestId('competition-name')).toHaveText('Renamed Live Classic');
  await expect(page.getByTestId('competition-name')).toHaveCSS('color', 'rgb(11, 110, 79)');
  await expect(page.getByRole('banner').getByRole('link', { name: 'See Results' })).toBeVisible();

  await updatePage(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, 'rules', {
    bodyMarkdown: 'Partners must **bow** first.',
  });
  await expect(page.getByRole('main')).toContainText('Partners must bow first.');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'still here',
  );
});

test('top navigation opens each info page and scrolls to the top', async ({ page }) => {
  // Short enough that every info page scrolls.
  await page.setViewportSize({ width: 1280, height: 260 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, path, title] of [
    ['Details', '/details', 'Details'],
    ['Rules', '/rules', 'Rules'],
    ['Venue', '/venue', 'Venue'],
    ['Contact', '/contact', 'Contact'],
    ['About', '/about', 'About'],
    ['Home', '/', 'Competitor Info'],
  ] as const) {
    const scrollDown = () =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      });
    await expect.poll(scrollDown).toBeGreaterThan(0);
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
});

test('info pages render organizer markdown sanitized, without raw HTML', async ({
  page,
  server,
}) => {
  await updatePage(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, 'contact', {
    bodyMarkdown:
      'Write to us.\n\n<script>window.pwned = true</script><img src=x onerror="window.pwned=true">\n\n[mail](javascript:alert(1))',
  });
  await page.goto('/contact');
  await expect(page.getByRole('main')).toContainText('Write to us.');
  await expect(page.locator('main script, main img')).toHaveCount(0);
  await expect(page.getByRole('main').getByText('mail', { exact: true })).toBeVisible();
  await expect(page.locator('main [href^="javascript"]')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned),
  ).toBeUndefined();
});

test('footer links to the socials with the Instagram @ stripped, powered-by line and chat', async ({
  page,
}) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Website' })).toHaveAttribute(
    'href',
    'https://example.org/ballroom-jam',
  );
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    /facebook\.com/,
  );
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://instagram.com/riversideballroomjam',
  );
  await expect(footer).toContainText('Powered by');
  await expect(footer.getByRole('link', { name: /community chat/i })).toBeVisible();
});

test('on a phone the navigation collapses into a menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  const burger = page.getByRole('button', { name: 'Open menu' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Venue' }).click();
  await expect(page).toHaveURL('/venue');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Venue');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('a path without a screen shows the not-found page, with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Go to the competition home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Competitor Info');
});
