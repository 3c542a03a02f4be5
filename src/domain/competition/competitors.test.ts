import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADHOC_ENTRY, countEntries } from './competitors';

describe('countEntries', () => {
  it('counts a couple once when both dancers list the entry, and never the walk-on placeholder', () => {
    expect(
      countEntries([
        { entryId: 'waltz-1', leadId: 'ana' },
        { entryId: 'waltz-1', leadId: 'ana' },
        { entryId: 'tango-1', leadId: 'ana' },
        { entryId: 'waltz-2', leadId: 'ben' },
        { entryId: 'waltz-Adhoc', leadId: ADHOC_ENTRY.leadId },
      ]),
    ).toBe(3);
  });

  it('does not depend on how often or in which order the entries are listed', () => {
    const entry = fc.record({
      entryId: fc.constantFrom('a', 'b', 'c', 'd'),
      leadId: fc.constantFrom('x', 'y', ADHOC_ENTRY.leadId),
    });
    fc.assert(
      fc.property(fc.array(entry), (entries) => {
        const once = new Map(entries.map((e) => [`${e.entryId}|${e.leadId}`, e]));
        expect(countEntries([...entries, ...entries].reverse())).toBe(countEntries(once.values()));
      }),
    );
  });
});
