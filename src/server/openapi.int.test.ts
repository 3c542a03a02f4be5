import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betterAuth } from '../shared/contract/auth';
import { OPEN_RESULTS_TAG } from '../shared/contract/define-endpoint';
import type { EndpointDeclaration } from '../shared/contract/define-endpoint';
import { api } from '../shared/contract/index';
import { openApiPath } from './http/openapi-document';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let document: {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { 'x-access'?: unknown; 'x-handled-by'?: string; operationId?: string; tags?: string[] }
    >
  >;
  tags: { name: string; description: string }[];
};

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  document = await (await fetch(`${server.url}/api/openapi.json`)).json();
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const VERBS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document as `METHOD /path`, with what it says about itself. */
const documentOperations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([verb]) => VERBS.includes(verb))
      .map(([verb, operation]) => ({ route: `${verb.toUpperCase()} ${path}`, path, operation })),
  );

const catchAll = `${betterAuth.basePath}/*`;
/**
 * The routes Fastify registered under /api: HEAD comes with every GET, and
 * OPTIONS answers the open results API's CORS preflights (open-cors.ts).
 */
const registeredRoutes = () =>
  server.accessTable.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every /api route the server registers, and nothing it does not', () => {
    const registered = registeredRoutes()
      .filter((route) => route.url !== catchAll)
      .map((route) => `${route.method} ${openApiPath(route.url)}`)
      .sort();
    const documented = documentOperations()
      .filter(({ operation }) => operation['x-handled-by'] !== 'better-auth')
      .map(({ route }) => route)
      .sort();
    expect(documented).toEqual(registered);
    expect(registered.length).toBeGreaterThan(60);
  });

  it("lists better-auth's endpoints under its catch-all route, which the server registers", () => {
    const catchAllMethods = registeredRoutes()
      .filter((route) => route.url === catchAll)
      .map((route) => route.method);
    expect(catchAllMethods.sort()).toEqual([...betterAuth.methods].sort());
    const libraryOperations = documentOperations().filter(
      ({ operation }) => operation['x-handled-by'] === 'better-auth',
    );
    expect(libraryOperations.map(({ route }) => route)).toContain('POST /api/auth/sign-in/email');
    for (const { route, path } of libraryOperations) {
      expect(path.startsWith(`${betterAuth.basePath}/`)).toBe(true);
      expect(catchAllMethods).toContain(route.split(' ')[0]);
    }
  });

  it('states for each operation the access the server enforces', () => {
    const documented = new Map(
      documentOperations().map(({ route, operation }) => [route, operation['x-access']]),
    );
    for (const route of registeredRoutes().filter((r) => r.url !== catchAll)) {
      expect(documented.get(`${route.method} ${openApiPath(route.url)}`), route.url).toEqual(
        route.access,
      );
    }
  });

  it('gathers the open results API under its own tag, first, with a guide to it', () => {
    const tagged = documentOperations()
      .filter(({ operation }) => operation.tags?.includes(OPEN_RESULTS_TAG))
      .map(({ operation }) => operation.operationId)
      .sort();
    const declared = (Object.entries(api) as [string, EndpointDeclaration][])
      .filter(([, endpoint]) => endpoint.openResults)
      .map(([name]) => name)
      .sort();
    expect(tagged).toEqual(declared);
    expect(tagged).toEqual(
      expect.arrayContaining(['getEventResults', 'getCompetitorRounds', 'eventResultsCsv']),
    );
    expect(document.tags[0]?.name).toBe(OPEN_RESULTS_TAG);
    expect(document.tags[0]?.description).toContain('docs/api.md');
  });
});

describe('the API reference page', () => {
  it('is served as HTML whose scripts all come from this server', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    const sources = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)].map(
      (match) => match[1] as string,
    );
    expect(sources.length).toBe(3);
    for (const source of sources) {
      expect(source.startsWith('/api/docs/')).toBe(true);
      const asset = await fetch(`${server.url}${source}`);
      expect(asset.status, source).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/^text\/(javascript|css)/);
      expect((await asset.text()).length).toBeGreaterThan(0);
    }
  });

  it('serves only the renderer files it names', async () => {
    const response = await fetch(`${server.url}/api/docs/package.json`);
    expect(response.status).toBe(400);
  });
});

describe('requests with keys the contract does not declare', () => {
  it('refuses an unknown query parameter, naming it', async () => {
    const response = await fetch(
      `${server.url}/api/competitions/${DEMO_COMPETITION_ID}/events?sort=name`,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'invalid_input',
      details: { issues: [{ path: ['sort'], message: 'is not a known field' }] },
    });
  });

  it('refuses an unknown body field, at its path', async () => {
    const response = await fetch(
      `${server.url}/api/competitions/${DEMO_COMPETITION_ID}/registrations/lookup`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com', code: 'ABCDEFG', remember: true }),
      },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.details.issues).toEqual([
      { path: ['remember'], message: 'is not a known field' },
    ]);
  });
});
