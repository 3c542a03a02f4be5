import { z } from 'zod';
import { PHOTO_CONTENT_TYPES } from '../../domain/officials/image-type';
import { OfficialSchema } from '../competition';
import {
  AdminOfficialSchema,
  OfficialIdSchema,
  OfficialInputSchema,
  OfficialPatchSchema,
} from '../officials';
import { ADMIN_ONLY, PUBLIC } from './access';
import { defineEndpoint } from './define-endpoint';
import { CompetitionParams } from './params';

const OfficialParams = CompetitionParams.extend({ officialId: OfficialIdSchema });
const tag = 'Officials';

/**
 * Officials of a competition: organizers list and edit them (with judges'
 * access codes) and upload photos; anyone may read one official and their photo.
 */
export const officialEndpoints = {
  listOfficials: defineEndpoint({
    summary: 'Officials with judges’ access codes',
    tag,
    method: 'GET',
    path: '/api/admin/competitions/:competitionId/officials',
    access: ADMIN_ONLY,
    params: CompetitionParams,
    status: 200,
    response: z.array(AdminOfficialSchema),
  }),
  createOfficial: defineEndpoint({
    summary: 'Adds an official (a judge gets an access code)',
    tag,
    method: 'POST',
    path: '/api/admin/competitions/:competitionId/officials',
    access: ADMIN_ONLY,
    params: CompetitionParams,
    body: OfficialInputSchema,
    status: 201,
    response: AdminOfficialSchema,
  }),
  updateOfficial: defineEndpoint({
    summary: 'Edits an official (only the fields sent)',
    tag,
    method: 'PATCH',
    path: '/api/admin/competitions/:competitionId/officials/:officialId',
    access: ADMIN_ONLY,
    params: OfficialParams,
    body: OfficialPatchSchema,
    status: 200,
    response: AdminOfficialSchema,
  }),
  deleteOfficial: defineEndpoint({
    summary: 'Deletes an official',
    tag,
    method: 'DELETE',
    path: '/api/admin/competitions/:competitionId/officials/:officialId',
    access: ADMIN_ONLY,
    params: OfficialParams,
    status: 204,
  }),
  renewAccessCode: defineEndpoint({
    summary: "Replaces a judge's access code",
    tag,
    method: 'POST',
    path: '/api/admin/competitions/:competitionId/officials/:officialId/access-code',
    access: ADMIN_ONLY,
    params: OfficialParams,
    status: 200,
    response: AdminOfficialSchema,
  }),
  uploadOfficialPhoto: defineEndpoint({
    summary: "Sets an official's photo (the image bytes as the body, at most 2 MB)",
    tag,
    method: 'PUT',
    path: '/api/admin/competitions/:competitionId/officials/:officialId/photo',
    access: ADMIN_ONLY,
    params: OfficialParams,
    rawBody: { contentTypes: PHOTO_CONTENT_TYPES, description: 'A JPEG, PNG or WebP image' },
    status: 200,
    response: AdminOfficialSchema,
  }),
  removeOfficialPhoto: defineEndpoint({
    summary: "Removes an official's photo",
    tag,
    method: 'DELETE',
    path: '/api/admin/competitions/:competitionId/officials/:officialId/photo',
    access: ADMIN_ONLY,
    params: OfficialParams,
    status: 200,
    response: AdminOfficialSchema,
  }),
  getOfficial: defineEndpoint({
    summary: 'One official as the public About page shows them',
    tag,
    method: 'GET',
    path: '/api/competitions/:competitionId/officials/:officialId',
    access: PUBLIC,
    params: OfficialParams,
    status: 200,
    response: OfficialSchema,
  }),
  getOfficialPhoto: defineEndpoint({
    summary: "An official's photo",
    tag,
    method: 'GET',
    path: '/api/competitions/:competitionId/officials/:officialId/photo',
    access: PUBLIC,
    params: OfficialParams,
    // The photo URL the server hands out carries its version, so each upload is a new URL.
    query: z.strictObject({ v: z.string().max(20).optional() }),
    status: 200,
    rawResponse: { contentTypes: PHOTO_CONTENT_TYPES, description: 'The image, cached for a year' },
  }),
};
