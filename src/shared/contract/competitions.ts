import { z } from 'zod';
import { NewOrganizerSchema } from '../admin';
import {
  CompetitionPatchSchema,
  CompetitionSchema,
  EventSettingsPatchSchema,
  EventSettingsSchema,
  PagePatchSchema,
  PageSchema,
  PageSlugSchema,
  SiteSchema,
} from '../competition';
import { ADMIN_ONLY, PUBLIC } from './access';
import { defineEndpoint } from './define-endpoint';
import { CompetitionParams } from './params';

const PageParams = CompetitionParams.extend({ slug: PageSlugSchema });
const tag = 'Competition';

/** Competition metadata, info pages and event settings: public reads, organizers' edits. */
export const competitionEndpoints = {
  getSite: defineEndpoint({
    summary: 'Which competition the public site shows',
    tag,
    method: 'GET',
    path: '/api/site',
    access: PUBLIC,
    status: 200,
    response: SiteSchema,
    openResults: true,
  }),
  getCompetition: defineEndpoint({
    summary: "A competition's public metadata",
    tag,
    method: 'GET',
    path: '/api/competitions/:competitionId',
    access: PUBLIC,
    params: CompetitionParams,
    status: 200,
    response: CompetitionSchema,
    openResults: true,
  }),
  listPages: defineEndpoint({
    summary: 'The six information pages',
    tag,
    method: 'GET',
    path: '/api/competitions/:competitionId/pages',
    access: PUBLIC,
    params: CompetitionParams,
    status: 200,
    response: z.array(PageSchema),
  }),
  getPage: defineEndpoint({
    summary: 'One information page',
    tag,
    method: 'GET',
    path: '/api/competitions/:competitionId/pages/:slug',
    access: PUBLIC,
    params: PageParams,
    status: 200,
    response: PageSchema,
  }),
  getEventSettings: defineEndpoint({
    summary: 'The ten event settings',
    tag,
    method: 'GET',
    path: '/api/competitions/:competitionId/settings/events',
    access: PUBLIC,
    params: CompetitionParams,
    status: 200,
    response: EventSettingsSchema,
  }),
  updateCompetition: defineEndpoint({
    summary: "Edits a competition's metadata (only the fields sent)",
    tag,
    method: 'PATCH',
    path: '/api/admin/competitions/:competitionId',
    access: ADMIN_ONLY,
    params: CompetitionParams,
    body: CompetitionPatchSchema,
    status: 200,
    response: CompetitionSchema,
  }),
  updatePage: defineEndpoint({
    summary: 'Edits an information page',
    tag,
    method: 'PUT',
    path: '/api/admin/competitions/:competitionId/pages/:slug',
    access: ADMIN_ONLY,
    params: PageParams,
    body: PagePatchSchema,
    status: 200,
    response: PageSchema,
  }),
  updateEventSettings: defineEndpoint({
    summary: 'Changes event settings (only the fields sent)',
    tag,
    method: 'PATCH',
    path: '/api/admin/competitions/:competitionId/settings/events',
    access: ADMIN_ONLY,
    params: CompetitionParams,
    body: EventSettingsPatchSchema,
    status: 200,
    response: EventSettingsSchema,
  }),
  addOrganizer: defineEndpoint({
    summary: 'Lists an organizer on the public About page',
    tag,
    method: 'POST',
    path: '/api/admin/competitions/:competitionId/organizers',
    access: ADMIN_ONLY,
    params: CompetitionParams,
    body: NewOrganizerSchema,
    status: 201,
    response: CompetitionSchema,
  }),
};
