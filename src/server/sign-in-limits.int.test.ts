/** Per-account sign-in limits, over HTTP, as a guesser spread over many addresses meets them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './server';
import { createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let address = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  // Behind a trusted proxy each request can come from another client address.
  server = await startTestServer(database, { trustProxy: 1 });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

/** A POST to the auth library from a client address of its own (or `from`). */
const post = (path: string, body: unknown, from = `198.51.100.${++address}`) =>
  fetch(`${server.url}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });

describe('password sign-in per account', () => {
  it('makes a guesser on many addresses wait, says how long, and spares other accounts and email links', async () => {
    const target = await createSignedInStaff(server, ['admin']);
    const bystander = await createSignedInStaff(server, ['mc']);
    for (let i = 0; i < 5; i++) {
      const guess = await post('/sign-in/email', { email: target.email, password: `guess ${i}` });
      expect(guess.status).toBe(401);
    }
    const refused = await post('/sign-in/email', {
      email: target.email.toUpperCase(),
      password: target.password,
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('15');
    expect(await refused.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(/Try again in 15 seconds, or ask for an email link/),
    });

    const other = await post('/sign-in/email', {
      email: bystander.email,
      password: bystander.password,
    });
    expect(other.status).toBe(200);
    const link = await post('/sign-in/magic-link', { email: target.email, callbackURL: '/admin' });
    expect(link.status).toBe(200);
  });
});

describe('email-link sign-in', () => {
  it('lets six staff behind one venue address ask within a minute', async () => {
    const venue = '203.0.113.7';
    for (let i = 0; i < 6; i++) {
      const staff = await createSignedInStaff(server, ['deckCaptain']);
      const response = await post(
        '/sign-in/magic-link',
        { email: staff.email, callbackURL: '/admin' },
        venue,
      );
      expect(response.status).toBe(200);
    }
  });

  it('does not let anyone flood one address, from however many addresses', async () => {
    const staff = await createSignedInStaff(server, ['mc']);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await post('/sign-in/magic-link', {
        email: staff.email,
        callbackURL: '/admin',
      });
      statuses.push(response.status);
      if (response.status === 429)
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
