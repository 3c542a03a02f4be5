import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { generateAccessCode } from '../../../domain/officials/access-code';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;
const KEY_BYTES = 32;

/**
 * Edit codes have the judges' access-code form (spec section 9) and come from
 * the same cryptographic source. Only a salted scrypt hash is stored, so a copy
 * of the database does not let anyone change a couple's entries.
 */
export const newEditCode = () => generateAccessCode(crypto.randomBytes);

export async function hashEditCode(code: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(code, salt, KEY_BYTES);
  return `${salt.toString('hex')}:${hash.toString('hex')}`;
}

/**
 * The first byte of sha256(code), in hex: stored beside the hash so a lookup
 * runs scrypt only on an email's registrations whose tag matches (about 1 in
 * 256 of the others), however many there are. Unkeyed, so it narrows a guess
 * made with a copy of the database 256 times (decision 022).
 */
export const codeTagOf = (code: string) =>
  crypto.createHash('sha256').update(code).digest('hex').slice(0, 2);

/** A well-formed hash that no code matches, checked when there is nothing to check. */
export const UNMATCHABLE_HASH = `${'00'.repeat(16)}:${'00'.repeat(KEY_BYTES)}`;

export async function editCodeMatches(code: string, stored: string): Promise<boolean> {
  const [saltHex, hashHex] = stored.split(':');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scrypt(code, Buffer.from(saltHex, 'hex'), expected.length);
  return crypto.timingSafeEqual(actual, expected);
}
