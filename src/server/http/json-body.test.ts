import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from './json-body';

describe('jsonNestsDeeperThan', () => {
  it.each([
    ['{"a":[1,{"b":2}]}', 3, false],
    ['{"a":[1,{"b":2}]}', 2, true],
    ['[[[]]]', 3, false],
    ['[[[[]]]]', 3, true],
    // Brackets inside strings, escaped quotes included, are text, not nesting.
    ['{"a":"[[[[[[{{{{"}', 1, false],
    ['{"a":"\\"[[[[[["}', 1, false],
    ['[' + '[]'.repeat(1000) + ']', 2, false],
  ])('%s deeper than %s: %s', (text, limit, deeper) => {
    expect(jsonNestsDeeperThan(text, limit)).toBe(deeper);
  });

  it('scans a 100,000-level body without running out of stack', () => {
    expect(jsonNestsDeeperThan('['.repeat(100_000), 32)).toBe(true);
  });
});
