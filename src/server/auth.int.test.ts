import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { cookieHeaderFrom, createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let organizerCookie = '';

/** Calls the API as the site's own page would: a browser sends Origin with every write. */
const api = (path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      ...(init.method && init.method !== 'GET' && { origin: server.url }),
      ...(init.json !== undefined && { 'content-type': 'application/json' }),
      ...(init.cookie && { cookie: init.cookie }),
      ...(init.headers as Record<string, string>),
    },
    ...(init.json !== undefined && { body: JSON.stringify(init.json) }),
    redirect: 'manual',
  });

async function latestMailTo(email: string) {
  const rows = await server.ctx.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .execute();
  return rows[0];
}
const linkIn = (text: string) => /(http:\/\/\S+)/.exec(text)?.[1] ?? '';

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { passwordMinLength: 8 });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('first organizer', () => {
  it('is offered only while no account exists, and the password policy is enforced', async () => {
    expect(await (await api('/api/auth-options')).json()).toMatchObject({
      needsFirstOrganizer: true,
      passwordMinLength: 8,
      oidc: null,
    });
    const weak = await api('/api/setup/first-organizer', {
      method: 'POST',
      json: { name: 'Hannah', email: 'hannah@example.test', password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.message).toBe(
      'The password must be at least 8 characters long.',
    );

    const badEmail = await api('/api/setup/first-organizer', {
      method: 'POST',
      json: { name: 'Hannah', email: 'not-an-email', password: 'long enough pw' },
    });
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).error.message).toMatch(/'email' must be an email address/);

    const created = await api('/api/setup/first-organizer', {
      method: 'POST',
      json: { name: 'Hannah', email: 'Hannah@Example.test', password: 'long enough pw' },
    });
    expect(created.status).toBe(200);
    organizerCookie = cookieHeaderFrom(created.headers);
    const session = await (await api('/api/session', { cookie: organizerCookie })).json();
    expect(session.user).toMatchObject({ email: 'hannah@example.test', roles: ['admin'] });

    const again = await api('/api/setup/first-organizer', {
      method: 'POST',
      json: { name: 'Mallory', email: 'mallory@example.test', password: 'long enough pw' },
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('already_set_up');
    expect((await (await api('/api/auth-options')).json()).needsFirstOrganizer).toBe(false);
  });
});

describe('password sign-in', () => {
  it('says what went wrong for a wrong password or unknown email, then rate limits', async () => {
    const wrong = await api('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'hannah@example.test', password: 'wrong password' },
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).code).toBe('INVALID_EMAIL_OR_PASSWORD');
    const unknown = await api('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'nobody@example.test', password: 'whatever123' },
    });
    expect(unknown.status).toBe(401);

    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await api('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: 'hannah@example.test', password: 'still wrong' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
  });

  it('signs out: the cookie stops working', async () => {
    const staff = await createSignedInStaff(server, ['mc']);
    expect(
      (await (await api('/api/session', { cookie: staff.cookie })).json()).user,
    ).not.toBeNull();
    const out = await api('/api/auth/sign-out', { method: 'POST', cookie: staff.cookie, json: {} });
    expect(out.status).toBe(200);
    expect((await (await api('/api/session', { cookie: staff.cookie })).json()).user).toBeNull();
  });
});

describe('inviting staff and email-link sign-in through the dev outbox', () => {
  it('invites with roles, mails a link that signs in once, and refuses it the second time', async () => {
    const invite = await api('/api/admin/staff', {
      method: 'POST',
      cookie: organizerCookie,
      json: { name: 'Grace Kim', email: 'grace@example.test', roles: ['scrutineer'] },
    });
    expect(invite.status).toBe(201);
    const mail = await latestMailTo('grace@example.test');
    expect(mail?.subject).toBe('Your sign-in link');
    const link = linkIn(mail?.text_body ?? '');
    expect(link).toContain('/api/auth/magic-link/verify?token=');

    const first = await fetch(link, { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toMatch(/\/admin$/);
    const cookie = cookieHeaderFrom(first.headers);
    const session = await (await api('/api/session', { cookie })).json();
    expect(session.user).toMatchObject({ email: 'grace@example.test', roles: ['scrutineer'] });

    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.status).toBe(302);
    expect(reused.headers.get('location')).toMatch(/error=INVALID_TOKEN/);

    const duplicate = await api('/api/admin/staff', {
      method: 'POST',
      cookie: organizerCookie,
      json: { name: 'Grace again', email: 'grace@example.test', roles: ['mc'] },
    });
    expect(duplicate.status).toBe(409);
  });

  it('an expired link does not sign in', async () => {
    await api('/api/auth/sign-in/magic-link', {
      method: 'POST',
      json: { email: 'grace@example.test', callbackURL: '/admin', errorCallbackURL: '/login' },
    });
    const link = linkIn((await latestMailTo('grace@example.test'))?.text_body ?? '');
    await server.ctx.database.db
      .updateTable('verification' as never)
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() } as never)
      .execute();
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.headers.get('location')).toMatch(/\/login\?error=/);
    expect(response.headers.get('set-cookie') ?? '').not.toMatch(/session_token=[^;]+;/);
  });

  it('sends nothing to an address without an account, and answers the same as for staff', async () => {
    const response = await api('/api/auth/sign-in/magic-link', {
      method: 'POST',
      json: { email: 'stranger@example.test', callbackURL: '/admin', errorCallbackURL: '/login' },
    });
    expect(response.status).toBe(200);
    expect(await latestMailTo('stranger@example.test')).toBeUndefined();
    const users = await server.ctx.database.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'stranger@example.test')
      .execute();
    expect(users).toEqual([]);
  });
});

describe('sessions', () => {
  it('an expired session no longer signs anyone in', async () => {
    const staff = await createSignedInStaff(server, ['mc']);
    expect(
      (await (await api('/api/session', { cookie: staff.cookie })).json()).user,
    ).not.toBeNull();
    await server.ctx.database.db
      .updateTable('session' as never)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() } as never)
      .where('userId' as never, '=', staff.id as never)
      .execute();
    expect((await (await api('/api/session', { cookie: staff.cookie })).json()).user).toBeNull();
    const write = await api('/api/admin/staff', { cookie: staff.cookie });
    expect(write.status).toBe(401);
  });

  it('rate limits email-link requests', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await api('/api/auth/sign-in/magic-link', {
        method: 'POST',
        json: { email: 'flood@example.test', callbackURL: '/admin' },
      });
      statuses.push(response.status);
    }
    // Three per address in ten minutes; earlier tests in this file already asked for some.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(3);
  });
});

describe('organizer writes', () => {
  it('edits metadata, records who changed what, and pushes it live', async () => {
    const response = await api(`/api/admin/competitions/${DEMO_COMPETITION_ID}`, {
      method: 'PATCH',
      cookie: organizerCookie,
      json: { fullName: 'Audited Classic', socials: { instagram: '@audited' } },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).fullName).toBe('Audited Classic');
    const audit = await (
      await api(`/api/admin/competitions/${DEMO_COMPETITION_ID}/audit`, { cookie: organizerCookie })
    ).json();
    expect(audit[0]).toMatchObject({
      actorEmail: 'hannah@example.test',
      action: 'competition.update',
      details: {
        fullName: { from: 'Riverside Ballroom Jam 2026 (Demo)', to: 'Audited Classic' },
        'socials.instagram': { from: '@riversideballroomjam', to: '@audited' },
      },
    });
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const response = await api(`/api/admin/competitions/${DEMO_COMPETITION_ID}`, {
      method: 'PATCH',
      cookie: organizerCookie,
      json: { fullName: 'Half written', primaryColor: 'purple' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(
      /'primaryColor' must be a colour as #rrggbb/,
    );
    const competition = await (await api(`/api/competitions/${DEMO_COMPETITION_ID}`)).json();
    expect(competition.fullName).toBe('Audited Classic');

    const unknownField = await api(`/api/admin/competitions/${DEMO_COMPETITION_ID}`, {
      method: 'PATCH',
      cookie: organizerCookie,
      json: { isAdmin: true },
    });
    expect(unknownField.status).toBe(400);
    const malformed = await api(`/api/admin/competitions/${DEMO_COMPETITION_ID}`, {
      method: 'PATCH',
      cookie: organizerCookie,
      headers: { 'content-type': 'application/json' },
      body: '{"fullName":',
    });
    expect(malformed.status).toBe(400);
  });

  it('refuses a cross-site write even with a valid cookie', async () => {
    const response = await api(`/api/admin/competitions/${DEMO_COMPETITION_ID}`, {
      method: 'PATCH',
      cookie: organizerCookie,
      headers: { origin: 'http://evil.example' },
      json: { fullName: 'CSRF' },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('cross_site_request');
  });

  it('pushes a new organizer and keeps the order', async () => {
    const response = await api(`/api/admin/competitions/${DEMO_COMPETITION_ID}/organizers`, {
      method: 'POST',
      cookie: organizerCookie,
      json: { name: 'Priya Nair', email: null, title: 'Volunteers' },
    });
    expect(response.status).toBe(201);
    const names = (await response.json()).organizers.map((o: { name: string }) => o.name);
    expect(names.at(-1)).toBe('Priya Nair');
  });

  it('will not remove the last organizer or let an organizer remove themselves', async () => {
    const staff = await (await api('/api/admin/staff', { cookie: organizerCookie })).json();
    const hannah = staff.find((s: { email: string }) => s.email === 'hannah@example.test');
    const demote = await api(`/api/admin/staff/${hannah.id}/roles`, {
      method: 'PUT',
      cookie: organizerCookie,
      json: { roles: ['mc'] },
    });
    expect(demote.status).toBe(409);
    expect((await demote.json()).error.code).toBe('last_organizer');
    const removeSelf = await api(`/api/admin/staff/${hannah.id}`, {
      method: 'DELETE',
      cookie: organizerCookie,
    });
    expect(removeSelf.status).toBe(409);
  });
});

describe('limits', () => {
  it('refuses numbers beyond what the database holds with a 400, not a 500', async () => {
    const settings = await api(`/api/admin/competitions/${DEMO_COMPETITION_ID}/settings/events`, {
      method: 'PATCH',
      cookie: organizerCookie,
      json: { liveScrollRefreshIndex: 3_000_000_000 },
    });
    expect(settings.status).toBe(400);
    const audit = await api(
      `/api/admin/competitions/${DEMO_COMPETITION_ID}/audit?before=3000000000`,
      {
        cookie: organizerCookie,
      },
    );
    expect(audit.status).toBe(400);
  });

  it('answers 404 for the audit log of an unknown competition', async () => {
    const response = await api('/api/admin/competitions/no-such-comp/audit', {
      cookie: organizerCookie,
    });
    expect(response.status).toBe(404);
  });
});

describe('security headers', () => {
  it('sends a content security policy and no-sniff on API responses', async () => {
    const response = await api('/api/site');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
