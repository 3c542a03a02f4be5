import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { RunningServer } from '../../src/server/server';
import { findFreePort } from '../../src/server/http/free-port';
import { createTestDatabase } from '../../src/server/testing/test-database';
import type { TestDatabase } from '../../src/server/testing/test-database';
import { startTestServer } from '../../src/server/testing/test-server';
import { startOidcProvider } from './support/oidc-provider';
import type { TestOidcProvider } from './support/oidc-provider';

// This suite needs a server configured for OpenID Connect, so it starts its own
// server and a real local provider instead of using the shared fixture.
const test = base;
let database: TestDatabase;
let server: RunningServer;
let provider: TestOidcProvider;

test.beforeAll(async () => {
  const [serverPort, providerPort] = [await findFreePort(), await findFreePort()];
  const serverUrl = `http://127.0.0.1:${serverPort}`;
  provider = await startOidcProvider({
    port: providerPort,
    clientId: 'competition-site',
    clientSecret: 'test-client-secret',
    redirectUri: `${serverUrl}/api/auth/callback/oidc`,
  });
  database = await createTestDatabase();
  server = await startTestServer(database, {
    port: serverPort,
    webDir: path.resolve('dist'),
    oidc: {
      issuer: provider.issuer,
      clientId: 'competition-site',
      clientSecret: 'test-client-secret',
      name: 'Test Identity',
    },
  });
  // An invited chairman; single sign-on signs in existing staff only.
  const auth = await server.ctx.auth.$context;
  const user = await auth.internalAdapter.createUser(
    { name: 'Peter Novak', email: 'peter@example.test', emailVerified: false },
    { method: 'admin' },
  );
  await server.ctx.database.db
    .insertInto('staff_roles')
    .values({ user_id: user.id, role: 'chairman' })
    .execute();
});

test.afterAll(async () => {
  await server.close();
  await provider.close();
  await database.drop();
});

/** Signs in at the provider, gives consent if it asks, and waits for `landing` back on our site. */
async function signInAtProvider(page: Page, login: string, landing: Locator) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // The provider asks for consent only where this client has no grant yet: wait
  // for whichever page comes, since a read right after the click may be too early.
  const consent = page.getByRole('button', { name: 'Continue', exact: true });
  await expect(consent.or(landing)).toBeVisible();
  if (await consent.isVisible()) await consent.click();
  await expect(landing).toBeVisible();
}

test('an invited staff member signs in through the OpenID Connect provider and returns to the page asked for', async ({
  page,
}) => {
  await page.goto(`${server.url}/admin`);
  await expect(page).toHaveURL(`${server.url}/login?redirect=%2Fadmin`);
  await page.getByRole('button', { name: 'Sign in with Test Identity' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
  await signInAtProvider(
    page,
    'peter@example.test',
    page.getByRole('heading', { name: 'Dashboard' }),
  );
  await expect(page).toHaveURL(`${server.url}/admin`);
  await expect(page.getByRole('navigation', { name: 'Staff' })).toContainText('Chairman of judges');
});

test('someone without a staff account is turned away with a clear message', async ({ page }) => {
  await page.goto(`${server.url}/login?redirect=/admin`);
  await page.getByRole('button', { name: 'Sign in with Test Identity' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'no staff account for that address' });
  await signInAtProvider(page, 'stranger@example.test', refusal);
  await expect(page).toHaveURL(new RegExp(`^${server.url}/login\\?`));
  const users = await server.ctx.database.db.selectFrom('user').select('email').execute();
  expect(users.map((u) => u.email)).not.toContain('stranger@example.test');
});
