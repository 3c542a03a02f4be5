import crypto from 'node:crypto';
import { expect } from 'vitest';
import { buildPath } from '../../shared/contract/define-endpoint';
import { judgingEndpoints } from '../../shared/contract/judging';
import type { SaveDanceSheet } from '../../shared/judging';
import type { RunningRound } from './judging-fixtures';
import { couple, dancer, publicBase } from './registration-fixtures';

/**
 * Writes as real clients send them, over HTTP, for the tests that stop or kill
 * the server under load (crash.int.test.ts, rolling-restart.int.test.ts).
 */

/** One request of a client; `send` answers the HTTP response from the server at `url`. */
export type Step<T> = { value: T; send: (url: string) => Promise<Response> };

export const sendJson = (
  url: string,
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

export type RegisteredCouple = { leadEmail: string; followEmail: string };

/** A public registration of a new couple whose names (so emails) carry `label` and `i`. */
export function registrationStep(label: string, i: number): Step<RegisteredCouple> {
  const input = couple({
    lead: dancer(`${label} Lead ${i}`),
    follow: dancer(`${label} Follow ${i}`),
  });
  return {
    value: { leadEmail: input.lead.email, followEmail: input.follow?.email ?? '' },
    send: (url) => sendJson(`${url}${publicBase}/registrations`, 'POST', input),
  };
}

export type Sheet = { judgeId: string; dance: string; body: SaveDanceSheet };

/**
 * A judge's device saving a sheet: a fresh submission id each time, so a resend
 * of the same step is recognized by the server and counted once.
 */
export function sheetStep(
  round: RunningRound,
  judgeId: string,
  token: string,
  dance: string,
  sheet: Omit<SaveDanceSheet, 'submissionId' | 'deviceId'>,
): Step<Sheet> {
  const body: SaveDanceSheet = {
    submissionId: crypto.randomUUID(),
    deviceId: `device-${judgeId}`,
    ...sheet,
  };
  const path = buildPath(judgingEndpoints.saveDanceSheet.path, {
    judgeId,
    eventId: round.eventId,
    roundNumber: round.roundNumber,
    dance,
  });
  return {
    value: { judgeId, dance, body },
    send: (url) => sendJson(`${url}${path}`, 'PUT', body, { authorization: `Bearer ${token}` }),
  };
}

/** Signs every judge of the round in with their code; the tokens by judge id. */
export async function signInJudges(url: string, round: RunningRound): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  for (const judge of round.judges) {
    const response = await sendJson(
      `${url}${buildPath(judgingEndpoints.judgeSignIn.path, { judgeId: judge.id })}`,
      'POST',
      { code: judge.code },
    );
    expect(response.status).toBe(201);
    tokens.set(judge.id, (await response.json()).token);
  }
  return tokens;
}
