import { z } from 'zod';
import {
  ComputeQuery,
  EnterSheetSchema,
  JudgeRoundsSchema,
  JudgeSessionSchema,
  JudgeSignInSchema,
  MarkAbsentSchema,
  PostRoundSchema,
  RoundComputationSchema,
  RoundJudgingSchema,
  SaveDanceSheetSchema,
  ScratchFromFinalSchema,
  SetRecallTargetSchema,
  SheetReceiptSchema,
  UnpostRoundSchema,
} from '../judging';
import { RoundNumberSchema } from '../schedule';
import { JUDGE_SESSION, PUBLIC, staffOnly } from './access';
import { defineEndpoint } from './define-endpoint';
import { EventParams } from './params';

const JudgeParams = z.strictObject({ judgeId: z.string().min(1).max(100) });
const roundNumber = z.coerce.number({ message: 'must be a round number' }).pipe(RoundNumberSchema);
const JudgeRoundParams = JudgeParams.extend({
  eventId: z.string().min(1).max(100),
  roundNumber,
});
const JudgeDanceParams = JudgeRoundParams.extend({ dance: z.string().min(1).max(60) });
export const RoundParams = EventParams.extend({ roundNumber });
const AbsenceParams = RoundParams.extend({ judgeId: z.string().min(1).max(100) });

const SCRUTINEER = staffOnly('scrutineer');
const judgeTag = 'Judging (judges)';
const tag = 'Judging (scrutineer)';
const round = '/api/admin/competitions/:competitionId/judging/rounds/:eventId/:roundNumber';

/** A scrutineer's action on one round; the answer is the round as the scrutineer sees it. */
const roundAction = <const P extends string, const B extends z.ZodType>(
  summary: string,
  method: 'POST' | 'PUT',
  path: P,
  body: B,
) =>
  defineEndpoint({
    summary,
    tag,
    method,
    path: `${round}/${path}`,
    access: SCRUTINEER,
    params: RoundParams,
    body,
    status: 200,
    response: RoundJudgingSchema,
  });

/**
 * The competition day's marks: judges sign in with their code and send their
 * sheets; the scrutineer starts rounds, watches the marks arrive, enters paper
 * sheets, computes with the engine and posts.
 */
export const judgingEndpoints = {
  judgeSignIn: defineEndpoint({
    summary: "Signs a judge's device in with the judge's access code (rate limited)",
    tag: judgeTag,
    method: 'POST',
    path: '/api/judges/:judgeId/session',
    access: PUBLIC,
    params: JudgeParams,
    body: JudgeSignInSchema,
    status: 201,
    response: JudgeSessionSchema,
  }),
  judgeRounds: defineEndpoint({
    summary: "The judge's running rounds, newest first, with the judge's sheets",
    tag: judgeTag,
    method: 'GET',
    path: '/api/judges/:judgeId/rounds',
    access: JUDGE_SESSION,
    params: JudgeParams,
    status: 200,
    response: JudgeRoundsSchema,
  }),
  saveDanceSheet: defineEndpoint({
    summary: "Saves a judge's marks for one dance (a draft, or submitted); idempotent",
    tag: judgeTag,
    method: 'PUT',
    path: '/api/judges/:judgeId/rounds/:eventId/:roundNumber/dances/:dance',
    access: JUDGE_SESSION,
    params: JudgeDanceParams,
    body: SaveDanceSheetSchema,
    status: 200,
    response: SheetReceiptSchema,
  }),

  getRoundJudging: defineEndpoint({
    summary: "A round's couples, panel, sheets and late arrivals",
    tag,
    method: 'GET',
    path: round,
    access: SCRUTINEER,
    params: RoundParams,
    status: 200,
    response: RoundJudgingSchema,
  }),
  startRound: roundAction('Starts a round (Running)', 'POST', 'start', z.strictObject({})),
  enterSheet: roundAction(
    "Enters or corrects a judge's sheet on the judge's behalf",
    'PUT',
    'sheets',
    EnterSheetSchema,
  ),
  markJudgeAbsent: roundAction(
    'Marks a judge absent for the round',
    'POST',
    'absences',
    MarkAbsentSchema,
  ),
  clearJudgeAbsence: defineEndpoint({
    summary: "Clears a judge's absence",
    tag,
    method: 'DELETE',
    path: `${round}/absences/:judgeId`,
    access: SCRUTINEER,
    params: AbsenceParams,
    status: 200,
    response: RoundJudgingSchema,
  }),
  computeRound: defineEndpoint({
    summary: "Computes the round's result with the engine (refused while marks are missing)",
    tag,
    method: 'GET',
    path: `${round}/compute`,
    access: SCRUTINEER,
    params: RoundParams,
    query: ComputeQuery,
    status: 200,
    response: RoundComputationSchema,
  }),
  postRound: roundAction('Posts the round', 'POST', 'post', PostRoundSchema),
  unpostRound: roundAction(
    'Takes a posted round back to Marked',
    'POST',
    'unpost',
    UnpostRoundSchema,
  ),
  scratchFromFinal: roundAction(
    "Removes a couple from every judge's marks of the final",
    'POST',
    'scratch',
    ScratchFromFinalSchema,
  ),
  setRecallTarget: roundAction(
    'Sets how many couples each judge recalls per dance',
    'PUT',
    'recall-target',
    SetRecallTargetSchema,
  ),
};
