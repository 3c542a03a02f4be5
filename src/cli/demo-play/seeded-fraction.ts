import { createHash } from 'node:crypto';

/**
 * A number in [0, 1) decided by the seed and the parts named: the replay's
 * small choices (who is late, when a judge taps) are the same on every run
 * with the same seed, without carrying a random generator around.
 */
export function seededFraction(seed: string, ...parts: readonly (string | number)[]): number {
  const digest = createHash('sha256')
    .update([seed, ...parts].join('\u0000'))
    .digest();
  return digest.readUInt32LE(0) / 2 ** 32;
}
