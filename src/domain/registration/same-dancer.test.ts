import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameName, sameDancer } from './same-dancer';

const ada = { name: 'Ada Lovelace', email: 'ada@example.org' };
const grace = { name: 'Grace Hopper', email: 'grace@example.org' };

describe('sameDancer', () => {
  it('tells two different dancers apart', () => {
    expect(sameDancer(ada, grace)).toBeNull();
  });

  it('finds the same dancer by email alone, whatever its case', () => {
    expect(sameDancer(ada, { ...grace, email: 'ADA@Example.org' })).toBe('email');
  });

  it('finds the same dancer by full name alone, however it is spaced or cased', () => {
    expect(sameDancer(ada, { ...grace, name: '  ada   LOVELACE ' })).toBe('name');
  });

  it('names the email when both match', () => {
    expect(sameDancer(ada, { ...ada })).toBe('email');
  });

  it('compares names only where an email is not known', () => {
    expect(sameDancer({ name: 'Ada Lovelace' }, { name: 'ada lovelace', email: null })).toBe(
      'name',
    );
    expect(sameDancer({ name: 'Ada Lovelace' }, { name: 'Ada Byron' })).toBeNull();
  });

  it('does not take a name that only starts the same for the same dancer', () => {
    expect(sameDancer(ada, { ...grace, name: 'Ada Lovelace-Byron' })).toBeNull();
  });

  it('gives the same answer with lead and follow swapped', () => {
    // Small alphabets, so equal names and emails come up often.
    const text = fc.stringMatching(/^[ aAbB]{0,6}$/);
    const dancer = fc.record({ name: text, email: fc.option(text, { nil: undefined }) });
    fc.assert(
      fc.property(dancer, dancer, (lead, follow) => {
        expect(sameDancer(lead, follow)).toBe(sameDancer(follow, lead));
      }),
    );
  });
});

describe('isSameName', () => {
  it('ignores case, surrounding and repeated spaces, and Unicode forms', () => {
    expect(isSameName(' Ada ', 'ADA')).toBe(true);
    expect(isSameName('Ada  Lovelace', 'Ada Lovelace')).toBe(true);
    // "é" as one code point and as "e" plus a combining accent.
    expect(isSameName('Ren\u00e9e', 'Rene\u0301e')).toBe(true);
    expect(isSameName('Ada', 'Adam')).toBe(false);
  });
});
