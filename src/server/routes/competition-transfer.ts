import type { FastifyInstance } from 'fastify';
import { competitionTransferEndpoints as endpoints } from '../../shared/contract/competition-transfer';
import type { AppContext } from '../context';
import { errors } from '../errors';
import { ImportRefusal, checkExportDocument } from '../export/check-export';
import { exportCompetition, serializeExport } from '../export/export-competition';
import { CompetitionExistsRefusal, importCompetition } from '../export/import-competition';
import { principalOf } from '../http/access';
import { registerEndpoint } from '../http/register-endpoint';

/** A competition with its officials' photos (2 MB each at most) fits; docs/security.md. */
export const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

/** The refusals of the import's checks, as the API's typed errors. */
function asAppError(error: unknown): unknown {
  if (error instanceof CompetitionExistsRefusal)
    return errors.competitionExists(error.competitionId);
  if (error instanceof ImportRefusal) return errors.invalidExport(error.path, error.reason);
  return error;
}

/** The Settings page's export and import: the CLI's services behind admin-only routes. */
export function registerCompetitionTransferRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, endpoints.exportCompetition, async ({ params }, _request, reply) => {
    const text = serializeExport(await exportCompetition(ctx.database.db, params.competitionId));
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${params.competitionId}.json"`)
      .header('cache-control', 'no-store')
      .send(text);
  });

  registerEndpoint(
    app,
    endpoints.importCompetition,
    async ({ query }, request) => {
      const principal = principalOf(request);
      try {
        // The JSON body parser already read the file; the checks name its first problem.
        const document = checkExportDocument(request.body);
        return await importCompetition(
          ctx,
          document,
          { replace: query.replace === 'true', as: query.as },
          { userId: principal.userId, email: principal.email },
        );
      } catch (error) {
        throw asAppError(error);
      }
    },
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
}
