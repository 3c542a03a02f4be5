import { describe, expect, it } from 'vitest';
import { JudgeTokens } from './judge-token';

const NOW = Date.parse('2026-05-01T12:00:00Z');
const tokens = new JudgeTokens('a-server-secret-a-server-secret-0123');
const claims = {
  officialId: 'judge-1',
  competitionId: 'comp-1',
  codeFingerprint: tokens.fingerprint('ABC!234'),
  expiresAt: NOW / 1000 + 3600,
};

describe('judge tokens', () => {
  it('verifies a token it issued until it expires', () => {
    const token = tokens.issue(claims);
    expect(tokens.verify(token, NOW)).toEqual(claims);
    expect(tokens.verify(token, NOW + 3600_000)).toBeNull();
  });

  it('refuses a token with a changed payload, another secret or a broken shape', () => {
    const token = tokens.issue(claims);
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ j: 'judge-2', c: 'comp-1', f: 'x', e: 2e9 }));
    expect(tokens.verify(`${forged.toString('base64url')}.${signature}`, NOW)).toBeNull();
    expect(new JudgeTokens('another-secret-another-secret-0123').verify(token, NOW)).toBeNull();
    for (const broken of ['', 'abc', `${token}.extra`, 'e30.abc']) {
      expect(tokens.verify(broken, NOW)).toBeNull();
    }
  });

  it('fingerprints codes with the secret, so another code or secret gives another print', () => {
    expect(tokens.fingerprint('ABC!234')).toBe(claims.codeFingerprint);
    expect(tokens.fingerprint('ABC!235')).not.toBe(claims.codeFingerprint);
    expect(new JudgeTokens('another-secret-another-secret-0123').fingerprint('ABC!234')).not.toBe(
      claims.codeFingerprint,
    );
  });
});
