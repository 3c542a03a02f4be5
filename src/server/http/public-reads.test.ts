import { describe, expect, it } from 'vitest';
import { api } from '../../shared/contract';
import { matchesAnyTag, NOT_CACHED, preferredCoding, PUBLIC_READS } from './public-reads';

const publicGets = Object.entries(api).filter(
  ([, endpoint]) => endpoint.method === 'GET' && endpoint.access.kind === 'public',
);

describe('the public read allow-list', () => {
  it('decides every public GET of the contract: kept in memory, or not with a reason', () => {
    const undecided = publicGets
      .filter(
        ([name, endpoint]) => !PUBLIC_READS.has(endpoint) && !NOT_CACHED[name as keyof typeof api],
      )
      .map(([name]) => name);
    const both = publicGets
      .filter(
        ([name, endpoint]) => PUBLIC_READS.has(endpoint) && NOT_CACHED[name as keyof typeof api],
      )
      .map(([name]) => name);
    expect(undecided).toEqual([]);
    expect(both).toEqual([]);
  });

  it('keeps only public GETs of one competition, answered in JSON', () => {
    for (const endpoint of PUBLIC_READS.keys()) {
      expect(endpoint.method).toBe('GET');
      expect(endpoint.access.kind).toBe('public');
      expect(endpoint.path).toContain(':competitionId');
      expect(endpoint.response).toBeDefined();
    }
  });

  it('never keeps the session, which is personal', () => {
    expect(PUBLIC_READS.has(api.getSession)).toBe(false);
    expect(NOT_CACHED).toHaveProperty('getSession');
  });

  it('names no endpoint that is not a public GET among those not kept', () => {
    const names = new Set(publicGets.map(([name]) => name));
    expect(Object.keys(NOT_CACHED).filter((name) => !names.has(name))).toEqual([]);
  });
});

describe('matchesAnyTag', () => {
  const etag = 'W/"abcdefgh12345678"';

  it.each([
    [etag, true],
    ['"abcdefgh12345678"', true],
    [`"other", ${etag}`, true],
    ['W/"other" ,  W/"abcdefgh12345678"', true],
    ['*', true],
    ['W/"other"', false],
    ['abcdefgh12345678', false],
    ['', false],
  ])('If-None-Match %j matches: %s', (header, expected) => {
    expect(matchesAnyTag(header, etag)).toBe(expected);
  });

  it('does not match when there is no If-None-Match', () => {
    expect(matchesAnyTag(undefined, etag)).toBe(false);
  });
});

describe('preferredCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
  ] as const)('Accept-Encoding %j gives %s', (header, expected) => {
    expect(preferredCoding(header)).toBe(expected);
  });

  it('sends the JSON as it is when the caller names no coding', () => {
    expect(preferredCoding(undefined)).toBe('identity');
  });
});
