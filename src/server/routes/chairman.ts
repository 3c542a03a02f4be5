import type { FastifyInstance } from 'fastify';
import { chairmanEndpoints as endpoints } from '../../shared/contract/chairman';
import { ChairmanPinLimits } from '../auth/chairman-pin-limits';
import type { AppContext } from '../context';
import { principalOf } from '../http/access';
import { registerEndpoint } from '../http/register-endpoint';
import { changeRoundLock } from '../services/chairman/chairman-lock';
import { setChairmanPin } from '../services/chairman/chairman-pin';
import { chairmanOverview, getChairmanRound } from '../services/chairman/chairman-read';

/**
 * Requests that hash a PIN, per network address: beside the per-competition
 * limit on wrong PINs, this bounds the slow hashing one caller can ask for.
 * Generous, since the venue's staff share one address.
 */
const pinRequests = { max: 60, timeWindow: '1 minute' };

/** The chairman of judges' oversight, PIN and round locks (chairmen and admins). */
export function registerChairmanRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const check = { limits: new ChairmanPinLimits(), now: () => Date.now() };
  const actorOf = (request: Parameters<typeof principalOf>[0]) => {
    const principal = principalOf(request);
    return { userId: principal.userId, email: principal.email };
  };

  registerEndpoint(app, endpoints.chairmanOverview, async ({ params }) =>
    chairmanOverview(db, params.competitionId),
  );
  registerEndpoint(app, endpoints.chairmanRound, async ({ params }) =>
    getChairmanRound(db, params),
  );
  registerEndpoint(
    app,
    endpoints.setChairmanPin,
    async ({ params, body }, request) =>
      setChairmanPin(ctx, check, actorOf(request), params.competitionId, body),
    { rateLimit: pinRequests },
  );
  registerEndpoint(
    app,
    endpoints.lockRound,
    async ({ params, body }, request) =>
      changeRoundLock(ctx, check, actorOf(request), params, { lock: true, pin: body.pin }),
    { rateLimit: pinRequests },
  );
  registerEndpoint(
    app,
    endpoints.unlockRound,
    async ({ params, body }, request) =>
      changeRoundLock(ctx, check, actorOf(request), params, {
        lock: false,
        pin: body.pin,
        reason: body.reason,
      }),
    { rateLimit: pinRequests },
  );
}
