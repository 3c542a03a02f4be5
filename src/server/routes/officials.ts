import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PHOTO_CONTENT_TYPES } from '../../domain/officials/image-type';
import { CompetitionIdSchema } from '../../shared/competition';
import {
  MAX_PHOTO_BYTES,
  OfficialIdSchema,
  OfficialInputSchema,
  OfficialPatchSchema,
} from '../../shared/officials';
import type { AppContext } from '../context';
import { ADMIN_ONLY, principalOf, PUBLIC } from '../http/access';
import type { Principal } from '../http/access';
import { parseInput } from '../http/validate';
import type { Actor } from '../services/audit-log';
import {
  createOfficial,
  deleteOfficial,
  getOfficialPhoto,
  getPublicOfficial,
  listAdminOfficials,
  officialErrors,
  regenerateAccessCode,
  removeOfficialPhoto,
  setOfficialPhoto,
  updateOfficial,
} from '../services/officials-service';

const CompetitionParams = z.object({ competitionId: CompetitionIdSchema });
const OfficialParams = CompetitionParams.extend({ officialId: OfficialIdSchema });

const actorOf = (principal: Principal): Actor => ({
  userId: principal.userId,
  email: principal.email,
});
const admin = { config: { access: ADMIN_ONLY } };
const PHOTO_CACHE = 'public, max-age=31536000, immutable';

const adminOfficials = '/api/admin/competitions/:competitionId/officials';
const adminOfficial = `${adminOfficials}/:officialId`;
const publicOfficial = '/api/competitions/:competitionId/officials/:officialId';

/**
 * Officials of a competition: organizers list and edit them (with judges'
 * access codes) and upload photos; anyone may read one official and their photo.
 */
export function registerOfficialsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(adminOfficials, admin, async (request) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    return listAdminOfficials(ctx.database.db, competitionId);
  });

  app.post(adminOfficials, admin, async (request, reply) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    const input = parseInput(OfficialInputSchema, request.body, 'body');
    reply.code(201);
    return createOfficial(ctx, actorOf(principalOf(request)), competitionId, input);
  });

  app.patch(adminOfficial, admin, async (request) => {
    const { competitionId, officialId } = parseInput(OfficialParams, request.params, 'path');
    const patch = parseInput(OfficialPatchSchema, request.body, 'body');
    return updateOfficial(ctx, actorOf(principalOf(request)), competitionId, officialId, patch);
  });

  app.delete(adminOfficial, admin, async (request, reply) => {
    const { competitionId, officialId } = parseInput(OfficialParams, request.params, 'path');
    await deleteOfficial(ctx, actorOf(principalOf(request)), competitionId, officialId);
    return reply.code(204).send();
  });

  app.post(`${adminOfficial}/access-code`, admin, async (request) => {
    const { competitionId, officialId } = parseInput(OfficialParams, request.params, 'path');
    return regenerateAccessCode(ctx, actorOf(principalOf(request)), competitionId, officialId);
  });

  app.delete(`${adminOfficial}/photo`, admin, async (request) => {
    const { competitionId, officialId } = parseInput(OfficialParams, request.params, 'path');
    return removeOfficialPhoto(ctx, actorOf(principalOf(request)), competitionId, officialId);
  });

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
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw officialErrors.photoTooLarge();
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw officialErrors.unsupportedPhoto();
      throw error;
    });

    upload.put(`${adminOfficial}/photo`, admin, async (request) => {
      const { competitionId, officialId } = parseInput(OfficialParams, request.params, 'path');
      // JSON, text or no body at all reach here as something other than raw bytes.
      if (!Buffer.isBuffer(request.body)) throw officialErrors.unsupportedPhoto();
      return setOfficialPhoto(
        ctx,
        actorOf(principalOf(request)),
        competitionId,
        officialId,
        request.body,
      );
    });
  });

  app.get(publicOfficial, { config: { access: PUBLIC } }, async (request) => {
    const { competitionId, officialId } = parseInput(OfficialParams, request.params, 'path');
    return getPublicOfficial(ctx.database.db, competitionId, officialId);
  });

  app.get(`${publicOfficial}/photo`, { config: { access: PUBLIC } }, async (request, reply) => {
    const { competitionId, officialId } = parseInput(OfficialParams, request.params, 'path');
    const photo = await getOfficialPhoto(ctx.database.db, competitionId, officialId);
    return reply
      .header('content-type', photo.contentType)
      .header('cache-control', PHOTO_CACHE)
      .header('x-content-type-options', 'nosniff')
      .send(photo.bytes);
  });
}
