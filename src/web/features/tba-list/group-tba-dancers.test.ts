import { describe, expect, it } from 'vitest';
import type { TbaDancer } from '../../../shared/registration';
import { groupTbaByStyle, tbaEventChoices } from './group-tba-dancers';

const waltz = {
  entryId: 'e1',
  eventId: 'waltz',
  eventName: 'Newcomer Standard Waltz',
  style: 'Standard',
  level: 'Newcomer',
} as const;
const tango = {
  ...waltz,
  entryId: 'e2',
  eventId: 'tango',
  eventName: 'Bronze Standard Tango',
  level: 'Bronze',
} as const;
const chacha = {
  ...waltz,
  entryId: 'e3',
  eventId: 'chacha',
  eventName: 'Newcomer Latin Cha Cha',
  style: 'Latin',
} as const;

const dancer = (name: string, events: TbaDancer['events']): TbaDancer => ({
  competitorId: name.toLowerCase(),
  name,
  affiliation: 'Riverside University',
  events,
});

// Latin first in the input, to show the groups follow the spec's style order instead.
const dancers = [
  dancer('Chen', [chacha]),
  dancer('Alex', [waltz, chacha]),
  dancer('Bea', [
    { ...tango, entryId: 'e4' },
    { ...waltz, entryId: 'e5' },
  ]),
];

/** Each group as "Style: dancer(event ids) ...", a table to read. */
const table = (eventId: string | null) =>
  groupTbaByStyle(dancers, eventId).map(
    (group) =>
      `${group.style}: ${group.dancers
        .map((row) => `${row.dancer.name}(${row.events.map((e) => e.eventId).join(',')})`)
        .join(' ')}`,
  );

describe('groupTbaByStyle', () => {
  it('groups by style in the spec order, a dancer under each style they look in', () => {
    expect(table(null)).toEqual([
      'Standard: Alex(waltz) Bea(tango,waltz)',
      'Latin: Chen(chacha) Alex(chacha)',
    ]);
  });

  it('keeps only the chosen event’s dancers, under its style', () => {
    expect(table('waltz')).toEqual(['Standard: Alex(waltz) Bea(tango,waltz)']);
    expect(table('chacha')).toEqual(['Latin: Chen(chacha) Alex(chacha)']);
  });

  it('is empty for an event nobody is looking in, and for nobody', () => {
    expect(table('salsa')).toEqual([]);
    expect(groupTbaByStyle([], null)).toEqual([]);
  });
});

describe('tbaEventChoices', () => {
  it('lists each event once, by style', () => {
    expect(tbaEventChoices(dancers).map((e) => e.eventId)).toEqual(['waltz', 'tango', 'chacha']);
  });
});
