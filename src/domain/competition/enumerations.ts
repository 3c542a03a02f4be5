/**
 * The fixed lists of the specification (section 3), as readonly arrays with
 * their types, and the level rules of section 5. Lists keep the spec's order.
 */

export const LEVELS = [
  'Newcomer',
  'Bronze',
  'Silver',
  'Gold',
  'Novice',
  'Prechamp',
  'Championship',
  'Syllabus',
  'Open',
  'Amateur',
  'Beginner',
  'Advanced',
] as const;
export type Level = (typeof LEVELS)[number];

/**
 * Eligibility rank of each level: a competitor may enter an event of their own
 * rank or higher. The first seven levels are the collegiate ladder and rank in
 * the spec's list order. The last five are not further steps of that ladder
 * (in list order a Championship couple would be eligible for a Beginner event),
 * so each ranks with the ladder step it stands for: Beginner with Bronze,
 * Syllabus with Gold (the top syllabus level), Advanced with Novice (the first
 * open-choreography level), Open and Amateur with Championship (anyone may enter).
 */
export const LEVEL_RANK: Readonly<Record<Level, number>> = {
  Newcomer: 0,
  Bronze: 1,
  Beginner: 1,
  Silver: 2,
  Gold: 3,
  Syllabus: 3,
  Novice: 4,
  Advanced: 4,
  Prechamp: 5,
  Championship: 6,
  Open: 6,
  Amateur: 6,
};

/** "Eligible for a higher level if their level is lower than the event's level", and for their own. */
export function isEligibleForLevel(competitorLevel: Level, eventLevel: Level): boolean {
  return LEVEL_RANK[competitorLevel] <= LEVEL_RANK[eventLevel];
}

const levelsByKey = new Map<string, Level>(LEVELS.map((level) => [looseKey(level), level]));

/**
 * Loose level matching (spec section 5): text containing "prechamp" gives
 * Prechamp, any other text containing "champ" gives Championship, otherwise the
 * level of that name; unknown or missing text gives Bronze. Case, spaces,
 * hyphens and underscores are ignored, so "pre-champ", "Pre Champ" and
 * "Pre-Championship" are all Prechamp.
 */
export function matchLevel(text: string | null | undefined): Level {
  const key = looseKey(text ?? '');
  if (key.includes('prechamp')) return 'Prechamp';
  if (key.includes('champ')) return 'Championship';
  return levelsByKey.get(key) ?? 'Bronze';
}

function looseKey(text: string): string {
  return text.toLowerCase().replace(/[\s_-]+/g, '');
}

export const STYLES = ['Standard', 'Latin', 'Smooth', 'Rhythm', 'Nightclub'] as const;
export type Style = (typeof STYLES)[number];

export const DANCES_BY_STYLE = {
  Standard: ['Waltz', 'Tango', 'Foxtrot', 'Quickstep', 'Viennese Waltz'],
  Latin: ['ChaCha', 'Samba', 'Rumba', 'Jive', 'Paso Doble'],
  Smooth: ['Waltz', 'Tango', 'Foxtrot', 'Viennese Waltz'],
  Rhythm: ['ChaCha', 'Rumba', 'Swing', 'Mambo', 'Bolero'],
  Nightclub: [
    'Salsa',
    'Bachata',
    'West Coast Swing',
    'Night Club Two Step',
    'Merengue',
    'Argentine Tango',
  ],
} as const satisfies Record<Style, readonly string[]>;
export type Dance = (typeof DANCES_BY_STYLE)[Style][number];

/**
 * Every dance once, in the order an event's dances are listed and danced: the
 * styles in STYLES order, each style's dances in the spec's order, a dance
 * shared by two styles at its first place; then the two programme items that
 * are not dances.
 */
export const DANCE_ORDER = [
  ...new Set(STYLES.flatMap((style) => DANCES_BY_STYLE[style])),
  'Awards',
  'Break',
] as readonly (Dance | 'Awards' | 'Break')[];
export type ProgrammeItem = (typeof DANCE_ORDER)[number];

/** Sorts dance names into DANCE_ORDER; names not in it keep their order after the known ones. */
export function sortDances(dances: readonly string[]): string[] {
  const rank = (dance: string) => {
    const index = (DANCE_ORDER as readonly string[]).indexOf(dance);
    return index < 0 ? DANCE_ORDER.length : index;
  };
  return [...dances].sort((a, b) => rank(a) - rank(b));
}

export const AGE_CATEGORIES = [
  'Preteen1',
  'Preteen2',
  'Junior1',
  'Junior2',
  'Youth',
  'Under21',
  'Student',
  'Adult',
  'Senior1',
  'Senior2',
  'Senior3',
  'Senior4',
] as const;
export type AgeCategory = (typeof AGE_CATEGORIES)[number];

/** In the spec's order: the earliest rounds of a very large event first, the Final last. */
export const ROUND_NAMES = [
  '1st Round',
  '2nd Round',
  '3rd Round',
  '4th Round',
  '5th Round',
  '6th Round',
  '7th Round',
  '1/512-Final',
  '1/256-Final',
  '1/128-Final',
  '1/64-Final',
  '1/32-Final',
  '1/16-Final',
  '1/8-Final',
  'Quarter-Final',
  'Semi-Final',
  'Final',
] as const;
export type RoundName = (typeof ROUND_NAMES)[number];

export function isRoundName(name: string): name is RoundName {
  return (ROUND_NAMES as readonly string[]).includes(name);
}

/** Round states; a state's number (stored and sent on the wire) is its index here. */
export const ROUND_STATES = [
  'Initialized',
  'Empty',
  'Running',
  'Skipped',
  'Marked',
  'Posted',
] as const;
export type RoundState = (typeof ROUND_STATES)[number];

export function roundStateNumber(state: RoundState): number {
  return ROUND_STATES.indexOf(state);
}

export function roundStateFromNumber(value: number): RoundState | undefined {
  return Number.isInteger(value) ? ROUND_STATES[value] : undefined;
}
