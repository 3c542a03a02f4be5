import { describe, expect, it } from 'vitest';
import { hashPin, pinMatches } from './pin-hash';

describe('chairman PIN hashes', () => {
  it('match their own PIN only, and never show the PIN', async () => {
    const stored = await hashPin('482913');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain('482913');
    expect(await pinMatches('482913', stored)).toBe(true);
    expect(await pinMatches('482914', stored)).toBe(false);
    expect(await pinMatches('48291', stored)).toBe(false);
  });

  it('salt each hash, so one PIN set twice is stored differently', async () => {
    const [a, b] = await Promise.all([hashPin('1234'), hashPin('1234')]);
    expect(a).not.toBe(b);
    expect(await pinMatches('1234', b)).toBe(true);
  });

  it('treat a malformed stored hash as matching nothing', async () => {
    expect(await pinMatches('1234', 'plain-1234')).toBe(false);
    expect(await pinMatches('1234', 'scrypt$x$8$1$abc$def')).toBe(false);
  });
});
