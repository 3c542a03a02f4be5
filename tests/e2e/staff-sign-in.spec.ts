import { createSignedInStaff } from '../../src/server/testing/staff-fixtures';
import { expect, test } from './fixtures';

const linkIn = (text: string) => /(http:\/\/\S+)/.exec(text)?.[1] ?? '';

test('the first visitor creates the organizer account, only while none exists', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/login?redirect=%2Fadmin');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Set up the staff area' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Create the first organizer account' });
  await form.getByLabel('Your name').fill('Hannah Lee');
  await form.getByLabel('Email').fill('hannah@example.test');
  await form.getByRole('textbox', { name: 'Password' }).fill('abc');
  await form.getByRole('button', { name: 'Create organizer account' }).click();
  await expect(form.getByText('Must be at least 6 characters')).toBeVisible();

  await form.getByRole('textbox', { name: 'Password' }).fill('a good long password');
  await form.getByRole('button', { name: 'Create organizer account' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Settings' }),
  ).toBeVisible();

  // Once an account exists the set-up is gone, for everyone.
  await page.context().clearCookies();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Create the first organizer account' })).toHaveCount(
    0,
  );
});

test('password sign-in returns to the deep admin path asked for, and sign-out ends the session', async ({
  page,
  server,
}) => {
  const organizer = await createSignedInStaff(server, ['admin'], {
    email: 'org@example.test',
    password: 'organizer pass',
  });
  await page.goto('/admin/settings?tab=pages');
  await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Fsettings%3Ftab%3Dpages');

  const form = page.getByRole('form', { name: 'Sign in with password' });
  await form.getByLabel('Email').fill(organizer.email);
  await form.getByRole('textbox', { name: 'Password' }).fill('wrong password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toHaveText(/do not match a staff account/);

  await form.getByRole('textbox', { name: 'Password' }).fill(organizer.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin/settings?tab=pages');
  await expect(page.getByRole('tab', { name: 'Pages', selected: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/admin');
  await expect(page).toHaveURL('/login?redirect=%2Fadmin');
});

test('every protected path, built or not yet, asks a signed-out visitor to sign in first', async ({
  page,
  server,
}) => {
  const organizer = await createSignedInStaff(server, ['admin']);
  await page.goto('/admin/competitors?q=x');
  await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Fcompetitors%3Fq%3Dx');
  // The print screens stand outside the staff frame, and are protected the same.
  await page.goto('/print-sheets?event=waltz');
  await expect(page).toHaveURL('/login?redirect=%2Fprint-sheets%3Fevent%3Dwaltz');
  await page.goto('/print-invoices');
  await expect(page).toHaveURL('/login?redirect=%2Fprint-invoices');

  const form = page.getByRole('form', { name: 'Sign in with password' });
  await form.getByLabel('Email').fill(organizer.email);
  await form.getByRole('textbox', { name: 'Password' }).fill(organizer.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/print-invoices');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
});

test('an email link from the dev outbox signs a scrutineer in; settings stay closed to them', async ({
  page,
  server,
  latestMailTo,
}) => {
  const scrutineer = await createSignedInStaff(server, ['scrutineer'], {
    email: 'grace@example.test',
  });
  await page.goto('/login?redirect=/admin');
  const form = page.getByRole('form', { name: 'Sign in with an email link' });
  await form.getByLabel('Email for a sign-in link').fill(scrutineer.email);
  await form.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(form.getByRole('status')).toContainText('a sign-in link is on its way');

  const mail = await latestMailTo(scrutineer.email);
  expect(mail?.subject).toBe('Your sign-in link');
  await page.goto(linkIn(mail?.text ?? ''));
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Staff' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);

  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  const api = await page.request.patch('/api/admin/competitions/demo-2026', {
    data: { fullName: 'Scrutineer was here' },
  });
  expect(api.status()).toBe(403);

  // The same link works only once.
  await page.context().clearCookies();
  await page.goto(linkIn(mail?.text ?? ''));
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin&error=INVALID_TOKEN/);
  await expect(page.getByRole('alert')).toContainText('expired or was already used');
});

test('a redirect to another site is refused: sign-in lands in the staff area instead', async ({
  page,
  server,
}) => {
  const organizer = await createSignedInStaff(server, ['admin'], {
    email: 'org2@example.test',
    password: 'organizer pass',
  });
  await page.goto('/login?redirect=https://evil.example/phish');
  await expect(
    page.getByRole('status').filter({ hasText: 'asked to continue to another site' }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign in with password' });
  await form.getByLabel('Email').fill(organizer.email);
  await form.getByRole('textbox', { name: 'Password' }).fill(organizer.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin');

  await page.goto('/login?redirect=//evil.example');
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/admin');
});

test('dot segments that resolve to another site are refused too, and sign-in says nothing about the network', async ({
  page,
  server,
}) => {
  const organizer = await createSignedInStaff(server, ['admin'], {
    email: 'org3@example.test',
    password: 'organizer pass',
  });
  await page.goto('/login?redirect=/.//evil.example/');
  await expect(
    page.getByRole('status').filter({ hasText: 'asked to continue to another site' }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign in with password' });
  await form.getByLabel('Email').fill(organizer.email);
  await form.getByRole('textbox', { name: 'Password' }).fill(organizer.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByText('Cannot reach the server')).toHaveCount(0);

  await page.goto('/login?redirect=/x/..//evil.example');
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/admin');
});

test('too many attempts: the screen says how long the server asks to wait', async ({
  page,
  server,
}) => {
  // An account exists, so the page offers password sign-in rather than set-up.
  await createSignedInStaff(server, ['admin']);
  await page.route('**/api/auth/sign-in/email', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '240', 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many failed sign-ins.' }),
    }),
  );
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in with password' });
  await form.getByLabel('Email').fill('someone@example.test');
  await form.getByRole('textbox', { name: 'Password' }).fill('whatever pass');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Too many attempts. Try again in 4 minutes, or ask for an email link.',
  );
});
