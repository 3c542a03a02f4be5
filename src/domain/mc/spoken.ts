/**
 * How lists, counts and places are said aloud: "Waltz, Tango and Foxtrot",
 * "6 couples", "third place". English, as the MC reads it.
 */

/** "Waltz", "Waltz and Quickstep", "Waltz, Tango and Foxtrot". */
export function joinNaturally(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** "1 couple", "6 couples". */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];
const ordinalRules = new Intl.PluralRules('en-US', { type: 'ordinal' });
const SUFFIXES: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** "first" to "twelfth" in words (finals are rarely bigger), then "13th", "21st". */
export function ordinal(position: number): string {
  return (
    ORDINAL_WORDS[position - 1] ?? `${position}${SUFFIXES[ordinalRules.select(position)] ?? 'th'}`
  );
}

/** The first letter in capitals, for a sentence that starts with a phrase. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
