import crypto from 'node:crypto';
import { z } from 'zod';

/** What a judge's device token says: whose it is, for which competition and code, until when. */
export type JudgeClaims = {
  officialId: string;
  competitionId: string;
  /** {@link JudgeTokens.fingerprint} of the access code the device signed in with. */
  codeFingerprint: string;
  /** Seconds since the epoch. */
  expiresAt: number;
};

const ClaimsSchema = z.strictObject({
  j: z.string(),
  c: z.string(),
  f: z.string(),
  e: z.number().int(),
});

const encode = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

/**
 * Judges' device tokens: stateless, `payload.signature` with HMAC-SHA256 under
 * a key derived from the server secret (so a token never doubles as anything
 * the session cookies sign). They carry a keyed fingerprint of the judge's
 * access code rather than the code, so regenerating the code signs every
 * device out, and a leaked token does not give the code away to guessing.
 */
export class JudgeTokens {
  readonly #signingKey: Buffer;
  readonly #fingerprintKey: Buffer;

  constructor(serverSecret: string) {
    const derive = (purpose: string) =>
      crypto.createHmac('sha256', serverSecret).update(purpose).digest();
    this.#signingKey = derive('judge-token/sign');
    this.#fingerprintKey = derive('judge-token/code');
  }

  fingerprint(code: string): string {
    return crypto.createHmac('sha256', this.#fingerprintKey).update(code).digest('base64url');
  }

  issue(claims: JudgeClaims): string {
    const payload = encode(
      JSON.stringify({
        j: claims.officialId,
        c: claims.competitionId,
        f: claims.codeFingerprint,
        e: claims.expiresAt,
      }),
    );
    return `${payload}.${this.#sign(payload)}`;
  }

  /** The token's claims when its signature holds and it has not expired; null otherwise. */
  verify(token: string, nowMs: number): JudgeClaims | null {
    const [payload, signature, ...rest] = token.split('.');
    if (payload === undefined || signature === undefined || rest.length > 0) return null;
    if (!sameBytes(signature, this.#sign(payload))) return null;
    let parsed: z.infer<typeof ClaimsSchema>;
    try {
      parsed = ClaimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    } catch {
      return null;
    }
    if (parsed.e * 1000 <= nowMs) return null;
    return {
      officialId: parsed.j,
      competitionId: parsed.c,
      codeFingerprint: parsed.f,
      expiresAt: parsed.e,
    };
  }

  #sign(payload: string): string {
    return crypto.createHmac('sha256', this.#signingKey).update(payload).digest('base64url');
  }
}

/** Equal strings, compared in time that does not depend on where they differ. */
export function sameBytes(a: string, b: string): boolean {
  // Hashing first gives equal lengths, which timingSafeEqual needs, without leaking the length.
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(a), digest(b));
}
