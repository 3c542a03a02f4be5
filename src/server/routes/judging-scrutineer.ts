import type { FastifyInstance, FastifyRequest } from 'fastify';
import { judgingEndpoints as endpoints } from '../../shared/contract/judging';
import type { AppContext } from '../context';
import { principalOf } from '../http/access';
import { registerEndpoint } from '../http/register-endpoint';
import type { Actor } from '../services/audit-log';
import { clearJudgeAbsence, markJudgeAbsent } from '../services/judging/scrutineer-absences';
import { computeRound } from '../services/judging/scrutineer-compute';
import { postRound } from '../services/judging/scrutineer-post';
import { getRoundJudging, setRecallTarget, startRound } from '../services/judging/scrutineer-round';
import { scratchFromFinal } from '../services/judging/scrutineer-scratch';
import { enterSheet } from '../services/judging/scrutineer-sheets';
import { unpostRound } from '../services/judging/scrutineer-unpost';

function actorOf(request: FastifyRequest): Actor {
  const principal = principalOf(request);
  return { userId: principal.userId, email: principal.email };
}

/** The scrutineer's round actions on competition day (scrutineers and admins). */
export function registerScrutineerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, endpoints.getRoundJudging, async ({ params }) =>
    getRoundJudging(ctx.database.db, params),
  );
  registerEndpoint(app, endpoints.startRound, async ({ params }, request) =>
    startRound(ctx, actorOf(request), params),
  );
  registerEndpoint(app, endpoints.setRecallTarget, async ({ params, body }, request) =>
    setRecallTarget(ctx, actorOf(request), params, body.recallTarget),
  );
  registerEndpoint(app, endpoints.enterSheet, async ({ params, body }, request) =>
    enterSheet(ctx, actorOf(request), params, body),
  );
  registerEndpoint(app, endpoints.markJudgeAbsent, async ({ params, body }, request) =>
    markJudgeAbsent(ctx, actorOf(request), params, body),
  );
  registerEndpoint(app, endpoints.clearJudgeAbsence, async ({ params }, request) =>
    clearJudgeAbsence(ctx, actorOf(request), params),
  );
  registerEndpoint(app, endpoints.computeRound, async ({ params, query }) =>
    computeRound(ctx.database.db, params, query.tieChoice),
  );
  registerEndpoint(app, endpoints.postRound, async ({ params, body }, request) =>
    postRound(ctx, actorOf(request), params, body.tieChoice),
  );
  registerEndpoint(app, endpoints.unpostRound, async ({ params, body }, request) =>
    unpostRound(ctx, actorOf(request), params, body.reason),
  );
  registerEndpoint(app, endpoints.scratchFromFinal, async ({ params, body }, request) =>
    scratchFromFinal(ctx, actorOf(request), params, body),
  );
}
