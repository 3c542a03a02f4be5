import type { FastifyInstance } from 'fastify';
import { jumbotronEndpoints as endpoints } from '../../shared/contract/jumbotron';
import type { AppContext } from '../context';
import { principalOf } from '../http/access';
import { registerEndpoint } from '../http/register-endpoint';
import {
  previewScene,
  readJumbotron,
  readJumbotronControl,
  showScene,
} from '../services/jumbotron/jumbotron-state';

/** The jumbotron's screen (public) and its controllers (jumbotron operators and admins). */
export function registerJumbotronRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, endpoints.getJumbotron, async ({ params }) =>
    readJumbotron(ctx.database.db, params.competitionId),
  );
  registerEndpoint(app, endpoints.getJumbotronControl, async ({ params }) =>
    readJumbotronControl(ctx.database.db, params.competitionId),
  );
  registerEndpoint(app, endpoints.showJumbotronScene, async ({ params, body }, request) => {
    const { userId, email } = principalOf(request);
    return showScene(ctx, { userId, email }, params.competitionId, body);
  });
  registerEndpoint(app, endpoints.previewJumbotronScene, async ({ params, body }) =>
    previewScene(ctx.database.db, params.competitionId, body.scene),
  );
}
