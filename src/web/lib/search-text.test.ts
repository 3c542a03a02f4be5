import { expect, it } from 'vitest';
import { searchKey } from './search-text';

it.each([
  ['  José GARCÍA ', 'jose garcia'],
  ['Zoë Ångström', 'zoe angstrom'],
  ['Müller-Lüdenscheidt', 'muller-ludenscheidt'],
  ['#120', '#120'],
  ['', ''],
])('%j is searched as %j', (text, key) => {
  expect(searchKey(text)).toBe(key);
});
