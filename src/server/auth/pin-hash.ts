import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * scrypt's cost: N = 2^14 with r = 8 takes 16 MiB and tens of milliseconds a
 * try, so each guess at a stolen hash costs real memory and time (a PIN has at
 * most 10^8 values; the rate limit guards the live endpoint). Stored with the
 * hash, so a later cost still verifies old hashes.
 */
const COST = { N: 2 ** 14, r: 8, p: 1 };
const KEY_LENGTH = 32;
const PREFIX = 'scrypt';

/** `scrypt$N$r$p$salt$hash` (base64url), with a random 16-byte salt. */
export async function hashPin(pin: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(pin, salt, KEY_LENGTH, COST);
  return [
    PREFIX,
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

/** Whether the PIN matches the stored hash, compared in constant time; a malformed hash matches nothing. */
export async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, hash] = stored.split('$');
  if (prefix !== PREFIX || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every(Number.isSafeInteger) || expected.length === 0) return false;
  const actual = await scrypt(pin, Buffer.from(salt, 'base64url'), expected.length, cost);
  return crypto.timingSafeEqual(actual, expected);
}
