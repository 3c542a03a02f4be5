import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntryDancers } from './competitors';
import { buildCompetitors, dancerKey, isAdhocEntry } from './competitors';

const entry = (over: Partial<EntryDancers>): EntryDancers => ({
  leadId: 'u1',
  followId: 'f1',
  leadName: 'Alex Moreau',
  followName: 'Ava Lund',
  leadNumber: 101,
  affiliation: 'Northgate College',
  style: 'Standard',
  level: 'Bronze',
  ...over,
});
const ADHOC = entry({
  leadId: 'Adhoc',
  followId: 'Adhoc',
  leadName: 'dummy',
  followName: 'dummy',
  leadNumber: 9999,
  affiliation: 'Other',
});

describe('buildCompetitors', () => {
  it('makes one competitor per id across events, with the lowest level entered per style', () => {
    const { competitors } = buildCompetitors([
      entry({ level: 'Silver' }),
      entry({ followId: 'f2', followName: 'Bea Marsh', level: 'Bronze' }),
      entry({ followId: 'f2', followName: 'Bea Marsh', style: 'Latin', level: 'Gold' }),
    ]);
    expect(competitors.map((c) => [c.oldId, c.number, c.levels])).toEqual([
      ['u1', 101, { Standard: 'Bronze', Latin: 'Gold' }],
      ['f1', 102, { Standard: 'Silver' }],
      ['f2', 103, { Standard: 'Bronze', Latin: 'Gold' }],
    ]);
  });

  it('makes no competitor of the ad hoc placeholder', () => {
    expect(isAdhocEntry(ADHOC)).toBe(true);
    expect(buildCompetitors([ADHOC]).competitors).toEqual([]);
  });

  it('keys a dancer without an id by name, and school Other when none is given', () => {
    const { competitors } = buildCompetitors([
      entry({ leadId: null, followId: null, leadName: 'Sam Rivera', affiliation: null }),
      entry({ leadId: null, followId: null, leadName: ' sam rivera ', affiliation: 'X' }),
    ]);
    expect(competitors.map((c) => [c.oldId, c.name, c.affiliation])).toEqual([
      ['name:sam rivera', 'Sam Rivera', 'Other'],
      ['name:ava lund', 'Ava Lund', 'Other'],
    ]);
    expect(dancerKey('', 'Kim')).toBe('name:kim');
  });

  it('gives a lead whose number another lead holds the next free number, and reports it', () => {
    const { competitors, conflicts } = buildCompetitors([
      entry({}),
      entry({ leadId: 'u2', leadName: 'Ben Ortiz', followId: 'f2', followName: 'Bea Marsh' }),
    ]);
    expect(competitors.map((c) => [c.name, c.number])).toEqual([
      ['Alex Moreau', 101],
      ['Ava Lund', 102],
      ['Ben Ortiz', 103],
      ['Bea Marsh', 104],
    ]);
    expect(conflicts).toEqual([{ oldId: 'u2', name: 'Ben Ortiz', wanted: 101, given: 103 }]);
  });

  const entries = fc.array(
    fc.record({
      lead: fc.integer({ min: 1, max: 8 }),
      follow: fc.integer({ min: 1, max: 8 }),
      number: fc.option(fc.integer({ min: 1, max: 20 })),
      adhoc: fc.boolean(),
    }),
    { maxLength: 30 },
  );
  const build = (
    list: { lead: number; follow: number; number: number | null; adhoc: boolean }[],
  ): EntryDancers[] =>
    list.map((e) =>
      e.adhoc
        ? ADHOC
        : entry({
            leadId: `u${e.lead}`,
            leadName: `Lead ${e.lead}`,
            followId: `f${e.follow}`,
            followName: `Follow ${e.follow}`,
            leadNumber: e.number,
          }),
    );

  it('property: every dancer once, numbers unique, a lead keeps a number nobody took first', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const dancers = build(list);
        const { competitors, conflicts } = buildCompetitors(dancers);
        const ids = new Set(
          dancers.filter((d) => !isAdhocEntry(d)).flatMap((d) => [d.leadId, d.followId]),
        );
        expect(competitors.map((c) => c.oldId).sort()).toEqual([...ids].sort());
        const numbers = competitors.map((c) => c.number);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers.every((n) => Number.isInteger(n) && n > 0)).toBe(true);
        for (const conflict of conflicts)
          expect(competitors.find((c) => c.oldId === conflict.oldId)?.number).toBe(conflict.given);
      }),
    );
  });

  it('property: the order of the entries changes no dancer set and no level', () => {
    fc.assert(
      fc.property(entries, fc.integer(), (list, seed) => {
        const dancers = build(list);
        const shuffled = [...dancers].sort(
          (a, b) => ((seed ^ (a.leadNumber ?? 0)) % 7) - ((seed ^ (b.leadNumber ?? 0)) % 7),
        );
        const levels = (d: EntryDancers[]) =>
          Object.fromEntries(buildCompetitors(d).competitors.map((c) => [c.oldId, c.levels]));
        expect(levels(shuffled)).toEqual(levels(dancers));
      }),
    );
  });
});
