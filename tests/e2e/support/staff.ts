import type { Browser } from '@playwright/test';
import type { RunningServer } from '../../../src/server/server';
import { createSignedInStaff } from '../../../src/server/testing/staff-fixtures';
import type { StaffRole } from '../../../src/shared/staff';

/** Another person's browser, signed in with these roles. */
export async function signedInPage(browser: Browser, server: RunningServer, roles: StaffRole[]) {
  const staff = await createSignedInStaff(server, roles);
  const context = await browser.newContext({ baseURL: server.url });
  await context.addCookies(
    staff.cookie.split('; ').map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      return {
        name,
        value: rest.join('='),
        url: server.url,
        httpOnly: true,
        sameSite: 'Lax' as const,
      };
    }),
  );
  return { page: await context.newPage(), context };
}
