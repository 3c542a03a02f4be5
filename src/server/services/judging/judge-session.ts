import type { Kysely } from 'kysely';
import { isJudgeRole } from '../../../domain/officials/official-roles';
import type { JudgeSession } from '../../../shared/judging';
import type { JudgeCodeLimits } from '../../auth/judge-code-limits';
import type { JudgeTokens } from '../../auth/judge-token';
import { sameBytes } from '../../auth/judge-token';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';

/** The judge a request's token was verified for; the access hook puts it on the request. */
export type VerifiedJudge = { id: string; name: string; competitionId: string };

const DAY_MS = 86_400_000;

/**
 * A device stays signed in through the day after the competition's last day
 * (to that day's end in UTC, so a late final anywhere is covered), or three
 * days when the competition has no end date. Signing in after that still
 * gives a day, so a late correction is possible.
 */
export function judgeTokenExpiry(endDate: string | null, nowMs: number): number {
  if (endDate === null) return nowMs + 3 * DAY_MS;
  return Math.max(Date.parse(`${endDate}T00:00:00Z`) + 2 * DAY_MS, nowMs + DAY_MS);
}

function findJudge(db: Kysely<Database>, officialId: string) {
  return db
    .selectFrom('officials')
    .innerJoin('competitions', 'competitions.id', 'officials.competition_id')
    .select([
      'officials.id',
      'officials.name',
      'officials.role',
      'officials.access_code',
      'officials.competition_id',
      'competitions.end_date',
    ])
    .where('officials.id', '=', officialId)
    .executeTakeFirst();
}

export type SignIn = { judgeId: string; code: string; address: string; now: Date };

/**
 * Exchanges a judge's access code for a device token. Codes are compared in
 * constant time, exactly as issued (upper case); wrong codes count against
 * the judge and the address, and past a few the caller must wait.
 */
export async function signInJudge(
  db: Kysely<Database>,
  tokens: JudgeTokens,
  limits: JudgeCodeLimits,
  { judgeId, code, address, now }: SignIn,
): Promise<JudgeSession> {
  const nowMs = now.getTime();
  const wait = limits.waitSeconds(judgeId, address, nowMs);
  if (wait > 0) throw errors.judgeCodeAttemptsExceeded(wait);
  const judge = await findJudge(db, judgeId);
  if (!judge || !isJudgeRole(judge.role) || judge.access_code === null)
    throw errors.judgeNotFound();
  if (!sameBytes(code, judge.access_code)) {
    limits.failed(judgeId, address, nowMs);
    throw errors.wrongJudgeCode();
  }
  limits.accepted(judgeId);
  const expiresAt = judgeTokenExpiry(judge.end_date, nowMs);
  const token = tokens.issue({
    officialId: judge.id,
    competitionId: judge.competition_id,
    codeFingerprint: tokens.fingerprint(judge.access_code),
    expiresAt: Math.floor(expiresAt / 1000),
  });
  return {
    token,
    judge: { id: judge.id, name: judge.name },
    competitionId: judge.competition_id,
    expiresAt: new Date(Math.floor(expiresAt / 1000) * 1000).toISOString(),
  };
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/**
 * The judge a request may act as: its bearer token must be valid and unexpired
 * (else 401), name the judge of the path (else 403), and still match the
 * official, who must still be a judge with the same code (else 401: a new code
 * signs every device out).
 */
export async function verifyJudgeSession(
  db: Kysely<Database>,
  tokens: JudgeTokens,
  authorization: string | undefined,
  pathJudgeId: string | undefined,
  nowMs: number,
): Promise<VerifiedJudge> {
  const token = authorization && BEARER.exec(authorization.trim())?.[1];
  const claims = token ? tokens.verify(token, nowMs) : null;
  if (!claims) throw errors.judgeSessionRequired();
  if (pathJudgeId !== claims.officialId) throw errors.judgeMismatch();
  const judge = await findJudge(db, claims.officialId);
  const stillValid =
    judge !== undefined &&
    judge.competition_id === claims.competitionId &&
    isJudgeRole(judge.role) &&
    judge.access_code !== null &&
    sameBytes(tokens.fingerprint(judge.access_code), claims.codeFingerprint);
  if (!stillValid) throw errors.judgeSessionRequired();
  return { id: judge.id, name: judge.name, competitionId: judge.competition_id };
}
