import crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_BYTES_BELOW,
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  generateAccessCode,
  isAccessCode,
} from './access-code';

/** A random source that plays back `bytes` in order, then repeats them (or 0s, if empty). */
function playback(bytes: readonly number[]) {
  let position = 0;
  const requests: number[] = [];
  const source = (n: number) => {
    requests.push(n);
    return Uint8Array.from({ length: n }, () => {
      const byte = bytes.length === 0 ? 0 : (bytes[position % bytes.length] ?? 0);
      position++;
      return byte;
    });
  };
  return { source, requests };
}

describe('generateAccessCode', () => {
  it('uses the spec alphabet: 26 letters, 10 digits and ! @ # $ % &', () => {
    expect(ACCESS_CODE_ALPHABET).toHaveLength(42);
    expect(new Set(ACCESS_CODE_ALPHABET).size).toBe(42);
    expect(ACCEPTED_BYTES_BELOW % ACCESS_CODE_ALPHABET.length).toBe(0);
    expect(ACCEPTED_BYTES_BELOW + ACCESS_CODE_ALPHABET.length).toBeGreaterThan(256);
  });

  it('maps accepted bytes onto the alphabet in order', () => {
    expect(generateAccessCode(playback([0, 1, 25, 26, 35, 36, 41]).source)).toBe('ABZ09!&');
    expect(generateAccessCode(playback([42, 83, 84, 251, 210, 0, 1]).source)).toBe('A&A&AAB');
  });

  it('skips bytes from 252 up and asks only for the symbols still missing', () => {
    const { source, requests } = playback([252, 0, 255, 1, 2, 3, 4, 5, 253, 6, 7]);
    expect(generateAccessCode(source)).toBe('ABCDEFG');
    expect(requests).toEqual([7, 2, 1]);
  });

  it('fails loudly on a source that never yields a usable byte', () => {
    expect(() => generateAccessCode(playback([255]).source)).toThrow(/random source/);
  });

  it('always gives 7 characters of the alphabet, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (bytes) => {
        fc.pre(bytes.some((byte) => byte < ACCEPTED_BYTES_BELOW));
        const code = generateAccessCode(playback([...bytes]).source);
        expect(code).toHaveLength(ACCESS_CODE_LENGTH);
        expect(isAccessCode(code)).toBe(true);
        for (const char of code) expect(ACCESS_CODE_ALPHABET).toContain(char);
      }),
    );
  });

  it('is exactly the first seven accepted bytes, each taken modulo 42 (a model check)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 40 }), (bytes) => {
        const accepted = bytes.filter((byte) => byte < ACCEPTED_BYTES_BELOW);
        fc.pre(accepted.length >= ACCESS_CODE_LENGTH);
        const expected = accepted
          .slice(0, ACCESS_CODE_LENGTH)
          .map((byte) => ACCESS_CODE_ALPHABET.charAt(byte % 42))
          .join('');
        expect(generateAccessCode(playback(bytes).source)).toBe(expected);
      }),
    );
  });

  it('has no modulo bias: all 256 byte values give every symbol exactly six times', () => {
    const everyByte = Array.from({ length: 256 }, (_, byte) => byte);
    const { source } = playback(everyByte);
    // 252 accepted bytes make 36 codes; the 4 rejected ones contribute nothing.
    const symbols = Array.from({ length: 36 }, () => generateAccessCode(source)).join('');
    const counts = new Map<string, number>();
    for (const char of symbols) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(42);
    expect(new Set(counts.values())).toEqual(new Set([6]));
  });

  it('spreads symbols evenly over many codes from crypto.randomBytes (chi-squared sanity)', () => {
    const codes = 20_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < codes; i++) {
      for (const char of generateAccessCode(crypto.randomBytes)) {
        counts.set(char, (counts.get(char) ?? 0) + 1);
      }
    }
    const expected = (codes * ACCESS_CODE_LENGTH) / 42;
    const chiSquared = [...ACCESS_CODE_ALPHABET].reduce((sum, char) => {
      const observed = counts.get(char) ?? 0;
      return sum + (observed - expected) ** 2 / expected;
    }, 0);
    // 41 degrees of freedom: the mean is 41, and above 100 happens about once in ten million runs.
    expect(chiSquared).toBeLessThan(100);
  });
});

describe('isAccessCode', () => {
  it('accepts 7 characters of the alphabet and nothing else', () => {
    expect(isAccessCode('AB3!@#&')).toBe(true);
    expect(isAccessCode('ab3!@#&')).toBe(false);
    expect(isAccessCode('AB3!@#')).toBe(false);
    expect(isAccessCode('AB3!@#&X')).toBe(false);
    expect(isAccessCode('AB3^@#&')).toBe(false);
  });
});
