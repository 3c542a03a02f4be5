import { describe, expect, it } from 'vitest';
import { numberOrTextMatches, searchKey } from './search-text';

it.each([
  ['  José GARCÍA ', 'jose garcia'],
  ['Zoë Ångström', 'zoe angstrom'],
  ['Müller-Lüdenscheidt', 'muller-ludenscheidt'],
  ['#120', '#120'],
  ['', ''],
])('%j is searched as %j', (text, key) => {
  expect(searchKey(text)).toBe(key);
});

describe('numberOrTextMatches', () => {
  const texts = ['José García', 'Ana Ruiz', 'MIT'];
  it.each([
    ['', true],
    ['12', true],
    ['123', true],
    ['23', false],
    ['jose', true],
    ['RUIZ', true],
    ['mit', true],
    ['Harvard', false],
  ])('%j matches couple 123: %s', (query, matches) => {
    expect(numberOrTextMatches(123, texts, query)).toBe(matches);
  });

  it('finds a couple without a number only by its texts', () => {
    expect(numberOrTextMatches(null, texts, '1')).toBe(false);
    expect(numberOrTextMatches(null, texts, 'ana')).toBe(true);
  });
});
