import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deckCaptainEndpoints as endpoints } from '../../shared/contract/deck-captain';
import type { AppContext } from '../context';
import { principalOf } from '../http/access';
import { registerEndpoint } from '../http/register-endpoint';
import type { Actor } from '../services/audit-log';
import { checkInCouple, checkInHeat } from '../services/floor/floor-check-in';
import { listWalkOnCouples, readFloor } from '../services/floor/floor-read';
import {
  addWalkOn,
  moveCoupleToHeat,
  setCoupleAbsent,
} from '../services/floor/floor-round-couples';
import { scratchEntry, unscratchEntry } from '../services/floor/floor-scratch';

function actorOf(request: FastifyRequest): Actor {
  const principal = principalOf(request);
  return { userId: principal.userId, email: principal.email };
}

/** The deck captain's floor on competition day (deck captains and admins). */
export function registerDeckCaptainRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, endpoints.getDeckCaptainFloor, async ({ params }) =>
    readFloor(ctx.database.db, params.competitionId),
  );
  registerEndpoint(app, endpoints.listWalkOnCouples, async ({ params }) =>
    listWalkOnCouples(ctx.database.db, params.competitionId),
  );
  registerEndpoint(app, endpoints.checkInCouple, async ({ params, body }, request) =>
    checkInCouple(ctx, actorOf(request), params, body),
  );
  registerEndpoint(app, endpoints.checkInHeat, async ({ params }, request) =>
    checkInHeat(ctx, actorOf(request), params),
  );
  registerEndpoint(app, endpoints.setCoupleAbsent, async ({ params, body }, request) =>
    setCoupleAbsent(ctx, actorOf(request), params, body.absent),
  );
  registerEndpoint(app, endpoints.moveCoupleToHeat, async ({ params, body }, request) =>
    moveCoupleToHeat(ctx, actorOf(request), params, body.heat),
  );
  registerEndpoint(app, endpoints.addWalkOn, async ({ params, body }, request) =>
    addWalkOn(ctx, actorOf(request), params, body),
  );
  registerEndpoint(app, endpoints.scratchEntry, async ({ params, body }, request) =>
    scratchEntry(ctx, actorOf(request), params, body.reason),
  );
  registerEndpoint(app, endpoints.unscratchEntry, async ({ params }, request) =>
    unscratchEntry(ctx, actorOf(request), params),
  );
}
