import { describe, expect, it } from 'vitest';
import {
  AGE_CATEGORIES,
  DANCE_ORDER,
  DANCES_BY_STYLE,
  LEVEL_RANK,
  LEVELS,
  ROUND_NAMES,
  ROUND_STATES,
  STYLES,
  isEligibleForLevel,
  isRoundName,
  matchLevel,
  roundStateFromNumber,
  roundStateNumber,
  sortDances,
} from './enumerations';

describe('the spec lists', () => {
  it('keeps the spec order of levels, styles, ages and round names', () => {
    expect(LEVELS.join(', ')).toBe(
      'Newcomer, Bronze, Silver, Gold, Novice, Prechamp, Championship, Syllabus, Open, Amateur, Beginner, Advanced',
    );
    expect(STYLES).toEqual(['Standard', 'Latin', 'Smooth', 'Rhythm', 'Nightclub']);
    expect(AGE_CATEGORIES.join(' ')).toBe(
      'Preteen1 Preteen2 Junior1 Junior2 Youth Under21 Student Adult Senior1 Senior2 Senior3 Senior4',
    );
    expect(ROUND_NAMES.join(' | ')).toMatchInlineSnapshot(
      `"1st Round | 2nd Round | 3rd Round | 4th Round | 5th Round | 6th Round | 7th Round | 1/512-Final | 1/256-Final | 1/128-Final | 1/64-Final | 1/32-Final | 1/16-Final | 1/8-Final | Quarter-Final | Semi-Final | Final"`,
    );
    expect(isRoundName('Semi-Final')).toBe(true);
    expect(isRoundName('Semifinal')).toBe(false);
  });

  it("lists each style's dances and every dance once in the dance order, then Awards and Break", () => {
    expect(DANCES_BY_STYLE.Smooth).toEqual(['Waltz', 'Tango', 'Foxtrot', 'Viennese Waltz']);
    expect(DANCES_BY_STYLE.Rhythm).toEqual(['ChaCha', 'Rumba', 'Swing', 'Mambo', 'Bolero']);
    expect(DANCE_ORDER.join(', ')).toMatchInlineSnapshot(
      `"Waltz, Tango, Foxtrot, Quickstep, Viennese Waltz, ChaCha, Samba, Rumba, Jive, Paso Doble, Swing, Mambo, Bolero, Salsa, Bachata, West Coast Swing, Night Club Two Step, Merengue, Argentine Tango, Awards, Break"`,
    );
    for (const style of STYLES) {
      for (const dance of DANCES_BY_STYLE[style]) expect(DANCE_ORDER).toContain(dance);
    }
    expect(sortDances(['Break', 'Jive', 'Limbo', 'Waltz', 'Samba'])).toEqual([
      'Waltz',
      'Samba',
      'Jive',
      'Break',
      'Limbo',
    ]);
  });

  it('numbers round states 0 to 5 and back', () => {
    expect(ROUND_STATES.map((state) => `${roundStateNumber(state)} ${state}`)).toEqual([
      '0 Initialized',
      '1 Empty',
      '2 Running',
      '3 Skipped',
      '4 Marked',
      '5 Posted',
    ]);
    expect([0, 5, 6, -1, 1.5].map(roundStateFromNumber)).toEqual([
      'Initialized',
      'Posted',
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('matchLevel', () => {
  it.each([
    ['pre-champ', 'Prechamp'],
    ['prechamp', 'Prechamp'],
    ['Pre Champ', 'Prechamp'],
    ['Pre-Championship', 'Prechamp'],
    ['champ', 'Championship'],
    ['Championship', 'Championship'],
    ['Open Championship', 'Championship'],
    ['gold', 'Gold'],
    ['  SILVER ', 'Silver'],
    ['newcomer', 'Newcomer'],
    ['Syllabus', 'Syllabus'],
    ['advanced', 'Advanced'],
    ['Gold Standard', 'Bronze'],
    ['intermediate', 'Bronze'],
    ['', 'Bronze'],
    [undefined, 'Bronze'],
    [null, 'Bronze'],
  ] as const)('reads %j as %s', (text, level) => {
    expect(matchLevel(text)).toBe(level);
  });

  it('finds every level by its own name', () => {
    for (const level of LEVELS) expect(matchLevel(level)).toBe(level);
  });
});

describe('eligibility', () => {
  it('ranks the ladder levels in list order', () => {
    const ladder = LEVELS.slice(0, 7).map((level) => LEVEL_RANK[level]);
    expect(ladder).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it.each([
    ['Bronze', 'Bronze', true],
    ['Bronze', 'Silver', true],
    ['Newcomer', 'Championship', true],
    ['Gold', 'Silver', false],
    ['Championship', 'Prechamp', false],
    ['Gold', 'Syllabus', true],
    ['Novice', 'Syllabus', false],
    ['Championship', 'Open', true],
    ['Silver', 'Amateur', true],
    ['Championship', 'Beginner', false],
    ['Bronze', 'Beginner', true],
    ['Silver', 'Beginner', false],
    ['Gold', 'Advanced', true],
    ['Prechamp', 'Advanced', false],
  ] as const)('a %s competitor in a %s event: %s', (competitor, event, eligible) => {
    expect(isEligibleForLevel(competitor, event)).toBe(eligible);
  });
});
