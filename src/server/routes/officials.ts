import type { FastifyError, FastifyInstance } from 'fastify';
import { PHOTO_CONTENT_TYPES } from '../../domain/officials/image-type';
import { officialEndpoints as endpoints } from '../../shared/contract/officials';
import { MAX_PHOTO_BYTES } from '../../shared/officials';
import type { AppContext } from '../context';
import { errors } from '../errors';
import { principalOf } from '../http/access';
import type { Principal } from '../http/access';
import { registerEndpoint } from '../http/register-endpoint';
import type { Actor } from '../services/audit-log';
import {
  createOfficial,
  deleteOfficial,
  getOfficialPhoto,
  getPublicOfficial,
  listAdminOfficials,
  regenerateAccessCode,
  removeOfficialPhoto,
  setOfficialPhoto,
  updateOfficial,
} from '../services/officials-service';

const actorOf = (principal: Principal): Actor => ({
  userId: principal.userId,
  email: principal.email,
});
const PHOTO_CACHE = 'public, max-age=31536000, immutable';

/**
 * Officials of a competition: organizers list and edit them (with judges'
 * access codes) and upload photos; anyone may read one official and their photo.
 */
export function registerOfficialsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, endpoints.listOfficials, async ({ params }) =>
    listAdminOfficials(ctx.database.db, params.competitionId),
  );

  registerEndpoint(app, endpoints.createOfficial, async ({ params, body }, request) =>
    createOfficial(ctx, actorOf(principalOf(request)), params.competitionId, body),
  );

  registerEndpoint(app, endpoints.updateOfficial, async ({ params, body }, request) => {
    const { competitionId, officialId } = params;
    return updateOfficial(ctx, actorOf(principalOf(request)), competitionId, officialId, body);
  });

  registerEndpoint(app, endpoints.deleteOfficial, async ({ params }, request) => {
    await deleteOfficial(
      ctx,
      actorOf(principalOf(request)),
      params.competitionId,
      params.officialId,
    );
  });

  registerEndpoint(app, endpoints.renewAccessCode, async ({ params }, request) =>
    regenerateAccessCode(
      ctx,
      actorOf(principalOf(request)),
      params.competitionId,
      params.officialId,
    ),
  );

  registerEndpoint(app, endpoints.removeOfficialPhoto, async ({ params }, request) =>
    removeOfficialPhoto(
      ctx,
      actorOf(principalOf(request)),
      params.competitionId,
      params.officialId,
    ),
  );

  // Its own plugin, so the image body parser and the larger body limit apply to
  // the upload alone: every other route keeps JSON-only bodies and the default limit.
  void app.register(async (upload) => {
    upload.addContentTypeParser(
      [...PHOTO_CONTENT_TYPES],
      { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES },
      (_request, body, done) => done(null, body),
    );
    // Fastify's own refusals name no limit or format; these say what to upload instead.
    upload.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw errors.photoTooLarge();
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw errors.unsupportedPhoto();
      throw error;
    });

    registerEndpoint(upload, endpoints.uploadOfficialPhoto, async ({ params }, request) => {
      // JSON, text or no body at all reach here as something other than raw bytes.
      if (!Buffer.isBuffer(request.body)) throw errors.unsupportedPhoto();
      const { competitionId, officialId } = params;
      const actor = actorOf(principalOf(request));
      return setOfficialPhoto(ctx, actor, competitionId, officialId, request.body);
    });
  });

  registerEndpoint(app, endpoints.getOfficial, async ({ params }) =>
    getPublicOfficial(ctx.database.db, params.competitionId, params.officialId),
  );

  registerEndpoint(app, endpoints.getOfficialPhoto, async ({ params }, _request, reply) => {
    const photo = await getOfficialPhoto(ctx.database.db, params.competitionId, params.officialId);
    return reply
      .header('content-type', photo.contentType)
      .header('cache-control', PHOTO_CACHE)
      .header('x-content-type-options', 'nosniff')
      .send(photo.bytes);
  });
}
