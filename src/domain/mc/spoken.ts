import { ordinal } from '../ordinal';

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

/** "first" to "twelfth" in words (finals are rarely bigger), then "13th", "21st". */
export function spokenOrdinal(position: number): string {
  return ORDINAL_WORDS[position - 1] ?? ordinal(position);
}
