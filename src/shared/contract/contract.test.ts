import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminEndpoints } from './admin';
import { analyticsEndpoints } from './analytics';
import { authEndpoints } from './auth';
import { chairmanEndpoints } from './chairman';
import { clientErrorEndpoints } from './client-errors';
import { competitionEndpoints } from './competitions';
import { competitionTransferEndpoints } from './competition-transfer';
import { dashboardEndpoints } from './dashboard';
import { deckCaptainEndpoints } from './deck-captain';
import { buildPath } from './define-endpoint';
import type { EndpointDeclaration } from './define-endpoint';
import { eventEndpoints } from './events';
import { healthEndpoints } from './health';
import { invoiceEndpoints } from './invoices';
import { judgingEndpoints } from './judging';
import { jumbotronEndpoints } from './jumbotron';
import { api } from './index';
import { liveEndpoints } from './live';
import { liveRoundEndpoints } from './live-rounds';
import { mcEndpoints } from './mc';
import { officialEndpoints } from './officials';
import { printingEndpoints } from './printing';
import { referenceEndpoints } from './reference';
import { registrationEndpoints } from './registration';
import { resultsEndpoints } from './results';
import { scheduleEndpoints } from './schedule';

const entries = Object.entries(api) as [string, EndpointDeclaration][];

/** Path parameter names, e.g. ['competitionId', 'eventId'] for `.../:competitionId/events/:eventId`. */
const pathParamNames = (path: string) =>
  [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);

/** The request parts of a declaration that take an object from outside, by name. */
const requestParts = (endpoint: EndpointDeclaration) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = endpoint[part];
    return schema ? [[part, schema] as const] : [];
  });

/** Schemas that hold no other schema and take no object. */
const LEAF_TYPES = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'date',
  'enum',
  'literal',
  'null',
  'undefined',
  'never',
  'transform',
  'template_literal',
  'nan',
]);

/**
 * The paths (as `body.socials`) of every object reachable from a request
 * schema that would take a key it does not know. It follows zod 4's
 * definitions through wrappers, arrays, unions, records, intersections and
 * lazy schemas; a schema that takes anything at all (`unknown`, `any`) counts
 * as loose, and a kind of schema it does not know fails the walk, so a new
 * construct is looked at rather than skipped.
 */
function looseObjectsIn(schema: z.ZodType, at: string, seen = new Set<z.ZodType>()): string[] {
  const walk = (inner: z.core.SomeType, path = at) =>
    looseObjectsIn(inner as z.ZodType, path, seen);
  const { type } = schema._zod.def;
  switch (type) {
    case 'object': {
      const { shape, catchall } = (schema as z.ZodObject)._zod.def;
      const here = catchall?._zod.def.type === 'never' ? [] : [at];
      return [
        ...here,
        ...Object.entries(shape).flatMap(([key, value]) => walk(value, `${at}.${key}`)),
      ];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk((schema as z.ZodOptional)._zod.def.innerType);
    case 'pipe': {
      const { in: input, out } = (schema as z.ZodPipe)._zod.def;
      return [...walk(input), ...walk(out)];
    }
    case 'array':
      return walk((schema as z.ZodArray)._zod.def.element, `${at}[]`);
    case 'union':
      return (schema as z.ZodUnion)._zod.def.options.flatMap((option) => walk(option));
    case 'record':
      return walk((schema as z.ZodRecord)._zod.def.valueType, `${at}{}`);
    case 'intersection': {
      const { left, right } = (schema as z.ZodIntersection)._zod.def;
      return [...walk(left), ...walk(right)];
    }
    case 'tuple': {
      const { items, rest } = (schema as z.ZodTuple)._zod.def;
      return [
        ...items.flatMap((item) => walk(item, `${at}[]`)),
        ...(rest ? walk(rest, `${at}[]`) : []),
      ];
    }
    case 'lazy':
      // A recursive schema comes back to itself: its objects were walked the first time.
      if (seen.has(schema)) return [];
      seen.add(schema);
      return walk((schema as z.ZodLazy)._zod.def.getter());
    case 'unknown':
    case 'any':
      return [at];
    default:
      if (LEAF_TYPES.has(type)) return [];
      throw new Error(`${at}: the strictness walk does not know zod's '${type}' schemas`);
  }
}

describe('the API contract', () => {
  it('names every endpoint once: no area overwrites another', () => {
    const areas = [
      adminEndpoints,
      analyticsEndpoints,
      authEndpoints,
      chairmanEndpoints,
      clientErrorEndpoints,
      competitionEndpoints,
      competitionTransferEndpoints,
      dashboardEndpoints,
      deckCaptainEndpoints,
      eventEndpoints,
      healthEndpoints,
      invoiceEndpoints,
      judgingEndpoints,
      jumbotronEndpoints,
      liveEndpoints,
      liveRoundEndpoints,
      mcEndpoints,
      officialEndpoints,
      printingEndpoints,
      referenceEndpoints,
      registrationEndpoints,
      resultsEndpoints,
      scheduleEndpoints,
    ];
    const declared = areas.flatMap((area) => Object.keys(area));
    expect(Object.keys(api).sort()).toEqual([...declared].sort());
    const routes = entries.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(entries)('%s: every path parameter has a schema, and no schema is left over', (_, e) => {
    expect(Object.keys(e.params?.shape ?? {}).sort()).toEqual(pathParamNames(e.path).sort());
  });

  it.each(entries)('%s: refuses unknown keys in every object of params, query and body', (_, e) => {
    const loose = requestParts(e).flatMap(([part, schema]) => looseObjectsIn(schema, part));
    expect(loose).toEqual([]);
  });

  it('finds a loose object however it is wrapped', () => {
    const loose = z.object({ x: z.number() });
    const tree: z.ZodType = z.lazy(() => z.strictObject({ children: z.array(tree) }));
    const schema = z.strictObject({
      tree,
      list: z.array(z.union([z.strictObject({}), loose.optional()])),
      byName: z.record(
        z.string(),
        z.lazy(() => loose.nullable()),
      ),
      piped: z.strictObject({ free: z.unknown() }).pipe(z.transform((v) => v)),
    });
    expect(looseObjectsIn(schema, 'body')).toEqual([
      'body.list[]',
      'body.byName{}',
      'body.piped.free',
    ]);
  });

  it.each(entries)('%s: says what a success answers, and a 204 answers nothing', (_, e) => {
    if (e.status === 204) expect(e.response ?? e.rawResponse).toBeUndefined();
    else expect(e.response ?? e.rawResponse).toBeDefined();
    expect(e.body !== undefined && e.rawBody !== undefined).toBe(false);
  });

  it('opens to other sites only public reads, none of them under /api/admin', () => {
    const open = entries.filter(([, e]) => e.openResults);
    expect(open.map(([name]) => name)).toEqual(
      expect.arrayContaining(['getEventResults', 'competitionResultsCsv', 'eventResultsCsv']),
    );
    for (const [name, e] of open) {
      expect({ name, method: e.method, access: e.access.kind }).toEqual({
        name,
        method: 'GET',
        access: 'public',
      });
      expect(e.path.startsWith('/api/admin/'), name).toBe(false);
    }
  });
});

describe('buildPath', () => {
  it('fills each parameter, encoded, so an id can never add a path segment', () => {
    expect(
      buildPath(officialEndpoints.getOfficial.path, {
        competitionId: 'demo-2026',
        officialId: '../admin?x=1',
      }),
    ).toBe('/api/competitions/demo-2026/officials/..%2Fadmin%3Fx%3D1');
    expect(
      buildPath(scheduleEndpoints.addAdhocCouple.path, {
        competitionId: 'c',
        eventId: 'e 1',
        roundNumber: 2,
      }),
    ).toBe('/api/admin/competitions/c/events/e%201/rounds/2/adhoc');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => buildPath(eventEndpoints.listEvents.path, {})).toThrow(/competitionId/);
  });
});
