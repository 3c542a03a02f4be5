import type { FastifyInstance } from 'fastify';
import { judgingEndpoints as endpoints } from '../../shared/contract/judging';
import { JudgeCodeLimits } from '../auth/judge-code-limits';
import type { AppContext } from '../context';
import { judgeOf } from '../http/access';
import { registerEndpoint } from '../http/register-endpoint';
import { listJudgeRounds } from '../services/judging/judge-rounds';
import { signInJudge } from '../services/judging/judge-session';
import { saveJudgeSheet } from '../services/judging/judge-sheets';

/**
 * The judges' side of the competition day: a device signs in with the judge's
 * code, lists the judge's running rounds and sends the judge's sheets.
 */
export function registerJudgeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limits = new JudgeCodeLimits();
  const db = ctx.database.db;

  registerEndpoint(app, endpoints.judgeSignIn, async ({ params, body }, request) =>
    signInJudge(db, ctx.judgeTokens, limits, {
      judgeId: params.judgeId,
      code: body.code,
      address: request.ip,
      now: new Date(),
    }),
  );

  registerEndpoint(app, endpoints.judgeRounds, async (_input, request) =>
    listJudgeRounds(db, judgeOf(request)),
  );

  registerEndpoint(app, endpoints.saveDanceSheet, async ({ params, body }, request) =>
    saveJudgeSheet(ctx, judgeOf(request), params, body),
  );
}
