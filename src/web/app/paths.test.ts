import { describe, expect, expectTypeOf, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds each route from its pattern in the route table', () => {
    expect(paths.home()).toBe('/');
    expect(paths.tbaList()).toBe('/TBAList');
    expect(paths.dashboard()).toBe('/admin');
    expect(paths.addCompetitor()).toBe('/admin/competitors/add-competitor');
  });

  it('percent-encodes path parameters', () => {
    expect(paths.competitorDetails({ competitorId: 'a/b c' })).toBe('/competitors/a%2Fb%20c');
    expect(paths.liveRoundResultView({ eventKey: 'Bronze Waltz', roundNumber: '2' })).toBe(
      '/live/Bronze%20Waltz/2',
    );
  });

  it('adds only the query parameters given, encoded whole', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login({ redirect: '/admin/competitors?q=x&y=1' })).toBe(
      '/login?redirect=%2Fadmin%2Fcompetitors%3Fq%3Dx%26y%3D1',
    );
    expect(paths.settings({ tab: 'pages' })).toBe('/admin/settings?tab=pages');
    expect(paths.settings({})).toBe('/admin/settings');
  });

  it('accepts only the query parameters a route declares (checked by the type-check)', () => {
    expectTypeOf(paths.login).parameter(0).toEqualTypeOf<{ redirect?: string } | undefined>();
    expectTypeOf(paths.register).parameter(0).toEqualTypeOf<undefined>();
  });
});
