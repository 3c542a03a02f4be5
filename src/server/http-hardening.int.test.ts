/**
 * What every request meets before a handler runs: the Host check, the JSON
 * depth bound, text that is not text, and the headers on the way out.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './server';
import { ApiErrorSchema } from '../shared/api-error';
import { MAX_JSON_DEPTH } from './http/json-body';
import { adminBase, couple, publicBase, registrationKit } from './testing/registration-fixtures';
import { createSignedInStaff } from './testing/staff-fixtures';
import type { TestStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let organizer: TestStaff;
const { call, register } = registrationKit(() => server);

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  organizer = await createSignedInStaff(server, ['admin']);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request with exactly these headers (fetch will not send a Host of our choosing). */
function rawRequest(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<Raw> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const postJson = (path: string, body: string, cookie?: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    body,
  });

describe('the Host header', () => {
  it.each(['/', '/api/site', '/register'])('refuses a foreign host on GET %s', async (path) => {
    const response = await rawRequest(path, { headers: { host: 'evil.example' } });
    expect(response.status).toBe(421);
    expect(JSON.parse(response.body).error.message).toMatch(
      /does not answer to the address 'evil.example'/,
    );
  });

  it('gives no session to a password sign-in addressed to a foreign host without Origin', async () => {
    const response = await rawRequest('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { host: 'evil.example:80', 'content-type': 'application/json' },
      body: JSON.stringify({ email: organizer.email, password: organizer.password }),
    });
    expect(response.status).toBe(421);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['the listening address', () => new URL(server.url).host],
    ['localhost', () => `localhost:${new URL(server.url).port}`],
    ['a LAN address', () => '192.168.1.20:3000'],
    ['an IPv6 address', () => '[::1]'],
  ])('serves %s', async (_name, host) => {
    const response = await rawRequest('/api/site', { headers: { host: host() } });
    expect(response.status).toBe(200);
  });
});

describe('JSON nesting', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepObject = (depth: number) => `{"email":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;

  it.each([
    ['password sign-in', '/api/auth/sign-in/email', deepObject(10_000)],
    ['sign-out', '/api/auth/sign-out', nested(10_000)],
    ['registration', `${publicBase}/registrations`, nested(MAX_JSON_DEPTH + 1)],
  ])('refuses a deep body on %s with a 400 that says why', async (_name, path, body) => {
    const response = await postJson(path, body, organizer.cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      `Invalid body: objects and arrays nest deeper than ${MAX_JSON_DEPTH} levels.`,
    );
  });

  it('parses a body at the limit as usual', async () => {
    const response = await postJson(`${publicBase}/registrations`, nested(MAX_JSON_DEPTH));
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_input');
  });
});

describe('unknown keys', () => {
  it('refuses an unknown key nested in the competition patch, at its path, and stores nothing', async () => {
    const before = await (await call(publicBase)).json();
    const response = await call(adminBase, {
      method: 'PATCH',
      cookie: organizer.cookie,
      body: { socials: { website: 'https://changed.example', evil: { a: { b: 1 } } } },
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('invalid_input');
    expect(error.details.issues[0].path).toEqual(['socials', 'evil']);
    expect((await (await call(publicBase)).json()).socials).toEqual(before.socials);
  });
});

describe('requests the router refuses before any handler', () => {
  it.each([
    ['a bad percent-encoding in the path', '/api/competitions/%zz'],
    ['a path parameter of 300 characters', `/api/competitions/${'a'.repeat(300)}`],
  ])('answers %s with a 400 in the API error shape', async (_name, path) => {
    const response = await call(path);
    expect(response.status).toBe(400);
    const { error } = ApiErrorSchema.parse(await response.json());
    expect(error.code).toBe('bad_request');
  });

  it('answers an address too long for the HTTP parser with a 400 in the API error shape', async () => {
    const response = await call(`/api/site?q=${'x'.repeat(20_000)}`);
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).error).toEqual({
      code: 'bad_request',
      message: 'The address and headers of the request are too large.',
    });
  });
});

describe('text that is not text', () => {
  const input = couple();
  // JSON.stringify writes a lone surrogate as the escape \ud800, as an attacker would.
  const withLead = (name: string) => JSON.stringify({ ...input, lead: { ...input.lead, name } });

  it.each([
    ['a NUL character', 'Ada\u0000Lovelace'],
    ['a lone high surrogate', 'Ada \ud800'],
    ['a lone low surrogate', '\udc00 Ada'],
  ])('refuses %s with the field named, and stores nothing', async (_name, name) => {
    const response = await postJson(`${publicBase}/registrations`, withLead(name));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.message).toBe(
      "Invalid body: 'lead.name' must not contain NUL characters or unpaired UTF-16 surrogates",
    );
    expect(error.details.issues[0].path).toEqual(['lead', 'name']);
    const stored = await server.ctx.database.db
      .selectFrom('competitors')
      .select('id')
      .where('email', '=', input.lead.email)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it('keeps real characters outside the basic plane, such as emoji', async () => {
    const name = 'Ada 💃 Lovelace';
    const receipt = await register({ ...couple(), lead: { ...couple().lead, name } });
    expect(receipt.lead.name).toBe(name);
  });

  it('checks the auth library’s bodies and query strings too', async () => {
    const auth = await postJson(
      '/api/auth/sign-in/email',
      JSON.stringify({ email: 'a@example.test', password: 'x\u0000y' }),
    );
    expect(auth.status).toBe(400);
    expect((await auth.json()).error.message).toMatch(/'password' must not contain NUL/);
    const link = await call('/api/auth/magic-link/verify?token=a%00b');
    expect(link.status).toBe(400);
    expect((await link.json()).error.message).toBe(
      "Invalid query: 'token' must not contain NUL characters or unpaired UTF-16 surrogates",
    );
    const query = await call(`${adminBase}/audit?before=%00`, { cookie: organizer.cookie });
    expect(query.status).toBe(400);
    expect((await query.json()).error.message).toMatch(/Invalid query: 'before'/);
  });
});

describe('caching of personal data', () => {
  it.each([
    ['admin JSON', `${adminBase}/competitors`],
    ['the CSV download', `${adminBase}/competitors.csv`],
    ['the dev outbox', '/api/admin/outbox'],
    ['the staff list', '/api/admin/staff'],
    // Public, but it says who is signed in on this browser.
    ['the session', '/api/session'],
  ])('%s is never stored nor revalidated', async (_name, path) => {
    const response = await call(path, { cookie: organizer.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Only public reads are kept and revalidated (the read cache); personal data never is.
    expect(response.headers.get('etag')).toBeNull();
  });

  it('a registration opened with its edit code is never stored', async () => {
    const receipt = await register(couple());
    const response = await call(`${publicBase}/registrations/lookup`, {
      method: 'POST',
      body: { email: receipt.lead.email, code: receipt.editCode },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('content security policy', () => {
  it('loads images and fonts from the site itself only', async () => {
    const policy = (await call('/api/site')).headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('img-src')).toBe("img-src 'self' data: blob:");
    expect(directive('font-src')).toBe("font-src 'self'");
    expect(policy).not.toMatch(/https:/);
  });
});
