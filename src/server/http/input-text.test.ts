import { describe, expect, it } from 'vitest';
import { findNonText } from './input-text';

describe('findNonText', () => {
  it.each([
    [{ lead: { name: 'Ada\u0000' } }, ['lead', 'name']],
    [{ eventIds: ['a', 'b', '\ud800'] }, ['eventIds', '2']],
    [{ note: 'x\udc00y' }, ['note']],
    [{ ['key\u0000']: 'value' }, ['key\u0000']],
    ['\ud83d', []],
  ])('finds %j at %j', (value, path) => {
    expect(findNonText(value)).toEqual(path);
  });

  it.each([
    [{ name: 'Ada 💃 Lovelace', n: 3, ok: true, none: null }],
    ['Zoë, Łukasz, 张伟'],
    [Buffer.from([0, 0xd8, 0])],
  ])('accepts %j', (value) => {
    expect(findNonText(value)).toBeNull();
  });
});
