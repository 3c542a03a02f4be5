import { judgingEndpoints as endpoints } from '../../../../shared/contract/judging';
import type { JudgeRounds, JudgeSession, SheetReceipt } from '../../../../shared/judging';
import { liveTopics } from '../../../../shared/live';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import type { DeviceDatabase, QueuedWrite } from '../device-store';
import { saveRounds, storedJudge } from '../device-store';

const bearer = (session: JudgeSession) => `Bearer ${session.token}`;

export const signInJudge = (judgeId: string, code: string) =>
  callApi(endpoints.judgeSignIn, { params: { judgeId }, body: { code } });

/** Sends one queued write of the judge's marks. */
export const sendSheet = (session: JudgeSession, write: QueuedWrite): Promise<SheetReceipt> =>
  callApi(endpoints.saveDanceSheet, {
    params: {
      judgeId: write.judgeId,
      eventId: write.eventId,
      roundNumber: write.roundNumber,
      dance: write.dance,
    },
    body: {
      submissionId: write.submissionId,
      deviceId: write.deviceId,
      version: write.version,
      entries: write.entries,
      submit: write.submit,
    },
    authorization: bearer(session),
  });

/** The judge's rounds, and whether they come from this device because the server is out of reach. */
export type JudgeRoundsRead = { rounds: JudgeRounds; offline: boolean };

/**
 * The judge's running rounds from the server, kept on the device; without a
 * connection, the last ones kept, so a reload offline still shows the sheets.
 */
export async function readJudgeRounds(
  db: DeviceDatabase,
  session: JudgeSession,
): Promise<JudgeRoundsRead> {
  const judgeId = session.judge.id;
  try {
    const rounds = await callApi(endpoints.judgeRounds, {
      params: { judgeId },
      authorization: bearer(session),
    });
    await saveRounds(db, judgeId, rounds);
    return { rounds, offline: false };
  } catch (error) {
    const kept = (await storedJudge(db, judgeId)).rounds;
    if (error instanceof ApiRequestError && error.code === 'network' && kept) {
      return { rounds: kept, offline: true };
    }
    throw error;
  }
}

/**
 * The judge's rounds are read under the rounds topic (a round starts or ends)
 * and again under each shown round's marks topic (the scrutineer entered or
 * corrected a sheet), so either notification refetches them.
 */
export const judgeRoundsKey = (session: JudgeSession) =>
  [liveTopics.rounds(session.competitionId), 'judge', session.judge.id] as const;
export const judgeRoundMarksKey = (session: JudgeSession, roundKey: string) =>
  [liveTopics.marks(session.competitionId, roundKey), 'judge', session.judge.id] as const;
