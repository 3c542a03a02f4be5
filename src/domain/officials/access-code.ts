/**
 * Judges' access codes (spec section 9, DESIGN.md section 5): 7 characters from
 * the upper-case letters, the digits and `!@#$%&`. A judge types the code once
 * per device, so it is short; it is drawn from a cryptographic source so that
 * it cannot be guessed from other codes.
 */
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%&';
export const ACCESS_CODE_LENGTH = 7;
export const ACCESS_CODE_PATTERN = /^[A-Z0-9!@#$%&]{7}$/;

/**
 * 252 is the largest multiple of the alphabet's 42 symbols that fits in a byte.
 * Bytes from 252 up are thrown away (rejection sampling): mapping them too would
 * make the first four symbols more likely than the rest.
 */
export const ACCEPTED_BYTES_BELOW = 252;

/** Enough rounds for any real random source; only a broken one runs out. */
const MAX_ROUNDS = 100;

/**
 * A fresh access code. `randomBytes` is the caller's source of random bytes
 * (the server passes `crypto.randomBytes`), which keeps this module free of I/O
 * and lets tests drive it with known bytes. Each round asks only for the
 * symbols still missing, so the code is exactly the first seven accepted bytes.
 */
export function generateAccessCode(randomBytes: (n: number) => Uint8Array): string {
  let code = '';
  for (let round = 0; round < MAX_ROUNDS && code.length < ACCESS_CODE_LENGTH; round++) {
    for (const byte of randomBytes(ACCESS_CODE_LENGTH - code.length)) {
      if (byte >= ACCEPTED_BYTES_BELOW || code.length === ACCESS_CODE_LENGTH) continue;
      code += ACCESS_CODE_ALPHABET.charAt(byte % ACCESS_CODE_ALPHABET.length);
    }
  }
  if (code.length < ACCESS_CODE_LENGTH) {
    throw new Error('The random source keeps returning bytes that cannot be used for a code.');
  }
  return code;
}

export function isAccessCode(value: string): boolean {
  return ACCESS_CODE_PATTERN.test(value);
}
