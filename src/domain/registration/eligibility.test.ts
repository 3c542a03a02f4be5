import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVELS, STYLES } from '../competition/enumerations';
import type { Level } from '../competition/enumerations';
import { isCoupleEligible, isDancerEligible, levelForStyle } from './eligibility';
import type { LevelProfile } from './eligibility';

const profile = (standard: Level, latin: Level = standard): LevelProfile => ({
  standardLevel: standard,
  smoothLevel: 'Bronze',
  rhythmLevel: 'Gold',
  latinLevel: latin,
});

describe('eligibility by style', () => {
  it('reads the level of the event style and none for Nightclub', () => {
    const p = profile('Silver', 'Newcomer');
    expect(STYLES.map((style) => levelForStyle(p, style))).toEqual([
      'Silver',
      'Newcomer',
      'Bronze',
      'Gold',
      null,
    ]);
  });

  it.each([
    // dancer's standard level, event level, eligible
    ['Bronze', 'Bronze', true],
    ['Bronze', 'Silver', true],
    ['Bronze', 'Championship', true],
    ['Silver', 'Bronze', false],
    ['Gold', 'Newcomer', false],
    ['Newcomer', 'Newcomer', true],
    ['Prechamp', 'Novice', false],
    ['Prechamp', 'Championship', true],
    ['Championship', 'Open', true],
  ] as const)('a %s dancer in a %s Standard event: %s', (level, eventLevel, eligible) => {
    expect(isDancerEligible(profile(level), { style: 'Standard', level: eventLevel })).toBe(
      eligible,
    );
  });

  it('judges each style by its own level', () => {
    const p = profile('Gold', 'Newcomer');
    expect(isDancerEligible(p, { style: 'Latin', level: 'Newcomer' })).toBe(true);
    expect(isDancerEligible(p, { style: 'Standard', level: 'Newcomer' })).toBe(false);
  });

  it('lets anyone into Nightclub events', () => {
    const level = fc.constantFrom(...LEVELS);
    fc.assert(
      fc.property(level, level, (mine, event) =>
        isDancerEligible(profile(mine), { style: 'Nightclub', level: event }),
      ),
    );
  });

  it('needs both partners eligible and skips a TBA partner', () => {
    const event = { style: 'Standard', level: 'Silver' } as const;
    expect(isCoupleEligible(profile('Bronze'), profile('Silver'), event)).toBe(true);
    expect(isCoupleEligible(profile('Bronze'), profile('Gold'), event)).toBe(false);
    expect(isCoupleEligible(profile('Gold'), profile('Bronze'), event)).toBe(false);
    expect(isCoupleEligible(profile('Bronze'), null, event)).toBe(true);
  });
});
