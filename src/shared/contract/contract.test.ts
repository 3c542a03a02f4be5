import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminEndpoints } from './admin';
import { authEndpoints } from './auth';
import { chairmanEndpoints } from './chairman';
import { competitionEndpoints } from './competitions';
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

/** The request parts of a declaration that take an object from outside. */
const requestObjects = (endpoint: EndpointDeclaration) =>
  [endpoint.params, endpoint.query, endpoint.body].filter(
    (schema): schema is z.ZodType => schema !== undefined,
  );

describe('the API contract', () => {
  it('names every endpoint once: no area overwrites another', () => {
    const areas = [
      adminEndpoints,
      authEndpoints,
      chairmanEndpoints,
      competitionEndpoints,
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

  it.each(entries)('%s: refuses an unknown key in params, query and body, at its path', (_, e) => {
    for (const schema of requestObjects(e)) {
      const result = schema.safeParse({ notAField: 1 });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toContainEqual(
        expect.objectContaining({ code: 'unrecognized_keys', keys: ['notAField'] }),
      );
    }
  });

  it.each(entries)('%s: says what a success answers, and a 204 answers nothing', (_, e) => {
    if (e.status === 204) expect(e.response ?? e.rawResponse).toBeUndefined();
    else expect(e.response ?? e.rawResponse).toBeDefined();
    expect(e.body !== undefined && e.rawBody !== undefined).toBe(false);
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
